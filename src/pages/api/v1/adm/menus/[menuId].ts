import { endpoint, ok, parse, parseJson } from '@/lib/server/http/respond';
import { requirePermission } from '@/lib/server/http/guard';
import { MenuIdParam, MenuUpdateInput } from '@/lib/schemas/menus';
import { updateMenu } from '@/lib/server/menus/admin';

/** Renames, reorders, or switches a menu on or off (a menu without its page cannot be switched on). */
export const POST = endpoint(async ({ params, request, locals }) => {
  const user = await requirePermission(locals, 'menus', 'manage');
  const { menuId } = parse(MenuIdParam, params);
  const input = await parseJson(MenuUpdateInput, request);
  return ok(await updateMenu(user, menuId, input, locals.clientIp), '메뉴를 저장했습니다.');
});
