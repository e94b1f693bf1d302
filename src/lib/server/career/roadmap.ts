// 진로개발 로드맵: the four stages (src/lib/career/roadmap.ts) with the student's own completed and
// current programmes per stage (her career applications), her career goal's plan for this grade and
// term, and open programmes suggested for her stage, each with its reason.
import { and, asc, eq, gte, inArray, lte, isNull } from 'drizzle-orm';
import { getDb, schema } from '../db';
import { codeNames } from '../org/names';
import { myGoal } from './goals';
import { competenciesForJob } from '../../career/goals';
import { LIVE_STATUSES } from '../../career/programs';
import { ROADMAP_STAGES, stageOfCategory, stageOfGrade } from '../../career/roadmap';
import { regularTermOf, TERM_SHORT } from '../../calendar';
import * as clock from '../clock';

const { careerApplications: appls, careerPrograms: programs, users, competencies } = schema;

export async function careerRoadmap(studentId: string, today = clock.today()) {
  const db = await getDb();
  const [[me], goal, codes, compRows, mine] = await Promise.all([
    db.select({ gradeCd: users.gradeCd, korNm: users.korNm }).from(users).where(eq(users.userId, studentId)),
    myGoal(studentId),
    codeNames(),
    db.select({ cd: competencies.competencyCd, nm: competencies.korNm }).from(competencies),
    db
      .select({ applId: appls.applId, programId: programs.programId, title: programs.title, categoryCd: programs.categoryCd, status: appls.status, runEndDt: programs.runEndDt, competencyCds: programs.competencyCds })
      .from(appls)
      .innerJoin(programs, eq(programs.programId, appls.programId))
      .where(and(eq(appls.studentId, studentId), inArray(appls.status, LIVE_STATUSES)))
      .orderBy(asc(programs.runEndDt)),
  ]);
  const compNm = new Map(compRows.map((c) => [c.cd, c.nm]));
  const catNm = (cd: string) => codes.get(`CAREER_CAT:${cd}`) ?? cd;
  const grade = Number(me?.gradeCd) || 1;
  const current = stageOfGrade(grade);
  const termCd = TERM_SHORT[regularTermOf(today).termCd];
  const plan = goal?.roadmap.find((r) => r.grade === Math.min(grade, 4) && r.termCd === termCd)?.plan ?? null;
  const jobNm = goal ? (codes.get(`JOB_CLS:${goal.jobClsCd}`) ?? goal.jobClsCd) : null;
  const goalComps = competenciesForJob(goal?.jobClsCd);

  const stages = ROADMAP_STAGES.map((s) => {
    const own = mine.filter((p) => stageOfCategory(p.categoryCd)?.code === s.code);
    return {
      ...s,
      categoryNms: s.categories.map(catNm),
      competencyNms: s.competencies.map((c) => compNm.get(c) ?? c),
      current: s.code === current.code,
      done: s.grade < current.grade,
      completed: own.filter((p) => p.status === 'COMPLETED').map((p) => ({ programId: p.programId, title: p.title, categoryNm: catNm(p.categoryCd), runEndDt: p.runEndDt })),
      ongoing: own.filter((p) => p.status !== 'COMPLETED').map((p) => ({ programId: p.programId, title: p.title, categoryNm: catNm(p.categoryCd), status: p.status })),
    };
  });

  // Open programmes of the current stage (and the next one, to look ahead), not yet applied for.
  const next = ROADMAP_STAGES.find((s) => s.grade === current.grade + 1);
  const cats = [...current.categories, ...(next?.categories ?? [])];
  const taken = new Set(mine.map((p) => p.programId));
  const open = await db
    .select({ programId: programs.programId, title: programs.title, categoryCd: programs.categoryCd, competencyCds: programs.competencyCds, applyEndDt: programs.applyEndDt })
    .from(programs)
    .where(and(eq(programs.useYn, 'Y'), isNull(programs.closedAt), inArray(programs.categoryCd, cats), lte(programs.applyStartDt, today), gte(programs.applyEndDt, today)))
    .orderBy(asc(programs.applyEndDt), asc(programs.programId));
  const suggestions = open
    .filter((p) => !taken.has(p.programId))
    .map((p) => {
      const stage = stageOfCategory(p.categoryCd)!;
      const forGoal = goalComps.filter((c) => p.competencyCds.includes(c)).map((c) => compNm.get(c) ?? c);
      const stageComps = stage.competencies.filter((c) => p.competencyCds.includes(c)).map((c) => compNm.get(c) ?? c);
      const parts = [stage.code === current.code ? `지금 ${current.grade}학년 '${current.name}' 단계에 필요한 ${catNm(p.categoryCd)} 프로그램입니다.` : `다음 '${stage.name}' 단계를 미리 준비하는 ${catNm(p.categoryCd)} 프로그램입니다.`];
      if (stageComps.length) parts.push(`이 단계의 ${stageComps.join('·')} 역량을 기릅니다.`);
      if (forGoal.length && jobNm) parts.push(`희망 직무(${jobNm})가 중요하게 보는 ${forGoal.join('·')} 역량과도 이어집니다.`);
      return { programId: p.programId, title: p.title, categoryNm: catNm(p.categoryCd), applyEndDt: p.applyEndDt, reason: parts.join(' '), score: (stage.code === current.code ? 2 : 0) + forGoal.length + stageComps.length };
    })
    .sort((a, b) => b.score - a.score || a.applyEndDt.localeCompare(b.applyEndDt))
    .slice(0, 5);

  return {
    grade,
    termCd,
    current: { code: current.code, name: current.name },
    goal: goal ? { jobNm, industries: goal.industries, companies: goal.companies, plan } : null,
    stages,
    suggestions,
    completedCnt: mine.filter((p) => p.status === 'COMPLETED').length,
  };
}
