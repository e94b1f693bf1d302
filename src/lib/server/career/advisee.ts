// A professor's read-only view of an advisee's career: her goal (job family, industries, companies,
// roadmap), the programmes she takes part in now and her completed programmes. Only the professor's own advisees; anyone else is 404,
// as for a student who does not exist.
import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import { getDb, schema } from '../db';
import { HttpError } from '../http/respond';
import { isAdvisorOf } from '../learning/student';
import { codeNames, deptNames } from '../org/names';
import type { SessionUser } from '../auth/sessions';
import * as clock from '../clock';
import { PHASE_LABELS, careerStatusLabel, programPhase } from '../../career/programs';
import { isDiv } from '../../users';

const { careerGoals: goals, careerApplications: appls, careerPrograms: programs, careerCertificates: certs, users } = schema;

export async function adviseeCareer(prof: Pick<SessionUser, 'userId' | 'userDiv'>, studentId: string, today = clock.today()) {
  if (!isDiv(prof, 'prof') || !/^[A-Za-z0-9_-]{1,40}$/.test(studentId) || !(await isAdvisorOf(prof.userId, studentId))) throw new HttpError(404, '지도학생을 찾을 수 없습니다.');
  const db = await getDb();
  const [[student], [goal], done, taking, codes, depts] = await Promise.all([
    db.select({ userId: users.userId, korNm: users.korNm, hakguaCd: users.hakguaCd, majorCd: users.majorCd, gradeCd: users.gradeCd, shregSt: users.shregSt }).from(users).where(eq(users.userId, studentId)),
    db.select().from(goals).where(eq(goals.studentId, studentId)),
    db
      .select({ applId: appls.applId, title: programs.title, categoryCd: programs.categoryCd, runEndDt: programs.runEndDt, mileage: programs.mileage, certNo: certs.certNo })
      .from(appls)
      .innerJoin(programs, eq(programs.programId, appls.programId))
      .leftJoin(certs, and(eq(certs.applId, appls.applId)))
      .where(and(eq(appls.studentId, studentId), eq(appls.status, 'COMPLETED')))
      .orderBy(desc(programs.runEndDt), asc(appls.applId)),
    // Taking part now: approved or attending, in a programme not closed yet.
    db
      .select({ applId: appls.applId, status: appls.status, title: programs.title, categoryCd: programs.categoryCd, runStartDt: programs.runStartDt, runEndDt: programs.runEndDt, mileage: programs.mileage, applyStartDt: programs.applyStartDt, applyEndDt: programs.applyEndDt, closedAt: programs.closedAt })
      .from(appls)
      .innerJoin(programs, eq(programs.programId, appls.programId))
      .where(and(eq(appls.studentId, studentId), inArray(appls.status, ['APPROVED', 'ATTENDING']), isNull(programs.closedAt)))
      .orderBy(asc(programs.runStartDt), asc(appls.applId)),
    codeNames(),
    deptNames(),
  ]);
  return {
    student: { ...student, deptNm: depts.get(student.majorCd ?? '') ?? depts.get(student.hakguaCd ?? '') ?? '' },
    goal: goal
      ? { jobNm: codes.get(`JOB_CLS:${goal.jobClsCd}`) ?? goal.jobClsCd, industries: goal.industries, companies: goal.companies, roadmap: goal.roadmap, updatedAt: goal.updatedAt }
      : null,
    completed: done.map((d) => ({ ...d, categoryNm: codes.get(`CAREER_CAT:${d.categoryCd}`) ?? d.categoryCd })),
    inProgress: taking.map((t) => {
      const phase = programPhase(t, today);
      return { applId: t.applId, title: t.title, runStartDt: t.runStartDt, runEndDt: t.runEndDt, mileage: t.mileage, statusNm: careerStatusLabel(t.status), phaseNm: PHASE_LABELS[phase], categoryNm: codes.get(`CAREER_CAT:${t.categoryCd}`) ?? t.categoryCd };
    }),
  };
}

/** The job family of each listed advisee's goal (for the advisee list's column). */
export async function adviseeJobFamilies(studentIds: string[]) {
  if (!studentIds.length) return new Map<string, string>();
  const db = await getDb();
  const [rows, codes] = await Promise.all([db.select({ studentId: goals.studentId, jobClsCd: goals.jobClsCd }).from(goals).where(inArray(goals.studentId, studentIds)), codeNames()]);
  return new Map(rows.map((r) => [r.studentId, codes.get(`JOB_CLS:${r.jobClsCd}`) ?? r.jobClsCd]));
}
