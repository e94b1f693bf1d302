// What the student pages of counselling read: the student's own applications with their history and
// shared summaries, the professors a student may ask for, and the student's self-check results.
// Nothing here reads counsellors' notes.
import { and, asc, eq, or } from 'drizzle-orm';
import { getDb, schema } from '../db';
import { applicationDetail, myApplications } from './applications';
import { summariesForStudent } from './records';
import { myScreenings } from './screenings';
import { listPrograms } from './programs';
import { CANCEL_CUTOFF_HOURS, type CnslKind, type CnslStatus } from '../../counselling/kinds';
import { INSTRUMENTS, scoreScreening, type Instrument } from '../../counselling/screening';
import { toSeoulIso } from './slots';

const { users, professors } = schema;

const CANCELLABLE: CnslStatus[] = ['APPLIED', 'ACCEPTED', 'SCHEDULED', 'WAITING'];
const MOVABLE: CnslStatus[] = ['APPLIED', 'ACCEPTED', 'SCHEDULED'];

/** What the student may still do with an application, and why not when nothing. */
export function studentActions(a: { status: string; slotStart: Date | null; handlerId: string | null; programId: number | null; cnslKind: string }, now = new Date()) {
  const status = a.status as CnslStatus;
  const tooLate = !!a.slotStart && a.slotStart.getTime() - now.getTime() < CANCEL_CUTOFF_HOURS * 3600_000;
  const canCancel = CANCELLABLE.includes(status) && !tooLate;
  const canMove = MOVABLE.includes(status) && !!a.slotStart && !!a.handlerId && !tooLate;
  let why: string | null = null;
  if (!CANCELLABLE.includes(status)) why = null;
  else if (tooLate) why = `상담 시작 ${CANCEL_CUTOFF_HOURS}시간 전이 지나 포털에서 취소하거나 시간을 바꿀 수 없습니다. 담당 ${a.cnslKind === 'PROF' ? '교수님' : '상담사'}께 직접 연락해 주세요.`;
  else if (!canMove && a.programId) why = '집단상담은 프로그램 일정대로 진행되어 시간을 바꿀 수 없습니다.';
  else if (!canMove && status === 'WAITING') why = '대기 중인 신청은 시간을 바꿀 수 없습니다.';
  else if (!canMove && !a.slotStart) why = '상담 시간은 상담사가 정해 메시지로 알려 드립니다. 정해진 뒤에 시간을 바꿀 수 있습니다.';
  return { canCancel, canMove, why };
}

/** The student's applications of some kinds, each with its status history and what they may do. */
export async function applicationsForStudent(studentId: string, kinds: CnslKind[], now = new Date()) {
  const actor = { userId: studentId, userDiv: 'std' as const };
  const [list, programs] = await Promise.all([myApplications(studentId, kinds), kinds.includes('GROUP') ? listPrograms() : Promise.resolve([])]);
  return Promise.all(
    list.map(async (a) => {
      const [detail, summaries] = await Promise.all([applicationDetail(actor, a.applId), a.cnslKind === 'PROF' ? summariesForStudent(studentId, a.applId) : Promise.resolve([])]);
      return {
        ...a,
        programSchedule: programs.find((p) => p.programId === a.programId)?.schedule ?? null,
        slotStartIso: a.slotStart ? toSeoulIso(a.slotStart) : null,
        slotEndIso: a.slotEnd ? toSeoulIso(a.slotEnd) : null,
        history: detail.history,
        summaries,
        ...studentActions(a, now),
      };
    }),
  );
}

export type StudentApplication = Awaited<ReturnType<typeof applicationsForStudent>>[number];

/** Professors the student may ask for professor counselling: the advisor first, then the department's. */
export async function professorsForStudent(studentId: string) {
  const db = await getDb();
  const [me] = await db.select({ hakguaCd: users.hakguaCd, guideProfNo: users.guideProfNo }).from(users).where(eq(users.userId, studentId));
  if (!me) return [];
  const conds = [];
  if (me.hakguaCd) conds.push(eq(professors.deptCd, me.hakguaCd));
  if (me.guideProfNo) conds.push(eq(professors.profNo, me.guideProfNo));
  if (!conds.length) return [];
  const rows = await db
    .select({ userId: users.userId, korNm: users.korNm, profNo: professors.profNo, positionNm: professors.positionNm, officeHours: professors.officeHours, researchField: professors.researchField })
    .from(professors)
    .innerJoin(users, eq(users.userId, professors.userId))
    .where(and(eq(users.useYn, 'Y'), or(...conds)))
    .orderBy(asc(users.korNm));
  return rows
    .map(({ profNo, ...p }) => ({ ...p, isAdvisor: profNo === me.guideProfNo }))
    .sort((a, b) => Number(b.isAdvisor) - Number(a.isAdvisor));
}

/** The student's self-check results worded by scoreScreening (band and the item-9 override), newest first. */
export async function screeningResults(studentId: string) {
  const rows = await myScreenings(studentId);
  return rows.map((r) => {
    const instrument = r.instrument as Instrument;
    const scored = scoreScreening(instrument, r.answers);
    return { screeningId: r.screeningId, instrument, title: INSTRUMENTS[instrument].title, score: r.score, maxScore: scored.maxScore, band: r.band, label: scored.label, tone: scored.tone, selfHarm: scored.selfHarm, createdAt: r.createdAt };
  });
}
