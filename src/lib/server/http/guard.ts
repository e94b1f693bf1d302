// Authorisation for endpoints: always from the session (locals.user), never from what the browser keeps.
import { HttpError, messages } from './respond';
import type { SessionUser } from '../auth/sessions';
import { divIs, type UserDiv } from '../../users';
import { authorize } from '../auth/permissions';
import type { Action, Area, Managed } from '../../permissions';

export function requireUser(locals: App.Locals, divs?: readonly UserDiv[]): SessionUser {
  if (!locals.user) throw new HttpError(401, messages.unauthorized);
  if (divs && !divIs(locals.user.userDiv, ...divs)) throw new HttpError(403, messages.forbidden);
  return locals.user;
}

/**
 * An office action (decision 046): 401 logged out, 403 without the area's right; with a record, 404
 * unless the user may act on it. Checked before the input is read, so a refused caller learns nothing
 * of what the input should be.
 */
export async function requirePermission(locals: App.Locals, area: Area, action: Action, record?: Managed): Promise<SessionUser> {
  await authorize(locals.user, area, action, record);
  return locals.user!;
}

/**
 * An office action on one record of an area whose rights reach every record or none (clubs,
 * exchange, recruiting, startup, learning, content): 404 for office accounts without the right, as
 * for a record that does not exist; 403 for other user types.
 */
export async function requireRecordPermission(locals: App.Locals, area: Area, action: Action): Promise<SessionUser> {
  // Office routes are no secret: other user types are refused as such (403) before any record.
  requireUser(locals, ['stf', 'adm']);
  return requirePermission(locals, area, action, { managerIds: [] });
}
