// Postings recommended to a student, each with the reasons in Korean: her departments (major,
// double major, minor) through DEPT_JOB_FAMILIES, her career goal's job family, and the topics of
// the career programmes she completed (read from activity events, not from the career tables).
// Only postings taking applications are recommended; the ones she hid are left out. Postings for
// experienced hires only (경력) are not recommended to a student who has not graduated (she could
// not apply), and the page says how many were left out for that; a graduate sees them with a note.
import { and, eq, inArray, notInArray } from 'drizzle-orm';
import { getDb, schema } from '../db';
import { HttpError } from '../http/respond';
import { codeNames, deptNames } from '../org/names';
import { activitiesOf } from '../activity/events';
import { GRADUATED } from '../mypage/graduate';
import { particle } from '../../text/josa';
import { CODE_GROUPS, DEPT_JOB_FAMILIES, PROGRAM_TOPICS } from '../../recruiting/postings';
import { bookmarkedIds, describe, openSql, type PostingSummary } from './postings';
import * as clock from '../clock';
import { isDiv } from '../../users';

const { recruitPostings: postings, recruitCompanies: companies, recruitHidden: hidden, users, careerGoals } = schema;

const MAX_RECOMMENDATIONS = 30;
/** Career level code (CAREER_LVL) of postings for experienced hires only. */
const EXPERIENCED = 'EXP';
export const EXPERIENCED_NOTE = '경력자만 뽑는 공고입니다. 요구하는 경력을 갖췄는지 먼저 확인해 주세요.';
const WEIGHTS = { goal: 5, major: 3, secondMajor: 2, program: 2 } as const;

export interface Recommendation extends PostingSummary {
  score: number;
  reasons: string[];
  /** What she should know before applying (an experienced-hire posting), or null. */
  caution: string | null;
}

interface Basis {
  /** She has graduated (학적 상태 졸업): experienced-hire postings may suit her. */
  graduated: boolean;
  depts: { deptCd: string; deptNm: string; kind: '주전공' | '복수전공' | '부전공'; jobClsCds: readonly string[] }[];
  goal: { jobClsCd: string; jobClsNm: string } | null;
  programs: { title: string; topic: (typeof PROGRAM_TOPICS)[number] }[];
}

/** What the recommendations of a student rest on. */
export async function recommendationBasis(studentId: string): Promise<Basis> {
  const db = await getDb();
  const [u] = await db.select({ userDiv: users.userDiv, shregSt: users.shregSt, hakguaCd: users.hakguaCd, doubleMajorCd: users.doubleMajorCd, minorCd: users.minorCd }).from(users).where(eq(users.userId, studentId));
  if (!u || !isDiv(u, 'std')) throw new HttpError(404, '학생 정보를 찾을 수 없습니다.');
  const [depts, names, goalRows, events] = await Promise.all([deptNames(), codeNames(), db.select().from(careerGoals).where(eq(careerGoals.studentId, studentId)), activitiesOf(studentId, 'CAREER_PROGRAM_COMPLETED')]);
  const basis: Basis = { graduated: u.shregSt === GRADUATED, depts: [], goal: null, programs: [] };
  const seen = new Set<string>();
  for (const [cd, kind] of [[u.hakguaCd, '주전공'], [u.doubleMajorCd, '복수전공'], [u.minorCd, '부전공']] as const) {
    // A major code (M401010) belongs to its department (D4010); the mapping is kept per department.
    const deptCd = cd && /^M\d{6}$/.test(cd) ? `D${cd.slice(1, 5)}` : cd;
    if (!deptCd || seen.has(deptCd)) continue;
    seen.add(deptCd);
    basis.depts.push({ deptCd, deptNm: depts.get(deptCd) ?? deptCd, kind, jobClsCds: DEPT_JOB_FAMILIES[deptCd] ?? [] });
  }
  const goal = goalRows[0];
  if (goal?.jobClsCd) basis.goal = { jobClsCd: goal.jobClsCd, jobClsNm: names.get(`${CODE_GROUPS.jobCls}:${goal.jobClsCd}`) ?? goal.jobClsCd };
  for (const e of events) {
    // A programme may touch several topics (글로벌 인턴십: internships and work abroad).
    for (const topic of PROGRAM_TOPICS.filter((t) => t.words.some((w) => e.title.includes(w)))) {
      if (!basis.programs.some((p) => p.title === e.title && p.topic === topic)) basis.programs.push({ title: e.title, topic });
    }
  }
  return basis;
}

