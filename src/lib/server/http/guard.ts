// Authorisation for endpoints: always from the session (locals.user), never from what the browser keeps.
import { HttpError, messages } from './respond';
import type { SessionUser } from '../auth/sessions';

export function requireUser(locals: App.Locals, divs?: readonly string[]): SessionUser {
  if (!locals.user) throw new HttpError(401, messages.unauthorized);
  if (divs && !divs.includes(locals.user.userDiv)) throw new HttpError(403, messages.forbidden);
  return locals.user;
}
