import { endpoint, ok, HttpError } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { headerUserInfo } from '@/lib/server/users/profile';

export const GET = endpoint(async ({ locals }) => {
  const user = requireUser(locals);
  const info = await headerUserInfo(user.userId);
  if (!info) throw new HttpError(401, 'Access Denied');
  return ok(info);
});
