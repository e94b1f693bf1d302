import * as z from 'zod/mini';
import { code } from '../../schemas/fields';
import { HttpError, messages } from '../http/respond';

const AccountId = code('아이디', 30);

/** A user id from the path; anything that cannot be an id is simply not found. */
export function accountIdParam(value: string | undefined): string {
  const r = z.safeParse(AccountId, value ?? '');
  if (!r.success) throw new HttpError(404, messages.notFound);
  return r.data;
}
