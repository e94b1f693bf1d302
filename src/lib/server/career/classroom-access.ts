// Who comes into a career programme's classroom (decision 034), and what its reading (classroom.ts)
// and its writing (classroom-posts.ts, classroom-reports.ts) share. A student comes in through her
// participating application (APPROVED, ATTENDING, COMPLETED, NOT_COMPLETED); staff through
// `managed()`. Anything else answers 404, like a classroom that does not exist.
import { and, asc, eq, inArray } from 'drizzle-orm';
import { getDb, schema, type Db } from '../db';
import { HttpError } from '../http/respond';
import { fileGroup } from '../files/service';
import { can } from '../auth/permissions';
import { PARTICIPANT_STATUSES, type CareerApplStatus } from '../../career/programs';
import { type Actor, isDiv } from '../../users';

const { careerPrograms: programs, careerApplications: appls, careerClassNotices: notices, careerClassReferences: refs, files } = schema;

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export const NOT_FOUND = '강의실을 찾을 수 없습니다.';
/** Applications whose holder may still hand in reports (completion is not decided yet). */
export const SUBMITTING: CareerApplStatus[] = ['APPROVED', 'ATTENDING'];

/** The programme and her participating application; 404 for anyone else. */
export async function participation(actor: Actor, programId: number, tx?: Tx) {
  if (!isDiv(actor, 'std')) throw new HttpError(404, NOT_FOUND);
  const db = tx ?? (await getDb());
  const [row] = await db
    .select({ p: programs, applId: appls.applId, status: appls.status })
    .from(appls)
    .innerJoin(programs, eq(programs.programId, appls.programId))
    .where(and(eq(appls.programId, programId), eq(appls.studentId, actor.userId), inArray(appls.status, PARTICIPANT_STATUSES), eq(programs.useYn, 'Y')));
  if (!row) throw new HttpError(404, NOT_FOUND);
  return row;
}

/**
 * Read access to the attachments of classroom notices and references (the file service asks):
 * null when the group is not one of them; else the office that may read that programme, or a
 * participant of it.
 */
export async function classroomFileAccess(fileGroupId: number, viewer: Actor | null): Promise<boolean | null> {
  const db = await getDb();
  const owners = [
    ...(await db.select({ programId: notices.programId }).from(notices).where(eq(notices.fileGroupId, fileGroupId))),
    ...(await db.select({ programId: refs.programId }).from(refs).where(eq(refs.fileGroupId, fileGroupId))),
  ];
  if (!owners.length) return null;
  if (!viewer) return false;
  // The programme's staff: its manager (PROGRAM_MANAGER) and PROGRAM_ADMIN, admins (decision 046).
  const managers = await db.select({ managerId: schema.careerPrograms.managerId }).from(schema.careerPrograms).where(inArray(schema.careerPrograms.programId, owners.map((o) => o.programId)));
  if (await can(viewer, 'programs', 'read', { managerIds: managers.map((m) => m.managerId) })) return true;
  if (!isDiv(viewer, 'std')) return false;
  const [hit] = await db
    .select({ applId: appls.applId })
    .from(appls)
    .where(and(inArray(appls.programId, owners.map((o) => o.programId)), eq(appls.studentId, viewer.userId), inArray(appls.status, PARTICIPANT_STATUSES)))
    .limit(1);
  return !!hit;
}

/** A file group the actor uploaded herself (the form sends its id); a field error otherwise. */
export async function ownGroup(actor: Actor, fileGroupId: number | undefined, field = 'fileGroupId') {
  if (!fileGroupId) return null;
  const group = await fileGroup(fileGroupId);
  if (!group || group.ownerId !== actor.userId) throw new HttpError(400, '첨부파일을 찾을 수 없습니다. 파일을 다시 올려 주세요.', { [field]: '파일을 다시 올려 주세요.' });
  return group.fileGroupId;
}

export async function filesOf(groupIds: (number | null)[]) {
  const ids = [...new Set(groupIds.filter((g): g is number => !!g))];
  if (!ids.length) return new Map<number, FileRow[]>();
  const db = await getDb();
  const rows = await db
    .select({ fileId: files.fileId, fileGroupId: files.fileGroupId, oriFileNm: files.oriFileNm, fileExtNm: files.fileExtNm, fileSize: files.fileSize, linkUrlPath: files.linkUrlPath })
    .from(files)
    .where(inArray(files.fileGroupId, ids))
    .orderBy(asc(files.fileId));
  const out = new Map<number, FileRow[]>();
  for (const r of rows) out.set(r.fileGroupId, [...(out.get(r.fileGroupId) ?? []), r]);
  return out;
}
export interface FileRow {
  fileId: number;
  fileGroupId: number;
  oriFileNm: string;
  fileExtNm: string;
  fileSize: number;
  linkUrlPath: string;
}

/** The participants of a programme who are told about classroom news. */
export async function participantIds(programId: number) {
  const db = await getDb();
  const rows = await db.select({ studentId: appls.studentId }).from(appls).where(and(eq(appls.programId, programId), inArray(appls.status, PARTICIPANT_STATUSES)));
  return rows.map((r) => r.studentId);
}

export const classLink = (programId: number, tab: string) => `/user/futuredesign/myecp/class?id=${programId}&tab=${tab}`;
