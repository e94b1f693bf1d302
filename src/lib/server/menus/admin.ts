// Admins rename, reorder and switch menus on and off per user type. A menu with a URL can be
// switched on only when that page exists (checked against the built page list), so nobody is sent
// to a missing page. Every change is audited in its transaction and drops the cached side menus.
import { and, asc, eq } from 'drizzle-orm';
import { getDb, schema } from '../db';
import { HttpError } from '../http/respond';
import { invalidate } from '../cache';
import { isLiveRoute } from '../routes/pages';
import type { MenuUpdateInput } from '../../schemas/menus';
import type { Actor } from '../../users';
import { isDiv } from '../../users';
import { pageRolesText } from '../../permissions';

const { menus, auditLog } = schema;

function requireAdmin(actor: Pick<Actor, 'userDiv'>) {
  if (!isDiv(actor, 'adm')) throw new HttpError(403, '권한이 불충분합니다.');
}

/** Every menu of a user type, switched on or off, with whether its page exists. */
export async function adminMenuList(actor: Actor, userDiv: string) {
  requireAdmin(actor);
  const db = await getDb();
  const rows = await db
    .select({ menuId: menus.menuId, upMenuId: menus.upMenuId, menuNm: menus.menuNm, menuUrl: menus.menuUrl, depth: menus.depth, sortOrd: menus.sortOrd, useYn: menus.useYn })
    .from(menus)
    .where(and(eq(menus.userDiv, userDiv), eq(menus.clientType, 'user')))
    .orderBy(asc(menus.depth), asc(menus.sortOrd), asc(menus.menuId));
  const withLive = rows.map((r) => ({ ...r, pageExists: r.menuUrl === null || isLiveRoute(r.menuUrl), whoMay: r.menuUrl ? pageRolesText(r.menuUrl) : null }));
  // Groups first, each followed by its entries, in menu order.
  const tops = withLive.filter((r) => !r.upMenuId);
  return tops.flatMap((t) => [t, ...withLive.filter((c) => c.upMenuId === t.menuId)]);
}

export async function updateMenu(actor: Actor, menuId: string, input: MenuUpdateInput, ip?: string | null) {
  requireAdmin(actor);
  const db = await getDb();
  const updated = await db.transaction(async (tx) => {
    const [before] = await tx.select().from(menus).where(eq(menus.menuId, menuId));
    if (!before) throw new HttpError(404, '요청한 정보를 찾을 수 없습니다.');
    if (input.useYn === 'Y' && before.menuUrl && !isLiveRoute(before.menuUrl)) {
      throw new HttpError(400, `아직 화면이 없는 메뉴는 켤 수 없습니다(${before.menuUrl}).`, { useYn: '화면이 없는 메뉴입니다.' });
    }
    const [after] = await tx.update(menus).set({ menuNm: input.menuNm, sortOrd: input.sortOrd, useYn: input.useYn }).where(eq(menus.menuId, menuId)).returning();
    await tx.insert(auditLog).values({
      actorId: actor.userId,
      action: 'menu.update',
      targetType: 'menu',
      targetId: menuId,
      detail: { userDiv: before.userDiv, before: { menuNm: before.menuNm, sortOrd: before.sortOrd, useYn: before.useYn }, after: { menuNm: after.menuNm, sortOrd: after.sortOrd, useYn: after.useYn } },
      ip: ip ?? null,
    });
    return after;
  });
  // Side menus are cached per user type: every instance drops them at once.
  invalidate('menus:');
  return updated;
}
