// Side menu: the menu table as a tree, per user type and client type.
import { and, asc, eq } from 'drizzle-orm';
import { getDb, schema } from '../db';
import { mayOpen, pageRuleOf, type Holder } from '../../permissions';
import { holderOf } from '../auth/permissions';

const { menus } = schema;

export interface MenuNode {
  menuId: string;
  upMenuId: string | null;
  menuNm: string;
  menuUrl: string | null;
  depth: number;
  sortOrd: number;
  description: string | null;
  children: MenuNode[];
}

export async function menuRows(userDiv: string, clientType = 'user', useYn = 'Y') {
  const db = await getDb();
  return db
    .select({ menuId: menus.menuId, upMenuId: menus.upMenuId, menuNm: menus.menuNm, menuUrl: menus.menuUrl, depth: menus.depth, sortOrd: menus.sortOrd, description: menus.description })
    .from(menus)
    .where(and(eq(menus.userDiv, userDiv), eq(menus.clientType, clientType), eq(menus.useYn, useYn)))
    .orderBy(asc(menus.depth), asc(menus.sortOrd), asc(menus.menuId));
}

export function toTree(rows: Omit<MenuNode, 'children'>[]): MenuNode[] {
  const byId = new Map<string, MenuNode>();
  for (const row of rows) byId.set(row.menuId, { ...row, children: [] });
  const roots: MenuNode[] = [];
  for (const node of byId.values()) {
    const parent = node.upMenuId ? byId.get(node.upMenuId) : undefined;
    if (parent) parent.children.push(node);
    else if (!node.upMenuId) roots.push(node);
  }
  return roots;
}

export async function sideMenu(userDiv: string, clientType = 'user', useYn = 'Y') {
  return toTree(await menuRows(userDiv, clientType, useYn));
}

/**
 * The tree without the entries whose page the user may not open (decision 046: an entry shows
 * exactly when its page opens), and without groups left empty by that.
 */
export function forHolder(tree: MenuNode[], holder: Holder | null): MenuNode[] {
  const keep = (nodes: MenuNode[]): MenuNode[] =>
    nodes.flatMap((n) => {
      if (n.menuUrl && !mayOpen(holder, n.menuUrl)) return [];
      const children = keep(n.children);
      if (n.children.length && !children.length && !n.menuUrl) return [];
      return [{ ...n, children }];
    });
  return keep(tree);
}

/** Whether any entry of the tree leads to a page that asks for a right (then the user's roles are looked up). */
const treesNeedingRoles = new WeakMap<MenuNode[], boolean>();
export function needsRoles(tree: MenuNode[]): boolean {
  let known = treesNeedingRoles.get(tree);
  if (known === undefined) treesNeedingRoles.set(tree, (known = tree.some((n) => (!!n.menuUrl && !!pageRuleOf(n.menuUrl)) || needsRoles(n.children))));
  return known;
}

/** The side menu one user sees: her user type's tree without the pages she may not open. */
export async function sideMenuFor(tree: MenuNode[], user: { userId: string; userDiv: string } | null | undefined): Promise<MenuNode[]> {
  if (!needsRoles(tree)) return tree;
  return forHolder(tree, await holderOf(user));
}

/** The breadcrumb for a path: the chain of menus leading to the deepest match. */
export function trailOf(tree: MenuNode[], path: string): MenuNode[] {
  let best: MenuNode[] = [];
  const walk = (nodes: MenuNode[], chain: MenuNode[]) => {
    for (const node of nodes) {
      const next = [...chain, node];
      if (node.menuUrl && (path === node.menuUrl || path.startsWith(node.menuUrl + '/'))) {
        if (!best.length || (best.at(-1)!.menuUrl ?? '').length < node.menuUrl.length) best = next;
      }
      walk(node.children, next);
    }
  };
  walk(tree, []);
  return best;
}

export async function menuById(menuId: string) {
  const db = await getDb();
  const [row] = await db.select().from(menus).where(eq(menus.menuId, menuId));
  return row ?? null;
}
