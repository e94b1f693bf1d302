// The student's career goal and what follows from it: programmes that build the competencies her
// job family leans on, open postings of that job family, and subjects for those competencies, each
// with the reason it is shown.
import { and, asc, count, eq, gte, sql } from 'drizzle-orm';
import { getDb, schema } from '../db';
import { HttpError } from '../http/respond';
import { audit } from '../audit/log';
import { codeNames } from '../org/names';
import { competenciesForJob } from '../../career/goals';
import { josa } from '../../text/josa';
import type { CareerGoalInput } from '../../schemas/career';
import * as clock from '../clock';

const { careerGoals: goals, careerPrograms: programs, competencies, comCodes, recruitPostings: postings } = schema;

/** The job families students choose from. */
export async function jobFamilies() {
  const db = await getDb();
  return db
    .select({ value: comCodes.comCd, label: comCodes.comCdNm })
    .from(comCodes)
    .where(and(eq(comCodes.grpCd, 'JOB_CLS'), eq(comCodes.useYn, 'Y')))
    .orderBy(asc(comCodes.sortOrd), asc(comCodes.comCd));
}

export async function myGoal(studentId: string) {
  const db = await getDb();
  const [row] = await db.select().from(goals).where(eq(goals.studentId, studentId));
  return row ?? null;
}

/** Saves the goal (one per student); an unknown job family is a field error, nothing is stored. */
export async function saveGoal(studentId: string, input: CareerGoalInput, ip: string | null = null) {
  if (!(await jobFamilies()).some((j) => j.value === input.jobClsCd)) throw new HttpError(400, '희망 직무를 선택해 주세요.', { jobClsCd: '희망 직무를 선택해 주세요.' });
  const seen = new Set<string>();
  const roadmap = input.roadmap
    .filter((r) => r.plan && !seen.has(`${r.grade}-${r.termCd}`) && seen.add(`${r.grade}-${r.termCd}`))
    .map((r) => ({ grade: r.grade, termCd: r.termCd, plan: r.plan! }))
    .sort((a, b) => a.grade - b.grade || a.termCd.localeCompare(b.termCd));
  const values = { jobClsCd: input.jobClsCd, industries: [...new Set(input.industries)], companies: [...new Set(input.companies)], roadmap };
  const db = await getDb();
  await db
    .insert(goals)
    .values({ studentId, ...values })
    .onConflictDoUpdate({ target: goals.studentId, set: { ...values, updatedAt: sql`now()` } });
  await audit({ actorId: studentId, action: 'career.goal.save', targetType: 'career_goal', targetId: studentId, detail: { jobClsCd: input.jobClsCd }, ip });
  return myGoal(studentId);
}

export interface GoalRecommendation {
  kind: 'PROGRAM' | 'POSTINGS' | 'SUBJECTS';
  title: string;
  href: string;
  reason: string;
}

/** What the goal leads to, each with its reason; empty without a goal. */
export async function goalRecommendations(studentId: string, today = clock.today()): Promise<GoalRecommendation[]> {
  const goal = await myGoal(studentId);
  if (!goal) return [];
  const db = await getDb();
  const [codes, compRows] = await Promise.all([codeNames(), db.select({ cd: competencies.competencyCd, nm: competencies.korNm }).from(competencies)]);
  const compNm = new Map(compRows.map((c) => [c.cd, c.nm]));
  const jobNm = codes.get(`JOB_CLS:${goal.jobClsCd}`) ?? goal.jobClsCd;
  const comps = competenciesForJob(goal.jobClsCd);
  const out: GoalRecommendation[] = [];
  if (comps.length) {
    const open = await db
      .select({ programId: programs.programId, title: programs.title, competencyCds: programs.competencyCds })
      .from(programs)
      .where(and(eq(programs.useYn, 'Y'), gte(programs.applyEndDt, today), sql`${programs.applyStartDt} <= ${today}`))
      .orderBy(asc(programs.applyEndDt));
    for (const p of open) {
      const shared = comps.filter((c) => p.competencyCds.includes(c));
      if (!shared.length) continue;
      const names = shared.map((c) => compNm.get(c) ?? c).join('·');
      out.push({ kind: 'PROGRAM', title: p.title, href: `/user/futuredesign/careerAct/detail/${p.programId}`, reason: `희망 직무 ${josa(jobNm, '이/가')} 중요하게 보는 ${names} 역량을 기르는 모집 중인 프로그램입니다.` });
      if (out.length >= 5) break;
    }
  }
  const [{ n }] = await db
    .select({ n: count() })
    .from(postings)
    .where(and(eq(postings.jobClsCd, goal.jobClsCd), eq(postings.status, 'OPEN'), gte(postings.deadlineDt, today), sql`${postings.openDt} <= ${today}`));
  if (Number(n) > 0)
    out.push({ kind: 'POSTINGS', title: `${jobNm} 채용공고 ${Number(n)}건`, href: `/user/careerinfo/cmmnrecrt?jobClsCd=${goal.jobClsCd}`, reason: '희망 직무와 같은 직무의 마감 전 채용공고입니다.' });
  if (comps.length) {
    const names = comps.map((c) => compNm.get(c) ?? c).join('·');
    out.push({ kind: 'SUBJECTS', title: `${names} 역량 교과목`, href: '/user/learnact/abilitymng/educurri', reason: `${josa(jobNm, '이/가')} 중요하게 보는 역량을 기르는 교과목을 역량별 교육과정에서 찾아볼 수 있습니다.` });
  }
  return out;
}
