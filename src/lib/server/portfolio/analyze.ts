// 포트폴리오 분석: the student's competencies over time (her self-diagnoses, term by term), the
// share of each kind of activity in her history, how many history items build each competency,
// her latest scores against the anonymised average of the students of her department and grade
// (only when at least ANALYZE_MIN_GROUP others are in that group, so nobody can be singled out),
// and the subjects and programmes suggested for her weakest competency, with the reason.
import { and, eq, ne } from 'drizzle-orm';
import { getDb, schema } from '../db';
import { HttpError } from '../http/respond';
import { gatherHistory } from './history';
import { competencyModel } from '../learning/competencies';
import { diagnosisView } from '../learning/diagnosis';
import { termOrder } from '../../learning/diagnosis';
import { yearTermName } from '../../calendar';
import { ANALYZE_MIN_GROUP, HISTORY_AREAS, HISTORY_AREA_CODES, type HistoryArea } from '../../portfolio/history';
import { isDiv } from '../../users';

const { competencyDiagnoses: diagnoses, users } = schema;

export interface PortfolioAnalysis {
  competencies: { competencyCd: string; korNm: string }[];
  /** Her diagnoses, oldest first: one score per competency. */
  trend: { label: string; scores: Record<string, number> }[];
  areaShare: { area: HistoryArea; label: string; count: number }[];
  coverage: { competencyCd: string; korNm: string; count: number }[];
  latest: Record<string, number> | null;
  /** The group of her department and grade: the average only when large enough. */
  group: { label: string; count: number; scores: Record<string, number> | null };
  weakest: { competencyCd: string; korNm: string; score: number; reason: string; subjects: { korNm: string; credits: number; deptNm: string }[]; programs: { title: string; points: number }[] } | null;
}

/** The latest diagnosis of each other student of the same department and grade, averaged. */
async function groupAverage(studentId: string, hakguaCd: string, gradeCd: string) {
  const db = await getDb();
  const rows = await db
    .select({ studentId: diagnoses.studentId, year: diagnoses.year, termCd: diagnoses.termCd, scores: diagnoses.scores })
    .from(diagnoses)
    .innerJoin(users, eq(users.userId, diagnoses.studentId))
    .where(and(eq(users.userDiv, 'std'), eq(users.hakguaCd, hakguaCd), eq(users.gradeCd, gradeCd), ne(diagnoses.studentId, studentId)));
  const latest = new Map<string, (typeof rows)[number]>();
  for (const r of rows) {
    const had = latest.get(r.studentId);
    if (!had || termOrder(r) > termOrder(had)) latest.set(r.studentId, r);
  }
  const count = latest.size;
  if (count < ANALYZE_MIN_GROUP) return { count, scores: null };
  const sums: Record<string, number> = {};
  const ns: Record<string, number> = {};
  for (const r of latest.values()) {
    for (const [cd, v] of Object.entries(r.scores)) {
      sums[cd] = (sums[cd] ?? 0) + v;
      ns[cd] = (ns[cd] ?? 0) + 1;
    }
  }
  return { count, scores: Object.fromEntries(Object.keys(sums).map((cd) => [cd, Math.round(sums[cd] / ns[cd])])) };
}

export async function analyzePortfolio(studentId: string): Promise<PortfolioAnalysis> {
  const db = await getDb();
  const [u] = await db.select({ userDiv: users.userDiv, hakguaCd: users.hakguaCd, gradeCd: users.gradeCd }).from(users).where(eq(users.userId, studentId));
  if (!u || !isDiv(u, 'std')) throw new HttpError(404, '학생 정보를 찾을 수 없습니다.');
  const [items, model, own, view] = await Promise.all([
    gatherHistory(studentId),
    competencyModel(),
    db.select({ year: diagnoses.year, termCd: diagnoses.termCd, scores: diagnoses.scores }).from(diagnoses).where(eq(diagnoses.studentId, studentId)),
    diagnosisView(studentId),
  ]);
  const competencies = model.map((c) => ({ competencyCd: c.competencyCd, korNm: c.korNm }));
  const trend = own
    .sort((a, b) => termOrder(a) - termOrder(b))
    .map((d) => ({ label: yearTermName(d.year, d.termCd), scores: Object.fromEntries(Object.entries(d.scores).map(([k, v]) => [k, Math.round(v)])) }));
  const areaShare = HISTORY_AREA_CODES.map((area) => ({ area, label: HISTORY_AREAS[area], count: items.filter((i) => i.area === area).length })).filter((a) => a.count > 0);
  const coverage = competencies.map((c) => ({ ...c, count: items.filter((i) => i.competencies.includes(c.competencyCd)).length }));
  const group = u.hakguaCd && u.gradeCd ? await groupAverage(studentId, u.hakguaCd, u.gradeCd) : { count: 0, scores: null };
  const weak = view.weakest[0];
  const weakCoverage = weak ? (coverage.find((c) => c.competencyCd === weak.competencyCd)?.count ?? 0) : 0;
  return {
    competencies,
    trend,
    areaShare,
    coverage,
    latest: trend.length ? trend[trend.length - 1].scores : null,
    group: { label: `같은 학과 ${u.gradeCd ?? ''}학년`, ...group },
    weakest: weak
      ? {
          competencyCd: weak.competencyCd,
          korNm: weak.korNm,
          score: Math.round(weak.score),
          reason: `최근 진단에서 ${weak.korNm} 역량이 ${Math.round(weak.score)}점으로 가장 낮고, 이 역량을 기른 이력이 ${weakCoverage}건입니다.`,
          subjects: weak.subjects.map((s) => ({ korNm: s.korNm, credits: s.credits, deptNm: s.deptNm })),
          programs: weak.programs.map((p) => ({ title: p.title, points: p.points })),
        }
      : null,
  };
}
