// Role-bound menu entries are left out of the side menu of users without the role; a group left
// empty by that disappears too, and a tree without role-bound entries is returned as it is.
import { describe, expect, it } from 'vitest';
import { forRoles, needsRoles, type MenuNode } from '../../src/lib/server/menus/repository';

const node = (menuId: string, menuUrl: string | null, requiredRole: string | null = null, children: MenuNode[] = []): MenuNode => ({
  menuId,
  upMenuId: null,
  menuNm: menuId,
  menuUrl,
  depth: 1,
  sortOrd: 0,
  description: null,
  requiredRole,
  children,
});

const tree = [
  node('HOME', '/stf'),
  node('CONTENT', '/stf/content', 'CONTENT_EDITOR'),
  node('GROUP', null, null, [node('POPUPS', '/stf/content/popups', 'CONTENT_EDITOR')]),
  node('MIXED', null, null, [node('CLUBS', '/stf/clubs'), node('SECRET', '/stf/x', 'PROGRAM_ADMIN')]),
];
const ids = (nodes: MenuNode[]): string[] => nodes.flatMap((n) => [n.menuId, ...ids(n.children)]);

describe('forRoles', () => {
  it('leaves out entries needing a role the user lacks, and groups left empty', () => {
    expect(ids(forRoles(tree, []))).toEqual(['HOME', 'MIXED', 'CLUBS']);
  });

  it('keeps the entries of the roles held', () => {
    expect(ids(forRoles(tree, ['CONTENT_EDITOR']))).toEqual(['HOME', 'CONTENT', 'GROUP', 'POPUPS', 'MIXED', 'CLUBS']);
    expect(ids(forRoles(tree, ['CONTENT_EDITOR', 'PROGRAM_ADMIN']))).toEqual(ids(tree));
  });

  it('tells whether a tree needs the user’s roles at all', () => {
    expect(needsRoles(tree)).toBe(true);
    expect(needsRoles([node('HOME', '/user/main'), node('G', null, null, [node('A', '/a')])])).toBe(false);
  });
});
