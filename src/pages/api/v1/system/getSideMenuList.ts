import { z } from 'zod';
import { endpoint, ok, parseQuery, HttpError } from '@/lib/server/http/respond';
import { sideMenu, sideMenuFor } from '@/lib/server/menus/repository';
import { USER_DIVS } from '@/lib/server/auth/user-divs';
import { divIs, isDiv } from '@/lib/users';

const Query = z.object({
  useYn: z.literal('Y', { error: 'useYn 은 Y 여야 합니다.' }).default('Y'),
  userDiv: z.enum(USER_DIVS, { error: '사용자 구분이 올바르지 않습니다.' }).optional(),
  clientType: z.enum(['user'], { error: 'clientType 이 올바르지 않습니다.' }).default('user'),
});

export const GET = endpoint(async ({ url, locals }) => {
  const query = parseQuery(Query, url);
  // Anyone may read the student menu (the main page is public); other menus belong to their users.
  const userDiv = query.userDiv ?? locals.user?.userDiv ?? 'std';
  if (!divIs(userDiv, 'std') && userDiv !== locals.user?.userDiv && !isDiv(locals.user, 'adm')) {
    throw new HttpError(locals.user ? 403 : 401, locals.user ? '권한이 불충분합니다.' : 'Access Denied');
  }
  const tree = await sideMenu(userDiv, query.clientType, query.useYn);
  // Entries whose page the user may not open are left out (an admin reading another type's menu sees all).
  return ok(isDiv(locals.user, 'adm') && !divIs(userDiv, 'adm') ? tree : await sideMenuFor(tree, locals.user));
});
