// Who may see and act on which counselling application. Students: their own. Counsellors: the kinds of
// their centre. Professors: professor counselling addressed to them. The centre's heads (role
// CNSL_HEAD, of any staff type with a case page): urgent applications, to read only. Staff and
// admins otherwise: counts only.
import { eq } from 'drizzle-orm';
import { getDb, schema } from '../db';
import { HttpError } from '../http/respond';
import { CNSL_KINDS, kindsOfCentre, type CnslKind } from '../../counselling/kinds';
import type { SessionUser } from '../auth/sessions';
import { isCounsellingStaff, isStudent, type Actor, isDiv } from '../../users';
import { hasRole, roleFits } from '../auth/roles';

export type { Actor } from '../../users';

/** A counsellor's centre (PSY, CAREER, LEARN), or null for anyone else. */
export async function centreOf(userId: string): Promise<string | null> {
  const db = await getDb();
  const [row] = await db.select({ cnslrDiv: schema.counsellors.cnslrDiv }).from(schema.counsellors).where(eq(schema.counsellors.userId, userId));
  return row?.cnslrDiv ?? null;
}

/** The kinds a member of staff handles: a counsellor's centre, or PROF for professors. */
export async function handledKinds(actor: Actor): Promise<CnslKind[]> {
  if (isDiv(actor, 'prof')) return ['PROF'];
  if (!isDiv(actor, 'cnslr')) return [];
  const centre = await centreOf(actor.userId);
  return centre ? kindsOfCentre(centre) : [];
}

export function requireCounsellingStaff(user: SessionUser | null) {
  if (!user) throw new HttpError(401, 'Access Denied');
  if (!isCounsellingStaff(user)) throw new HttpError(403, '상담 업무 담당자만 볼 수 있습니다.');
  return user;
}

type Appl = { studentId: string; cnslKind: string; handlerId: string | null; applId?: number };

/** May this member of staff handle the application? Professors only their own requests. */
export async function canHandle(actor: Actor, appl: Appl) {
  return handles(actor, await handledKinds(actor), appl);
}

/** The same check with the actor's kinds already known (inside a transaction no other query may run). */
export function handles(actor: Actor, kinds: CnslKind[], appl: Appl) {
  if (isDiv(actor, 'prof')) return appl.cnslKind === 'PROF' && appl.handlerId === actor.userId;
  if (isDiv(actor, 'cnslr')) return kinds.includes(appl.cnslKind as CnslKind);
  return false;
}

/** Where each user type opens a case. A head of a type without such a page is given nothing to open. */
const CASE_PAGES: Record<string, string> = { cnslr: '/cnslr/applications', prof: '/prof/counselling', stf: '/stf/counselling' };

export function caseHrefFor(userDiv: string, applId: number): string | null {
  return CASE_PAGES[userDiv] ? `${CASE_PAGES[userDiv]}/${applId}` : null;
}

/**
 * The part a member of staff plays on an application: 'handler' (reads and acts), 'head' (the
 * centre's head reading an urgent application she is alerted to, without acting), or null.
 */
export async function viewerRole(actor: Actor, appl: Appl & { urgent?: boolean | null }): Promise<'handler' | 'head' | null> {
  if (isStudent(actor)) return null;
  if (await canHandle(actor, appl)) return 'handler';
  // The role is a counsellor's (decision 046): a role row left on another user type grants nothing.
  if (appl.urgent && roleFits('CNSL_HEAD', actor.userDiv) && caseHrefFor(actor.userDiv, appl.applId ?? 0) && (await hasRole(actor.userId, 'CNSL_HEAD'))) return 'head';
  return null;
}

/** May this user read the application at all (its student, someone who handles it, or a head when it is urgent)? */
export async function canRead(actor: Actor, appl: Appl & { urgent?: boolean | null }) {
  if (isStudent(actor)) return appl.studentId === actor.userId;
  return (await viewerRole(actor, appl)) !== null;
}

export function isPsych(kind: string) {
  return CNSL_KINDS[kind as CnslKind]?.area === 'psych';
}
