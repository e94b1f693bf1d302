// What the management pages of staff and companies share: the posting of a route parameter, or
// null when it does not exist or is not the viewer's (the page answers 404 either way).
import { HttpError } from '../http/respond';
import { idParam } from '../../page/params';
import type { Actor } from '../../users';
import { editablePosting } from './manage';

export async function postingOfRoute(actor: Actor, raw: string | undefined) {
  const id = idParam(raw);
  if (id === null) return null;
  try {
    return await editablePosting(actor, id);
  } catch (err) {
    if (err instanceof HttpError && (err.status === 404 || err.status === 403)) return null;
    throw err;
  }
}
