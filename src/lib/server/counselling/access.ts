// Who may see and act on which counselling application. Students: their own. Counsellors: the kinds of
// their centre. Professors: professor counselling addressed to them. Staff and admins: counts only.
import { eq } from 'drizzle-orm';
import { getDb, schema } from '../db';
import { HttpError } from '../http/respond';
import { CNSL_KINDS, kindsOfCentre, type CnslKind } from '../../counselling/kinds';
import type { SessionUser } from '../auth/sessions';
import { isCounsellingStaff, isStudent, type Actor } from '../../users';

export type { Actor } from '../../users';

/** A counsellor's centre (PSY, CAREER, LEARN), or null for anyone else. */
export async function centreOf(userId: string): Promise<string | null> {
  const db = await getDb();
  const [row] = await db.select({ cnslrDiv: schema.counsellors.cnslrDiv }).from(schema.counsellors).where(eq(schema.counsellors.userId, userId));
  return row?.cnslrDiv ?? null;
}

/** The kinds a member of staff handles: a counsellor's centre, or PROF for professors. */
export async function handledKinds(actor: Actor): Promise<CnslKind[]> {
  if (actor.userDiv === 'prof') return ['PROF'];
  if (actor.userDiv !== 'cnslr') return [];
  const centre = await centreOf(actor.userId);
  return centre ? kindsOfCentre(centre) : [];
}

export function requireCounsellingStaff(user: SessionUser | null) {
  if (!user) throw new HttpError(401, 'Access Denied');
  if (!isCounsellingStaff(user)) throw new HttpError(403, '상담 업무 담당자만 볼 수 있습니다.');
  return user;
}

type Appl = { studentId: string; cnslKind: string; handlerId: string | null };

/** May this member of staff handle the application? Professors only their own requests. */
export async function canHandle(actor: Actor, appl: Appl) {
  return handles(actor, await handledKinds(actor), appl);
}

/** The same check with the actor's kinds already known (inside a transaction no other query may run). */
export function handles(actor: Actor, kinds: CnslKind[], appl: Appl) {
  if (actor.userDiv === 'prof') return appl.cnslKind === 'PROF' && appl.handlerId === actor.userId;
  if (actor.userDiv === 'cnslr') return kinds.includes(appl.cnslKind as CnslKind);
  return false;
}

/** May this user read the application at all (its student, or someone who handles it)? */
export async function canRead(actor: Actor, appl: Appl) {
  if (isStudent(actor)) return appl.studentId === actor.userId;
  return canHandle(actor, appl);
}

export function isPsych(kind: string) {
  return CNSL_KINDS[kind as CnslKind]?.area === 'psych';
}
