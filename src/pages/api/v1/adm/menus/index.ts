import { endpoint, ok, parseQuery } from '@/lib/server/http/respond';
import { requirePermission } from '@/lib/server/http/guard';
import { MenuAdminQuery } from '@/lib/schemas/menus';
import { adminMenuList } from '@/lib/server/menus/admin';

/** Every menu of a user type (on or off) with whether its page exists; admins only. */
export const GET = endpoint(async ({ url, locals }) => {
  const user = await requirePermission(locals, 'menus', 'manage');
  const { userDiv } = parseQuery(MenuAdminQuery, url);
  return ok(await adminMenuList(user, userDiv));
});
