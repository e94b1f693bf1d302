// Menu entries bound to a role: 콘텐츠 관리 and 팝업 관리 are shown only to staff holding CONTENT_EDITOR,
// in the side menu of every page and in the side-menu API, and the pages refuse staff without it.
// Fresh accounts from the factories; no demo account is changed.
import { beforeAll, describe, expect, it } from 'vitest';
import { accountClient, type Client } from './client';

const CONTENT_URLS = ['/stf/content', '/stf/content/popups'];

interface MenuNode {
  menuId: string;
  menuUrl: string | null;
  requiredRole: string | null;
  children: MenuNode[];
}

const urlsOf = (nodes: MenuNode[]): string[] => nodes.flatMap((n) => [...(n.menuUrl ? [n.menuUrl] : []), ...urlsOf(n.children)]);
/** The side menu's links on a rendered page. */
const sideMenuHrefs = (html: string) => [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]);

let plain: Client;
let editor: Client;

beforeAll(async () => {
  [{ client: plain }, { client: editor }] = await Promise.all([accountClient('stf'), accountClient('stf', { roles: ['CONTENT_EDITOR'] })]);
});

describe('menu entries that need a role', () => {
  it('staff without the editor role see neither the entries nor the pages', async () => {
    const menu = await plain.get<MenuNode[]>('/api/v1/system/getSideMenuList');
    expect(menu.status).toBe(200);
    const urls = urlsOf(menu.body.data);
    expect(urls).toContain('/stf/clubs');
    for (const url of CONTENT_URLS) expect(urls).not.toContain(url);
    const home = await plain.page('/stf');
    expect(home.status).toBe(200);
    for (const url of CONTENT_URLS) expect(sideMenuHrefs(home.html)).not.toContain(url);
    for (const url of CONTENT_URLS) {
      const page = await plain.page(url);
      expect(page.status).toBe(302);
      expect(page.location).toBe('/unauthorized');
    }
  });

  it('staff with the role see both entries and open the pages', async () => {
    const menu = await editor.get<MenuNode[]>('/api/v1/system/getSideMenuList');
    const urls = urlsOf(menu.body.data);
    for (const url of CONTENT_URLS) expect(urls).toContain(url);
    const home = await editor.page('/stf');
    for (const url of CONTENT_URLS) expect(sideMenuHrefs(home.html)).toContain(url);
    for (const url of CONTENT_URLS) expect((await editor.page(url)).status).toBe(200);
  });

  it('the role is data on the entry: the staff menu read by an admin lists it with its role', async () => {
    const { client: admin } = await accountClient('adm');
    const menu = await admin.get<MenuNode[]>('/api/v1/system/getSideMenuList', { userDiv: 'stf' });
    expect(menu.status).toBe(200);
    const content = menu.body.data.find((n) => n.menuUrl === '/stf/content');
    expect(content?.requiredRole).toBe('CONTENT_EDITOR');
    // Entries without a role stay for every staff member.
    expect(menu.body.data.find((n) => n.menuUrl === '/stf/clubs')?.requiredRole).toBeNull();
  });

  it('a visitor asking for the staff menu is refused, and the student menu has no role-bound entries', async () => {
    const { Client } = await import('./client');
    const anon = new Client();
    expect((await anon.get('/api/v1/system/getSideMenuList', { userDiv: 'stf' })).status).toBe(401);
    const std = await anon.get<MenuNode[]>('/api/v1/system/getSideMenuList');
    expect(std.status).toBe(200);
    expect(urlsOf(std.body.data).some((u) => u.startsWith('/stf/'))).toBe(false);
  });
});
