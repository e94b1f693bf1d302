// The one permission check of the office (decision 046): every staff page and endpoint asks here,
// with the area, the action and, where the record names its managers, the record. The table itself
// is src/lib/permissions.ts; this module adds the user's roles from the database.
import { allows, reach, mayOpen, rolesGranting, ROLE_NAMES, type Action, type Area, type Holder, type Managed } from '../../permissions';
import { HttpError, messages } from '../http/respond';
import { isOffice } from '../../users';
import { rolesOf } from './roles';

type Someone = { userId: string; userDiv: string } | null | undefined;

/** The user with the roles she holds (read once, remembered until an admin changes them). */
export async function holderOf(user: Someone): Promise<Holder | null> {
  if (!user) return null;
  return { userId: user.userId, userDiv: user.userDiv, roles: await rolesOf(user.userId) };
}

/** May the user take the action in the area (on this record, when given)? */
export async function can(user: Someone, area: Area, action: Action, record?: Managed): Promise<boolean> {
  return allows(await holderOf(user), area, action, record);
}

/** Every record of the area, only those the user manages, or none: lists filter by it. */
export async function reachOf(user: Someone, area: Area, action: Action) {
  return reach(await holderOf(user), area, action);
}

/**
 * Refuses what the user may not do. Without a record: 401 logged out, 403 without the area's right.
 * With a record: 404, exactly as for a record that does not exist, so ids reveal nothing.
 */
export async function authorize(user: Someone, area: Area, action: Action, record?: Managed): Promise<Holder> {
  if (!user) throw new HttpError(401, messages.unauthorized);
  const holder = (await holderOf(user))!;
  if (record) {
    if (!allows(holder, area, action, record)) throw new HttpError(404, messages.notFound);
  } else if (reach(holder, area, action) === 'none') {
    throw new HttpError(403, isOffice(holder) ? refusalOf(area, action) : messages.forbidden);
  }
  return holder;
}

/** To a staff member the refusal names the roles that would allow it, so she knows what to ask for. */
function refusalOf(area: Area, action: Action): string {
  const roles = rolesGranting(area, action);
  if (!roles.length) return messages.forbidden;
  return `이 작업에는 ${roles.map((r) => ROLE_NAMES[r]).join(' 또는 ')} 권한이 필요합니다. 권한은 시스템 관리자에게 요청해 주세요.`;
}

/** Whether the user may open the staff or admin page at this path (the menus show exactly these). */
export async function mayOpenPage(user: Someone, path: string): Promise<boolean> {
  return mayOpen(await holderOf(user), path);
}
