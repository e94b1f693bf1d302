// A side menu shows an entry exactly when its page opens (decision 046): office entries need the
// area's right, a group left empty disappears, admins see every area, and a tree without such
// pages is returned as it is.
import { describe, expect, it } from 'vitest';
import { forHolder, needsRoles, type MenuNode } from '../../src/lib/server/menus/repository';

const node = (menuId: string, menuUrl: string | null, children: MenuNode[] = []): MenuNode => ({
  menuId,
  upMenuId: null,
  menuNm: menuId,
  menuUrl,
  depth: 1,
  sortOrd: 0,
  description: null,
  children,
});

const tree = [
  node('HOME', '/stf'),
  node('MESSAGES', '/stf/messages'),
  node('CONTENT', '/stf/content'),
  node('SCHOL', null, [node('SCHOL_LIST', '/stf/scholarships'), node('SCHOL_APPL', '/stf/scholarships/applications')]),
  node('MIXED', null, [node('CLUBS', '/stf/clubs'), node('EXTACT', '/stf/extact')]),
];
const ids = (nodes: MenuNode[]): string[] => nodes.flatMap((n) => [n.menuId, ...ids(n.children)]);
const staff = (...roles: string[]) => ({ userId: 's', userDiv: 'stf', roles });

describe('forHolder', () => {
  it('shows a staff member without roles only the pages every office account opens', () => {
    expect(ids(forHolder(tree, staff()))).toEqual(['HOME', 'MESSAGES']);
  });

  it('keeps the entries of the areas her roles open, and their groups', () => {
    expect(ids(forHolder(tree, staff('CONTENT_EDITOR')))).toEqual(['HOME', 'MESSAGES', 'CONTENT']);
    expect(ids(forHolder(tree, staff('SCHOLARSHIP_PAYER', 'CLUB_MANAGER')))).toEqual(['HOME', 'MESSAGES', 'SCHOL', 'SCHOL_LIST', 'SCHOL_APPL', 'MIXED', 'CLUBS']);
  });

  it('gives a role held by the wrong user type nothing, and an admin every area', () => {
    expect(ids(forHolder(tree, { userId: 'p', userDiv: 'prof', roles: ['CONTENT_EDITOR'] }))).toEqual(['HOME', 'MESSAGES']);
    expect(ids(forHolder(tree, { userId: 'a', userDiv: 'adm', roles: [] }))).toEqual(ids(tree));
  });

  it('tells whether a tree needs the user’s roles at all', () => {
    expect(needsRoles(tree)).toBe(true);
    expect(needsRoles([node('HOME', '/user/main'), node('G', null, [node('A', '/user/mypage')])])).toBe(false);
  });
});
