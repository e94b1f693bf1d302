// Who in the scholarship office may act on what (decision 046): a scholarship manager on the
// scholarships naming her, the payer on all for reading and paying, admins on all; 404 for a record
// the caller may not reach, exactly as for one that does not exist. Also the separation of duties:
// whoever selected an application never records or withdraws its payment.
import { and, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import { getDb, schema, type Db } from '../db';
import { HttpError, messages } from '../http/respond';
import { authorize, reachOf } from '../auth/permissions';
import type { Actor as UserActor } from '../../users';
import type { Action } from '../../permissions';
import { NOT_FOUND_APPL, NOT_FOUND_SCHOL, type Tx } from './shared';

const { scholarships, scholApplications: appls } = schema;

/** Staff services read only who acts. */
export type Actor = Pick<UserActor, 'userId'>;

/** Who asks: the session user (null when logged out); the permission table decides with her roles. */
export type Caller = Pick<UserActor, 'userId' | 'userDiv'> | null | undefined;

/**
 * The scholarship, when the caller may take the action on it (decision 046: a scholarship manager on
 * the scholarships naming her, the payer on all for reading and paying, admins on all); 404 otherwise,
 * exactly as for a scholarship that does not exist.
 */
export async function scholarshipAccess(user: Caller, action: Action, scholId: number) {
  if (!user) throw new HttpError(401, messages.unauthorized);
  const db = await getDb();
  const [s] = await db.select({ scholId: scholarships.scholId, managerId: scholarships.managerId }).from(scholarships).where(eq(scholarships.scholId, scholId));
  if (!s) throw new HttpError(404, NOT_FOUND_SCHOL);
  await authorize(user, 'scholarships', action, { managerIds: [s.managerId] });
  return s;
}

/** The application, when the caller may take the action on its scholarship; 404 otherwise. */
export async function applicationAccess(user: Caller, action: Action, applId: number) {
  if (!user) throw new HttpError(401, messages.unauthorized);
  const db = await getDb();
  const [a] = await db.select({ applId: appls.applId, scholId: appls.scholId, managerId: scholarships.managerId }).from(appls).innerJoin(scholarships, eq(scholarships.scholId, appls.scholId)).where(eq(appls.applId, applId));
  if (!a) throw new HttpError(404, NOT_FOUND_APPL);
  await authorize(user, 'scholarships', action, { managerIds: [a.managerId] });
  return a;
}

/** An area-wide right with no record yet (a new scholarship, a notice, an income bracket): 401/403 otherwise. */
export async function scholarshipRight(user: Caller, action: Action) {
  await authorize(user, 'scholarships', action);
}

/** Only her scholarships for a manager who reaches her own; every one for the payer and admins. */
export async function managedOnly(user: Caller, action: Action): Promise<SQL | undefined> {
  await authorize(user, 'scholarships', action);
  return (await reachOf(user, 'scholarships', action)) === 'own' ? eq(scholarships.managerId, user!.userId) : undefined;
}

/**
 * Whether the user recorded the selection of the application (a step into 선정 from 신청 or 심사 in
 * its history; a payment withdrawn back to 선정 is not a selection). She never records or withdraws
 * its payment: separation of duties, admins included.
 */
export async function selectedBy(tx: Tx | Db, applId: number, userId: string) {
  const { scholApplicationHistory: history } = schema;
  const [hit] = await tx
    .select({ histId: history.histId })
    .from(history)
    .where(and(eq(history.applId, applId), eq(history.toStatus, 'SELECTED'), eq(history.actorId, userId), or(isNull(history.fromStatus), sql`${history.fromStatus} <> 'PAID'`)))
    .limit(1);
  return !!hit;
}

export const SELECTOR_MAY_NOT_PAY = '이 신청을 선정한 사람은 지급을 기록하거나 취소할 수 없습니다. 다른 지급 담당자에게 맡겨 주세요.';
