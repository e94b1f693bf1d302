// Data every page shell needs: the user's menu, where the page sits in it, unread count, favourite state.
import { sideMenu, sideMenuFor, trailOf, type MenuNode } from './menus/repository';
import { favoriteMenusOf } from './favorites/service';
import type { Reader } from './layout-personal';
import { cached } from './cache';
import { photoUrlOf } from './users/profile';
import { USER_DIV_NAMES, homePageOf, type UserDiv } from './auth/user-divs';

/**
 * Menus change rarely and are the same for every user of a type: keep each tree for a short while.
 * An admin's change at /adm/menus drops them (invalidate('menus:')), here and on other instances.
 */
export function cachedMenu(userDiv: string): Promise<MenuNode[]> {
  return cached(`menus:${userDiv}`, () => sideMenu(userDiv));
}

/** What the header shows of the logged-in reader. */
export function readerOf(user: NonNullable<App.Locals['user']>): Reader {
  return { userId: user.userId, korNm: user.korNm, userDivNm: USER_DIV_NAMES[user.userDiv as UserDiv] ?? user.userDiv, photo: photoUrlOf(user.photoFileId), unread: user.unreadCount };
}

export async function layoutData(locals: App.Locals, path: string) {
  const user = locals.user;
  const userDiv = user?.userDiv ?? 'std';
  const menuTree = await sideMenuFor(await cachedMenu(userDiv), user);
  const trail = trailOf(menuTree, path);
  const current = trail.at(-1) ?? null;
  let favorite: { flId: number | null; menuId: string } | null = null;
  if (user && current?.menuUrl === path) favorite = { flId: (await favoriteMenusOf(user.userId)).get(current.menuId) ?? null, menuId: current.menuId };
  return {
    user: user ? { ...user, userDivNm: USER_DIV_NAMES[user.userDiv as UserDiv] ?? user.userDiv, home: homePageOf(user.userDiv) } : null,
    reader: user ? readerOf(user) : null,
    menuTree,
    trail,
    current,
    favorite,
  };
}
