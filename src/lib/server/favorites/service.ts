// Favourites (spec section 4): with a flId the action is delete, without it insert.
import { and, asc, eq } from 'drizzle-orm';
import { getDb, schema } from '../db';
import { HttpError } from '../http/respond';
import { cached, invalidate } from '../cache';
import type { Actor } from '../../users';

const { favorites, menus } = schema;

/** How long a user's favourite menus are remembered for the page header's star; a change drops them. */
const STAR_MS = 60_000;

/** Her favourite menus by menu id (the star every page title shows), remembered until she changes one. */
export function favoriteMenusOf(userId: string): Promise<Map<string, number>> {
  return cached(
    `favorites:${userId}`,
    async () => {
      const db = await getDb();
      const rows = await db.select({ flId: favorites.flId, flMenuId: favorites.flMenuId }).from(favorites).where(and(eq(favorites.userId, userId), eq(favorites.flType, 'MENU')));
      return new Map(rows.map((r) => [r.flMenuId, r.flId]));
    },
    STAR_MS,
  );
}

export async function listFavorites(userId: string) {
  const db = await getDb();
  return db
    .select({ flId: favorites.flId, flMenuId: favorites.flMenuId, flType: favorites.flType, viewType: favorites.viewType, menuNm: menus.menuNm, menuUrl: menus.menuUrl })
    .from(favorites)
    .leftJoin(menus, and(eq(favorites.flType, 'MENU'), eq(menus.menuId, favorites.flMenuId)))
    .where(eq(favorites.userId, userId))
    .orderBy(asc(favorites.createdAt), asc(favorites.flId));
}

export async function mergeFavorite(user: Actor, input: { flId?: number; flMenuId: string; flType: string; viewType?: string }) {
  try {
    return await changeFavorite(user, input);
  } finally {
    invalidate(`favorites:${user.userId}`);
  }
}

async function changeFavorite(user: Actor, input: { flId?: number; flMenuId: string; flType: string; viewType?: string }) {
  const db = await getDb();
  if (input.flId) {
    const deleted = await db
      .delete(favorites)
      .where(and(eq(favorites.flId, input.flId), eq(favorites.userId, user.userId)))
      .returning({ flId: favorites.flId });
    if (!deleted.length) throw new HttpError(404, '즐겨찾기를 찾을 수 없습니다.');
    return { action: 'delete' as const, flId: null, flMenuId: input.flMenuId };
  }
  if (input.flType === 'MENU') {
    const [menu] = await db.select({ userDiv: menus.userDiv, useYn: menus.useYn, menuUrl: menus.menuUrl }).from(menus).where(eq(menus.menuId, input.flMenuId));
    if (!menu || menu.useYn !== 'Y' || !menu.menuUrl) throw new HttpError(400, '즐겨찾기에 추가할 수 없는 메뉴입니다.', { flMenuId: '존재하지 않는 메뉴입니다.' });
    if (menu.userDiv !== user.userDiv) throw new HttpError(403, '권한이 불충분합니다.');
  }
  const [row] = await db
    .insert(favorites)
    .values({ userId: user.userId, flMenuId: input.flMenuId, flType: input.flType, viewType: input.viewType })
    .onConflictDoNothing()
    .returning({ flId: favorites.flId });
  // Already a favourite (a double click): answer with the existing id, not an error.
  const flId =
    row?.flId ??
    (await db.select({ flId: favorites.flId }).from(favorites).where(and(eq(favorites.userId, user.userId), eq(favorites.flType, input.flType), eq(favorites.flMenuId, input.flMenuId))))[0]?.flId;
  return { action: 'insert' as const, flId, flMenuId: input.flMenuId };
}