/** Scores one posting against the basis; no reason, no recommendation. */
function reasonsFor(p: { jobClsCd: string; jobClsNm: string; empTypeCd: string; regionCd: string }, basis: Basis) {
  let score = 0;
  const reasons: string[] = [];
  if (basis.goal && basis.goal.jobClsCd === p.jobClsCd) {
    score += WEIGHTS.goal;
    reasons.push(`진로목표의 희망 직무(${basis.goal.jobClsNm})와 같은 직무입니다.`);
  }
  for (const d of basis.depts) {
    if (!d.jobClsCds.includes(p.jobClsCd)) continue;
    score += d.kind === '주전공' ? WEIGHTS.major : WEIGHTS.secondMajor;
    reasons.push(`${d.kind} ${d.deptNm} 졸업생이 많이 진출하는 ${p.jobClsNm} 공고입니다.`);
  }
  for (const prog of basis.programs) {
    const t = prog.topic;
    const hit = (t.jobClsCds && t.jobClsCds.includes(p.jobClsCd)) || (t.empTypeCd && t.empTypeCd === p.empTypeCd) || (t.regionCd && t.regionCd === p.regionCd);
    if (!hit) continue;
    score += WEIGHTS.program;
    reasons.push(`이수한 진로 프로그램 「${prog.title}」${particle(prog.title, '와/과')} 이어지는 ${t.what} 공고입니다.`);
  }
  return { score, reasons };
}

/** Recommended postings, best first (ties: the nearest deadline), and the postings she hid. */
export async function recommendations(studentId: string, today = clock.today()) {
  const db = await getDb();
  const basis = await recommendationBasis(studentId);
  const hiddenRows = await db.select({ id: hidden.postingId }).from(hidden).where(eq(hidden.studentId, studentId));
  const hiddenIds = hiddenRows.map((r) => r.id);
  const where = [openSql(today), eq(companies.useYn, 'Y')];
  if (hiddenIds.length) where.push(notInArray(postings.postingId, hiddenIds));
  const [rows, names, marks] = await Promise.all([
    db.select({ p: postings, c: companies }).from(postings).innerJoin(companies, eq(companies.companyId, postings.companyId)).where(and(...where)),
    codeNames(),
    bookmarkedIds(studentId),
  ]);
  const marked = new Set(marks);
  const list: Recommendation[] = [];
  let experiencedLeftOut = 0;
  for (const r of rows) {
    const summary = { ...describe(r.p, r.c, names, today), bookmarked: marked.has(r.p.postingId) };
    const { score, reasons } = reasonsFor(summary, basis);
    if (!reasons.length) continue;
    if (summary.careerLvlCd === EXPERIENCED) {
      if (!basis.graduated) {
        experiencedLeftOut++;
        continue;
      }
      // A graduate may have the experience: the posting stays, below others of equal fit, and says what it asks.
      list.push({ ...summary, score: score - 1, reasons, caution: EXPERIENCED_NOTE });
      continue;
    }
    list.push({ ...summary, score, reasons, caution: null });
  }
  list.sort((a, b) => b.score - a.score || a.deadlineDt.localeCompare(b.deadlineDt) || a.postingId - b.postingId);
  const hiddenList = hiddenIds.length
    ? (await db.select({ p: postings, c: companies }).from(postings).innerJoin(companies, eq(companies.companyId, postings.companyId)).where(inArray(postings.postingId, hiddenIds))).map((r) => describe(r.p, r.c, names, today))
    : [];
  return {
    basis: {
      graduated: basis.graduated,
      experiencedLeftOut,
      depts: basis.depts.map((d) => ({ deptNm: d.deptNm, kind: d.kind, jobClsCds: d.jobClsCds, jobClsNms: d.jobClsCds.map((c) => names.get(`${CODE_GROUPS.jobCls}:${c}`) ?? c) })),
      goal: basis.goal,
      programs: [...new Set(basis.programs.map((p) => p.title))].map((title) => ({ title, whats: basis.programs.filter((p) => p.title === title).map((p) => p.topic.what) })),
    },
    list: list.slice(0, MAX_RECOMMENDATIONS),
    hidden: hiddenList,
    today,
  };
}
