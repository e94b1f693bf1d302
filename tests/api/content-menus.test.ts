// Menu entries follow the permission table (decision 046): 콘텐츠 관리, 팝업 관리 and 배너 관리 are
// shown only to staff holding CONTENT_EDITOR, in the side menu of every page and in the side-menu API,
// and the pages refuse staff without it. Admins rename, reorder and switch menus at /adm/menus (never a menu without its page).
// Fresh accounts from the factories; no demo account is changed.
import { beforeAll, describe, expect, it } from 'vitest';
import { accountClient, type Client } from './client';

const CONTENT_URLS = ['/stf/content', '/stf/content/popups', '/stf/content/banners'];

interface MenuNode {
  menuId: string;
  menuUrl: string | null;
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
    // A staff member with no role keeps the pages of every office account (her home, her messages).
    expect(urls).toContain('/stf/messages');
    for (const url of CONTENT_URLS) expect(urls).not.toContain(url);
    const home = await plain.page('/stf');
    expect(home.status).toBe(200);
    for (const url of CONTENT_URLS) expect(sideMenuHrefs(home.html)).not.toContain(url);
    for (const url of CONTENT_URLS) {
      const page = await plain.page(url);
      expect(page.status).toBe(302);
      expect(page.location).toBe(`/unauthorized?page=${encodeURIComponent(url)}`);
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

  it('the review entries inside the career group need the programme admin role, not only a programme of her own', async () => {
    const [{ client: manager }, { client: admin }] = await Promise.all([accountClient('stf', { roles: ['PROGRAM_MANAGER'] }), accountClient('stf', { roles: ['PROGRAM_ADMIN'] })]);
    const review = ['/stf/extact', '/stf/badges'];
    const without = urlsOf((await manager.get<MenuNode[]>('/api/v1/system/getSideMenuList')).body.data);
    const withRole = urlsOf((await admin.get<MenuNode[]>('/api/v1/system/getSideMenuList')).body.data);
    expect(without).toContain('/stf/career');
    expect(urlsOf((await plain.get<MenuNode[]>('/api/v1/system/getSideMenuList')).body.data)).not.toContain('/stf/career');
    for (const url of review) {
      expect(without).not.toContain(url);
      expect(withRole).toContain(url);
    }
  });

  it("the admin's menu screen says, from the permission table, who may open each staff entry", async () => {
    const { client: admin } = await accountClient('adm');
    const menu = await admin.get<{ menuUrl: string | null; whoMay: string | null }[]>('/api/v1/adm/menus', { userDiv: 'stf' });
    expect(menu.status).toBe(200);
    const whoMay = (url: string) => menu.body.data.find((n) => n.menuUrl === url)?.whoMay;
    expect(whoMay('/stf/content')).toBe('콘텐츠 편집자');
    // An entry inside a group works the same way.
    expect(whoMay('/stf/badges')).toBe('비교과 프로그램 관리자');
    expect(whoMay('/stf/scholarships')).toContain('장학금 지급 담당');
    // Entries every office account may open name no role.
    expect(whoMay('/stf/messages')).toBeNull();
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

describe('menu administration (/adm/menus)', () => {
  const MENU = 'ADM_CONTENT_BANNERS';
  const ORIGINAL = { menuNm: '배너 관리', useYn: 'Y' };
  interface AdminRow { menuId: string; menuNm: string; menuUrl: string | null; sortOrd: number; useYn: string; pageExists: boolean }

  it('is for admins only', async () => {
    expect((await editor.get('/api/v1/adm/menus')).status).toBe(403);
    expect((await editor.post(`/api/v1/adm/menus/${MENU}`, { menuNm: 'x', sortOrd: 1, useYn: 'Y' })).status).toBe(403);
    const { Client } = await import('./client');
    expect((await new Client().get('/api/v1/adm/menus')).status).toBe(401);
    expect((await editor.page('/adm/menus')).status).toBe(302);
  });

  it('lists each user type’s menus with whether their page exists (every seeded one has its page now)', async () => {
    const { client: admin } = await accountClient('adm');
    const std = await admin.get<AdminRow[]>('/api/v1/adm/menus', { userDiv: 'std' });
    expect(std.status).toBe(200);
    const main = std.body.data.find((m) => m.menuUrl === '/user/main')!;
    expect(main.pageExists).toBe(true);
    const ecp = std.body.data.find((m) => m.menuUrl === '/user/futuredesign/ecpguide')!;
    expect(ecp.pageExists).toBe(true);
    // The refusal to switch on a menu without a page is tested against the service (tests/db).
    expect(std.body.data.filter((m) => m.menuUrl && !m.pageExists).map((m) => m.menuUrl)).toEqual([]);
    const page = await admin.page('/adm/menus?userDiv=std');
    expect(page.status).toBe(200);
    expect(page.html).not.toContain('화면 없음');
  });

  it('renames, reorders and switches a menu off and on; side menus change at once and the audit log keeps it', async () => {
    const { client: admin, account } = await accountClient('adm');
    const list = await admin.get<AdminRow[]>('/api/v1/adm/menus', { userDiv: 'adm' });
    const row = list.body.data.find((m) => m.menuId === MENU)!;
    await admin.page('/adm');
    const renamed = `배너 편집 ${Date.now().toString(36)}`;
    try {
      const res = await admin.post(`/api/v1/adm/menus/${MENU}`, { menuNm: renamed, sortOrd: row.sortOrd, useYn: 'Y' });
      expect(res.status, res.body.message).toBe(200);
      expect((await admin.page('/adm')).html).toContain(renamed);
      const off = await admin.post(`/api/v1/adm/menus/${MENU}`, { menuNm: renamed, sortOrd: row.sortOrd, useYn: 'N' });
      expect(off.status).toBe(200);
      expect((await admin.page('/adm')).html).not.toContain(renamed);
      const audit = await admin.page('/adm/audit?action=menu.update');
      expect(audit.html).toContain(`menu:${MENU}`);
      expect(audit.html).toContain(account.userId);
    } finally {
      await admin.post(`/api/v1/adm/menus/${MENU}`, { ...ORIGINAL, sortOrd: row.sortOrd });
    }
    expect((await admin.page('/adm')).html).toContain('배너 관리');
  });

  it('answers 400 or 404, never 500, to wrong input', async () => {
    const { client: admin } = await accountClient('adm');
    for (const body of [{ menuNm: '', sortOrd: 1, useYn: 'Y' }, { menuNm: '이름\u0000', sortOrd: 1, useYn: 'Y' }, { menuNm: '이름', sortOrd: -1, useYn: 'Y' }, { menuNm: '이름', sortOrd: 1, useYn: 'X' }, { menuNm: 'a'.repeat(41), sortOrd: 1, useYn: 'Y' }]) {
      expect((await admin.post(`/api/v1/adm/menus/${MENU}`, body)).status, JSON.stringify(body)).toBe(400);
    }
    expect((await admin.post('/api/v1/adm/menus/NO_SUCH_MENU', { menuNm: '이름', sortOrd: 1, useYn: 'N' })).status).toBe(404);
    expect((await admin.post(`/api/v1/adm/menus/${encodeURIComponent('../x')}`, { menuNm: '이름', sortOrd: 1, useYn: 'N' })).status).toBe(400);
    expect((await admin.get('/api/v1/adm/menus', { userDiv: 'root' })).status).toBe(400);
  });
});
