// Group counselling programmes: capacity, application period, registrations and attendance.
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { getDb, schema } from '../db';
import { HttpError } from '../http/respond';
import { audit } from '../audit/log';
import { centreOf, type Actor } from './access';
import { STATUS_LABELS, type CnslStatus } from '../../counselling/kinds';
import { isDiv } from '../../users';

const { cnslPrograms: programs, cnslApplications: appls, cnslAttendance: attendance, users } = schema;

const SEATED = ['APPLIED', 'ACCEPTED', 'SCHEDULED', 'DONE'];

export async function listPrograms() {
  const db = await getDb();
  const rows = await db
    .select({
      programId: programs.programId,
      title: programs.title,
      description: programs.description,
      capacity: programs.capacity,
      applyStart: programs.applyStart,
      applyEnd: programs.applyEnd,
      schedule: programs.schedule,
      sessionCount: programs.sessionCount,
      place: programs.place,
      counsellorNm: users.korNm,
      counsellorId: programs.counsellorId,
      seated: sql<number>`(select count(*)::int from cnsl_applications a where a.program_id = cnsl_programs.program_id and a.status in ('APPLIED','ACCEPTED','SCHEDULED','DONE'))`,
      waiting: sql<number>`(select count(*)::int from cnsl_applications a where a.program_id = cnsl_programs.program_id and a.status = 'WAITING')`,
    })
    .from(programs)
    .leftJoin(users, eq(users.userId, programs.counsellorId))
    .where(eq(programs.useYn, 'Y'))
    .orderBy(desc(programs.applyEnd), asc(programs.programId));
  return rows;
}

export async function programById(programId: number) {
  return (await listPrograms()).find((p) => p.programId === programId) ?? null;
}

export interface ProgramInput {
  title: string;
  description: string;
  capacity: number;
  applyStart: string;
  applyEnd: string;
  schedule: string;
  sessionCount: number;
  place: string;
}

async function requirePsyCounsellor(actor: Actor) {
  if (!isDiv(actor, 'cnslr') || (await centreOf(actor.userId)) !== 'PSY') throw new HttpError(403, '학생상담센터 상담사만 집단상담을 관리할 수 있습니다.');
}

export async function createProgram(actor: Actor, input: ProgramInput) {
  await requirePsyCounsellor(actor);
  if (input.applyEnd < input.applyStart) throw new HttpError(400, '신청 마감일이 시작일보다 빠릅니다.', { applyEnd: '마감일을 확인해 주세요.' });
  const db = await getDb();
  const [row] = await db.insert(programs).values({ ...input, counsellorId: actor.userId }).returning({ programId: programs.programId });
  await audit({ actorId: actor.userId, action: 'cnsl.program.create', targetType: 'cnsl_program', targetId: String(row.programId) });
  return row;
}

/** Registrations of a programme with attendance per session, for the counsellors. */
export async function roster(actor: Actor, programId: number) {
  await requirePsyCounsellor(actor);
  const db = await getDb();
  const people = await db
    .select({ applId: appls.applId, studentId: appls.studentId, korNm: users.korNm, status: appls.status, createdAt: appls.createdAt })
    .from(appls)
    .innerJoin(users, eq(users.userId, appls.studentId))
    .where(and(eq(appls.programId, programId), inArray(appls.status, [...SEATED, 'WAITING'])))
    .orderBy(sql`case when ${appls.status} = 'WAITING' then 1 else 0 end`, asc(appls.createdAt), asc(appls.applId));
  const marks = people.length ? await db.select().from(attendance).where(inArray(attendance.applId, people.map((p) => p.applId))) : [];
  return people.map((p) => ({
    ...p,
    statusNm: STATUS_LABELS[p.status as CnslStatus],
    attended: Object.fromEntries(marks.filter((m) => m.applId === p.applId).map((m) => [m.sessionNo, m.attended])),
  }));
}

export async function markAttendance(actor: Actor, programId: number, applId: number, sessionNo: number, attended: boolean) {
  await requirePsyCounsellor(actor);
  const db = await getDb();
  const [program] = await db.select().from(programs).where(eq(programs.programId, programId));
  if (!program) throw new HttpError(404, '프로그램을 찾을 수 없습니다.');
  if (sessionNo < 1 || sessionNo > program.sessionCount) throw new HttpError(400, `회차는 1~${program.sessionCount} 사이여야 합니다.`, { sessionNo: '회차를 확인해 주세요.' });
  const [appl] = await db.select().from(appls).where(and(eq(appls.applId, applId), eq(appls.programId, programId)));
  if (!appl || !SEATED.includes(appl.status)) throw new HttpError(400, '참여가 확정된 학생만 출석을 기록할 수 있습니다.');
  await db
    .insert(attendance)
    .values({ applId, sessionNo, attended, checkedBy: actor.userId })
    .onConflictDoUpdate({ target: [attendance.applId, attendance.sessionNo], set: { attended, checkedBy: actor.userId, checkedAt: new Date() } });
  return { applId, sessionNo, attended };
}

export async function seatsTaken(programId: number) {
  const db = await getDb();
  const [{ n }] = await db.select({ n: count() }).from(appls).where(and(eq(appls.programId, programId), inArray(appls.status, SEATED)));
  return n;
}
