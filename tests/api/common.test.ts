// The common calls of spec section 7, one describe per call, each read back where it stores something.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Client, accountClient, byTestId, loggedIn, studentClient, unique } from './client';

interface MenuNode {
  menuId: string;
  upMenuId: string | null;
  menuNm: string;
  menuUrl: string | null;
  depth: number;
  children: MenuNode[];
}

const flatten = (nodes: MenuNode[]): MenuNode[] => nodes.flatMap((n) => [n, ...flatten(n.children)]);


/** Runs `fn` while an admin has a student menu switched off, and switches it back on after. */
async function withMenuOff(menuId: string, fn: () => Promise<void>) {
  const { client: admin } = await accountClient('adm');
  const rows = (await admin.get('/api/v1/adm/menus', { userDiv: 'std' })).body.data as { menuId: string; menuNm: string; sortOrd: number }[];
  const row = rows.find((m) => m.menuId === menuId)!;
  expect((await admin.post(`/api/v1/adm/menus/${menuId}`, { menuNm: row.menuNm, sortOrd: row.sortOrd, useYn: 'N' })).status).toBe(200);
  try {
    await fn();
  } finally {
    await admin.post(`/api/v1/adm/menus/${menuId}`, { menuNm: row.menuNm, sortOrd: row.sortOrd, useYn: 'Y' });
  }
}

let anon: Client;
let student1: Client;
let student2: Client;
let student10: Client;
let student11: Client;
let prof1: Client;
let staff1: Client;
let cnslr1: Client;

beforeAll(async () => {
  anon = new Client();
  [student1, student2, student10, student11, prof1, staff1, cnslr1] = await Promise.all([
    loggedIn('student1', 'std'),
    loggedIn('student2', 'std'),
    loggedIn('student10', 'std'),
    loggedIn('student11', 'std'),
    loggedIn('prof1', 'prof'),
    loggedIn('staff1', 'stf'),
    loggedIn('cnslr1', 'cnslr'),
  ]);
});

describe('every /api answer is an envelope', () => {
  it('answers an unknown API path with 404 and { code, message, data }', async () => {
    const res = await anon.raw('/api/v1/cmmn/noSuchCall');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    const body = await res.json();
    expect(body).toMatchObject({ code: 404, data: null });
    expect(typeof body.message).toBe('string');
  });
});

describe('GET /api/v1/system/getSideMenuList', () => {
  it('gives an anonymous visitor the student tree, which contains /user/main', async () => {
    const res = await anon.get('/api/v1/system/getSideMenuList', { useYn: 'Y', clientType: 'user' });
    expect(res.status).toBe(200);
    const all = flatten(res.body.data);
    expect(all.map((m) => m.menuUrl)).toContain('/user/main');
    expect(all.every((m) => m.menuId.startsWith('STD_'))).toBe(true);
  });

  it('nests the children under their group, and leaves out menus that are switched off', async () => {
    const res = await anon.get('/api/v1/system/getSideMenuList', { useYn: 'Y', userDiv: 'std', clientType: 'user' });
    const tree: MenuNode[] = res.body.data;
    expect(tree.every((m) => m.depth === 1 && m.upMenuId === null)).toBe(true);
    const mypage = tree.find((m) => m.menuId === 'STD_MYPAGE')!;
    expect(mypage).toBeDefined();
    expect(mypage.children.map((c) => c.menuId)).toEqual(['STD_MYPAGE_INFO', 'STD_MYPAGE_EBADGE', 'STD_MYPAGE_EBADGE_STATE', 'STD_MYPAGE_MESSAGES', 'STD_MYPAGE_NOTIFY', 'STD_MYPAGE_MAINSETUP', 'STD_MYPAGE_CALENDAR']);
    for (const child of mypage.children) {
      expect(child.upMenuId).toBe('STD_MYPAGE');
      expect(child.depth).toBe(2);
    }
    expect(mypage.children[0].menuUrl).toBe('/user/mypage');
    // A menu an admin switched off (useYn N) is not offered.
    await withMenuOff('STD_PORTFOLIO_BEST', async () => {
      const off = await anon.get('/api/v1/system/getSideMenuList', { useYn: 'Y', userDiv: 'std', clientType: 'user' });
      expect(flatten(off.body.data).map((m: MenuNode) => m.menuId)).not.toContain('STD_PORTFOLIO_BEST');
    });
    expect(flatten(tree).map((m) => m.menuId)).toContain('STD_PORTFOLIO_BEST');
  });

  it('answers useYn=N with 400 and a useYn field error', async () => {
    const res = await anon.get('/api/v1/system/getSideMenuList', { useYn: 'N', clientType: 'user' });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(400);
    expect(res.body.data).toHaveProperty('useYn');
  });

  it('gives a professor the professor tree when no userDiv is sent', async () => {
    const res = await prof1.get('/api/v1/system/getSideMenuList', { useYn: 'Y', clientType: 'user' });
    expect(res.status).toBe(200);
    const all = flatten(res.body.data);
    expect(all.map((m) => m.menuUrl)).toContain('/prof');
    expect(all.map((m) => m.menuUrl)).not.toContain('/user/main');
  });

  it('refuses a student who asks for the professor tree with 403', async () => {
    const res = await student1.get('/api/v1/system/getSideMenuList', { useYn: 'Y', userDiv: 'prof', clientType: 'user' });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe(403);
  });

  it('refuses an anonymous visitor who asks for the staff tree with 401', async () => {
    const res = await anon.get('/api/v1/system/getSideMenuList', { useYn: 'Y', userDiv: 'stf', clientType: 'user' });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Access Denied');
  });
});

describe('GET or POST /api/v1/verify/router/check.do', () => {
  it('lets a student open /user/mypage (GET) and names the route UserMypage', async () => {
    const res = await student1.get('/api/v1/verify/router/check.do', { path: '/user/mypage' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ path: '/user/mypage', routeName: 'UserMypage' });
  });

  it('answers the same by POST, and names nested routes from every segment', async () => {
    const res = await student1.post('/api/v1/verify/router/check.do', { path: '/user/learnact/majormap' });
    expect(res.status).toBe(200);
    expect(res.body.data.routeName).toBe('UserLearnactMajormap');
  });

  it('refuses a student the professor pages with 403 (GET and POST)', async () => {
    const get = await student1.get('/api/v1/verify/router/check.do', { path: '/prof' });
    expect(get.status).toBe(403);
    expect(get.body.code).toBe(403);
    const post = await student1.post('/api/v1/verify/router/check.do', { path: '/prof' });
    expect(post.status).toBe(403);
  });

  it('answers a logged-out check of /user/mypage with 401 Access Denied', async () => {
    const res = await anon.get('/api/v1/verify/router/check.do', { path: '/user/mypage' });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ code: 401, message: 'Access Denied' });
  });

  it('lets anyone check the public main page', async () => {
    const res = await anon.post('/api/v1/verify/router/check.do', { path: '/user/main' });
    expect(res.status).toBe(200);
    expect(res.body.data.routeName).toBe('UserMain');
  });

  it('answers a missing path with 400 and a path field error (GET and POST)', async () => {
    const get = await student1.get('/api/v1/verify/router/check.do');
    expect(get.status).toBe(400);
    expect(get.body.data).toHaveProperty('path');
    const post = await student1.post('/api/v1/verify/router/check.do', {});
    expect(post.status).toBe(400);
    expect(post.body.data).toHaveProperty('path');
  });
});

describe('GET /api/v1/cmmn/getDeptList', () => {
  it('lists only colleges for deptDiv=COLG', async () => {
    const res = await student1.get('/api/v1/cmmn/getDeptList', { deptDiv: 'COLG' });
    expect(res.status).toBe(200);
    const list: { deptCd: string; deptDiv: string }[] = res.body.data;
    expect(list.length).toBeGreaterThanOrEqual(7);
    expect(list.every((d) => d.deptDiv === 'COLG')).toBe(true);
    expect(list.map((d) => d.deptCd)).toContain('C40');
  });

  it('lists the departments of one college for upDeptCd', async () => {
    const res = await student1.get('/api/v1/cmmn/getDeptList', { upDeptCd: 'C40' });
    const list: { deptCd: string; upDeptCd: string }[] = res.body.data;
    expect(list.map((d) => d.deptCd)).toEqual(expect.arrayContaining(['D4010', 'D4020', 'D4030', 'D4040']));
    expect(list.every((d) => d.upDeptCd === 'C40')).toBe(true);
  });

  it('answers a logged-out call with 401', async () => {
    const res = await anon.get('/api/v1/cmmn/getDeptList', { deptDiv: 'COLG' });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Access Denied');
  });
});

describe('GET /api/v1/cmmn/get{product}DeptList', () => {
  it('prefixes each name with "[code] " when showCodeYn=Y', async () => {
    const res = await student1.get('/api/v1/cmmn/getEcpDeptList', { deptDiv: 'COLG', showCodeYn: 'Y' });
    expect(res.status).toBe(200);
    const list: { deptCd: string; deptNm: string }[] = res.body.data;
    expect(list.length).toBeGreaterThan(0);
    for (const d of list) expect(d.deptNm.startsWith(`[${d.deptCd}] `)).toBe(true);
  });

  it('gives the plain names with showCodeYn=N, the same departments as getDeptList', async () => {
    const product = await student1.get('/api/v1/cmmn/getEcpDeptList', { deptDiv: 'COLG', showCodeYn: 'N' });
    const plain = await student1.get('/api/v1/cmmn/getDeptList', { deptDiv: 'COLG' });
    expect(product.body.data.map((d: { deptNm: string }) => d.deptNm)).toEqual(plain.body.data.map((d: { deptNm: string }) => d.deptNm));
    expect(product.body.data.some((d: { deptNm: string }) => d.deptNm.startsWith('['))).toBe(false);
  });

  it('answers an unknown product with 404', async () => {
    const res = await student1.get('/api/v1/cmmn/getNopeDeptList', { deptDiv: 'COLG' });
    expect(res.status).toBe(404);
    expect(res.body.code).toBe(404);
  });

  it('answers an invalid showCodeYn with 400', async () => {
    const res = await student1.get('/api/v1/cmmn/getEcpDeptList', { showCodeYn: 'yes' });
    expect(res.status).toBe(400);
    expect(res.body.data).toHaveProperty('showCodeYn');
  });
});

describe('GET /api/v1/cmmn/getStfList', () => {
  it('filters staff by name with searchKeyword', async () => {
    const res = await student1.get('/api/v1/cmmn/getStfList', { searchKeyword: '정다은' });
    expect(res.status).toBe(200);
    expect(res.body.data.map((s: { userId: string }) => s.userId)).toEqual(['staff1']);
  });

  it('filters staff by department with deptCd', async () => {
    const res = await student1.get('/api/v1/cmmn/getStfList', { deptCd: 'A04' });
    const list: { userId: string; deptCd: string }[] = res.body.data;
    expect(list.map((s) => s.userId).sort()).toEqual(['staff1', 'staff10', 'staff2']);
    expect(list.every((s) => s.deptCd === 'A04')).toBe(true);
  });

  it('matches a LIKE wildcard literally', async () => {
    const res = await student1.get('/api/v1/cmmn/getStfList', { searchKeyword: '%' });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([]);
  });
});

describe('GET /api/v1/cmmn/getCnslrList', () => {
  it('lists only psychological counsellors for cnslrDiv=PSY', async () => {
    const res = await student1.get('/api/v1/cmmn/getCnslrList', { cnslrDiv: 'PSY' });
    expect(res.status).toBe(200);
    const list: { cnslrId: string; cnslrDiv: string }[] = res.body.data;
    // The demo centre's three, and any counsellor accounts tests made meanwhile; never a general one.
    expect(list.map((c) => c.cnslrId).slice(0, 3)).toEqual(['CN01', 'CN02', 'CN03']);
    expect(list.every((c) => c.cnslrDiv === 'PSY')).toBe(true);
  });

  it('lists every counsellor without a filter: the six of the demo centre first', async () => {
    const [all, psy] = await Promise.all([student1.get('/api/v1/cmmn/getCnslrList'), student1.get('/api/v1/cmmn/getCnslrList', { cnslrDiv: 'PSY' })]);
    const ids: string[] = all.body.data.map((c: { cnslrId: string }) => c.cnslrId);
    expect(ids.slice(0, 6)).toEqual(['CN01', 'CN02', 'CN03', 'CN04', 'CN05', 'CN06']);
    for (const c of psy.body.data as { cnslrId: string }[]) expect(ids).toContain(c.cnslrId);
    expect(ids.length).toBeGreaterThan(psy.body.data.length);
  });
});

describe('GET /api/v1/cmmn/getUserList', () => {
  it('refuses a student with 403', async () => {
    const res = await student1.get('/api/v1/cmmn/getUserList');
    expect(res.status).toBe(403);
    expect(res.body.code).toBe(403);
  });

  it('refuses a counsellor with 403', async () => {
    const res = await cnslr1.get('/api/v1/cmmn/getUserList');
    expect(res.status).toBe(403);
  });

  it('pages the students for staff: page, size and totalCnt', async () => {
    const first = await staff1.get('/api/v1/cmmn/getUserList', { page: 1, size: 10 });
    const second = await staff1.get('/api/v1/cmmn/getUserList', { page: 2, size: 10 });
    expect(first.status).toBe(200);
    // 301 demo students (graduate1 included), and any students other tests made meanwhile.
    expect(first.body.data).toMatchObject({ page: 1, size: 10 });
    expect(second.body.data).toMatchObject({ page: 2, size: 10 });
    expect(first.body.data.totalCnt).toBeGreaterThanOrEqual(301);
    expect(first.body.data.list).toHaveLength(10);
    expect(second.body.data.list).toHaveLength(10);
    const firstIds = first.body.data.list.map((s: { userId: string }) => s.userId);
    const secondIds = second.body.data.list.map((s: { userId: string }) => s.userId);
    expect(firstIds.filter((id: string) => secondIds.includes(id))).toEqual([]);
  });

  it('filters by gradeCd, and the grades add up to all students', async () => {
    // Other test files may add students meanwhile: the sum lies between the totals before and after.
    const before = (await staff1.get('/api/v1/cmmn/getUserList', { size: 1 })).body.data.totalCnt;
    let sum = 0;
    for (const gradeCd of ['1', '2', '3', '4']) {
      const res = await staff1.get('/api/v1/cmmn/getUserList', { gradeCd, size: 100 });
      expect(res.status).toBe(200);
      expect(res.body.data.list.every((s: { gradeCd: string }) => s.gradeCd === gradeCd)).toBe(true);
      sum += res.body.data.totalCnt;
    }
    const after = (await staff1.get('/api/v1/cmmn/getUserList', { size: 1 })).body.data.totalCnt;
    // Incoming exchange students have no grade year of ours: counted apart.
    let ungraded = 0;
    for (let pageNo = 1; (pageNo - 1) * 100 < after; pageNo++) {
      const list = (await staff1.get('/api/v1/cmmn/getUserList', { size: 100, page: pageNo })).body.data.list as { gradeCd: string | null }[];
      ungraded += list.filter((s) => !s.gradeCd).length;
    }
    expect(ungraded).toBeGreaterThanOrEqual(3);
    expect(before).toBeGreaterThanOrEqual(304);
    expect(sum + ungraded).toBeGreaterThanOrEqual(before);
    expect(sum + ungraded).toBeLessThanOrEqual(after);
  });

  it('answers an invalid gradeCd with 400 and a gradeCd field error', async () => {
    const res = await staff1.get('/api/v1/cmmn/getUserList', { gradeCd: '9' });
    expect(res.status).toBe(400);
    expect(res.body.data).toHaveProperty('gradeCd');
  });

  it('answers a page size over 100 with 400', async () => {
    const res = await staff1.get('/api/v1/cmmn/getUserList', { size: 1000 });
    expect(res.status).toBe(400);
    expect(res.body.data).toHaveProperty('size');
  });

  it('gives a professor only her own advisees, even without the guideProfNo filter', async () => {
    const own = await prof1.get('/api/v1/cmmn/getUserList', { size: 100 });
    expect(own.status).toBe(200);
    const list: { userId: string; guideProfNo: string }[] = own.body.data.list;
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((s) => s.guideProfNo === 'P0001')).toBe(true);
    expect(list.map((s) => s.userId)).toContain('student1');
    const asStaff = await staff1.get('/api/v1/cmmn/getUserList', { guideProfNo: 'P0001', size: 100 });
    expect(own.body.data.totalCnt).toBe(asStaff.body.data.totalCnt);
  });

  it("refuses a professor who asks for another professor's advisees with 403", async () => {
    const res = await prof1.get('/api/v1/cmmn/getUserList', { guideProfNo: 'P0002' });
    expect(res.status).toBe(403);
  });
});

describe('POST /api/v1/cmmn/mergeFavoriteItem', () => {
  async function favouriteLinks(client: Client) {
    const page = await client.page('/user/mypage');
    expect(page.status).toBe(200);
    const list = byTestId(page.html, 'favorite-list');
    expect(list).not.toBeNull();
    return [...list!.matchAll(/<a href="([^"]*)"/g)].map((m) => m[1]);
  }

  it('adds a menu, answers its flId, and my page lists it', async () => {
    const res = await student10.post('/api/v1/cmmn/mergeFavoriteItem', { flMenuId: 'STD_BOARD_SEARCH', flType: 'MENU' });
    expect(res.status).toBe(200);
    expect(res.body.data.flId).toEqual(expect.any(Number));
    expect(await favouriteLinks(student10)).toContain('/user/search');
  });

  it('answers a second insert of the same menu with the same flId, and lists it once', async () => {
    const a = await student10.post('/api/v1/cmmn/mergeFavoriteItem', { flMenuId: 'STD_BOARD_GUIDE', flType: 'MENU' });
    const b = await student10.post('/api/v1/cmmn/mergeFavoriteItem', { flMenuId: 'STD_BOARD_GUIDE', flType: 'MENU' });
    expect(b.status).toBe(200);
    expect(b.body.data.flId).toBe(a.body.data.flId);
    expect((await favouriteLinks(student10)).filter((href) => href === '/guide')).toHaveLength(1);
  });

  it('deletes the favourite when its flId is sent, and my page no longer lists it', async () => {
    const added = await student10.post('/api/v1/cmmn/mergeFavoriteItem', { flMenuId: 'STD_MYPAGE_MESSAGES', flType: 'MENU' });
    expect(await favouriteLinks(student10)).toContain('/messages');
    const removed = await student10.post('/api/v1/cmmn/mergeFavoriteItem', { flId: added.body.data.flId, flMenuId: 'STD_MYPAGE_MESSAGES', flType: 'MENU' });
    expect(removed.status).toBe(200);
    expect(removed.body.data.flId).toBeNull();
    expect(await favouriteLinks(student10)).not.toContain('/messages');
  });

  it("answers 404 when another user deletes my flId, and mine stays", async () => {
    const mine = await student10.post('/api/v1/cmmn/mergeFavoriteItem', { flMenuId: 'STD_MYPAGE_MAINSETUP', flType: 'MENU' });
    const res = await student11.post('/api/v1/cmmn/mergeFavoriteItem', { flId: mine.body.data.flId, flMenuId: 'STD_MYPAGE_MAINSETUP', flType: 'MENU' });
    expect(res.status).toBe(404);
    expect(res.body.code).toBe(404);
    expect(await favouriteLinks(student10)).toContain('/user/main/setup');
  });

  it('refuses a menu of another user type with 403, and stores nothing', async () => {
    const res = await student11.post('/api/v1/cmmn/mergeFavoriteItem', { flMenuId: 'PROF_MAIN', flType: 'MENU' });
    expect(res.status).toBe(403);
    expect(await favouriteLinks(student11)).not.toContain('/prof');
  });

  it('refuses an unknown menu with 400 and a flMenuId field error', async () => {
    const res = await student11.post('/api/v1/cmmn/mergeFavoriteItem', { flMenuId: 'NO_SUCH_MENU', flType: 'MENU' });
    expect(res.status).toBe(400);
    expect(res.body.data).toHaveProperty('flMenuId');
  });

  it('refuses a menu that is switched off with 400', async () => {
    await withMenuOff('STD_PORTFOLIO_BEST', async () => {
      const res = await student11.post('/api/v1/cmmn/mergeFavoriteItem', { flMenuId: 'STD_PORTFOLIO_BEST', flType: 'MENU' });
      expect(res.status).toBe(400);
    });
  });

  it('refuses an unknown flType with 400', async () => {
    const res = await student11.post('/api/v1/cmmn/mergeFavoriteItem', { flMenuId: 'STD_MAIN', flType: 'LINK' });
    expect(res.status).toBe(400);
    expect(res.body.data).toHaveProperty('flType');
  });

  it('answers a logged-out call with 401', async () => {
    const res = await anon.post('/api/v1/cmmn/mergeFavoriteItem', { flMenuId: 'STD_MAIN', flType: 'MENU' });
    expect(res.status).toBe(401);
  });
});

describe('POST /api/v1/cmmn/modifyViewCnt', () => {
  /** The view count the notice list shows for one post. */
  async function listedViews(client: Client, postId: number, keyword: string) {
    const page = await client.page(`/notice?q=${encodeURIComponent(keyword)}`);
    expect(page.status).toBe(200);
    const item = page.html.split('<li').find((li) => li.includes(`href="/notice/${postId}"`));
    expect(item, `post ${postId} in the notice list`).toBeDefined();
    return Number(/조회 ([\d,]+)/.exec(item!)![1].replace(/,/g, ''));
  }

  it('raises the view count by one per reader, not on every reload, and the notice list shows the new count', async () => {
    const before = await listedViews(student1, 5, '박람회');
    const first = await student1.post('/api/v1/cmmn/modifyViewCnt', { postId: 5 });
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({ postId: 5, viewCnt: before + 1 });
    // The same reader again within ten minutes: counted once.
    const again = await student1.post('/api/v1/cmmn/modifyViewCnt', { postId: 5 });
    expect(again.body.data.viewCnt).toBe(before + 1);
    const other = await (await loggedIn('student2', 'std')).post('/api/v1/cmmn/modifyViewCnt', { postId: 5 });
    expect(other.body.data.viewCnt).toBe(before + 2);
    // Staff pages are rendered for each reader: the list shows the new count at once. (Students
    // and visitors get the list from the page cache, which shows view counts up to a minute late.)
    expect(await listedViews(staff1, 5, '박람회')).toBe(before + 2);
  });

  it("answers postId 'abc' with 400 and a postId field error", async () => {
    const res = await student1.post('/api/v1/cmmn/modifyViewCnt', { postId: 'abc' });
    expect(res.status).toBe(400);
    expect(res.body.data).toHaveProperty('postId');
  });

  it('answers an unknown post with 404', async () => {
    const res = await student1.post('/api/v1/cmmn/modifyViewCnt', { postId: 99999 });
    expect(res.status).toBe(404);
    expect(res.body.code).toBe(404);
  });
});

describe('POST /api/v1/cmmn/sendSystemMsg', () => {
  async function inbox(client: Client) {
    const res = await client.get('/api/v1/messages/inbox', { size: 100 });
    expect(res.status).toBe(200);
    return res.body.data as { totalCnt: number; list: { msgId: number; msgTitle: string; msgCont: string; senderNm: string | null; readAt: string | null }[] };
  }

  const message = (recvIdArr: string[], msgTitle = unique('알림'), msgCont = '내용입니다.') => ({ msgType: 'MSG_TYPE01', recvIdArr, msgTitle, msgCont });

  it('refuses a student sender with 403', async () => {
    const before = (await inbox(student2)).totalCnt;
    const res = await student1.post('/api/v1/cmmn/sendSystemMsg', message(['student2']));
    expect(res.status).toBe(403);
    expect((await inbox(student2)).totalCnt).toBe(before);
  });

  it("stores staff1's message and it appears unread in student2's inbox", async () => {
    const body = message(['student2'], unique('장학 안내'), '장학금 서류를 제출해 주세요.');
    const res = await staff1.post('/api/v1/cmmn/sendSystemMsg', body);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ msgId: expect.any(Number), recvCnt: 1 });
    const found = (await inbox(student2)).list.find((m) => m.msgId === res.body.data.msgId);
    expect(found).toMatchObject({ msgTitle: body.msgTitle, msgCont: body.msgCont, senderNm: '정다은', readAt: null });
  });

  it('answers an empty title with 400 and a msgTitle field error, and stores nothing', async () => {
    const before = (await inbox(student2)).totalCnt;
    const res = await staff1.post('/api/v1/cmmn/sendSystemMsg', message(['student2'], '   '));
    expect(res.status).toBe(400);
    expect(res.body.data).toHaveProperty('msgTitle');
    expect((await inbox(student2)).totalCnt).toBe(before);
  });

  it('answers an unknown recipient with 400 and a recvIdArr field error, and stores nothing for the others', async () => {
    const before = (await inbox(student2)).totalCnt;
    const res = await staff1.post('/api/v1/cmmn/sendSystemMsg', message(['student2', 'nobody999']));
    expect(res.status).toBe(400);
    expect(res.body.data).toHaveProperty('recvIdArr');
    expect((await inbox(student2)).totalCnt).toBe(before);
  });

  it('refuses a message type other than MSG_TYPE01 with 400', async () => {
    const res = await staff1.post('/api/v1/cmmn/sendSystemMsg', { ...message(['student2']), msgType: 'MSG_TYPE99' });
    expect(res.status).toBe(400);
    expect(res.body.data).toHaveProperty('msgType');
  });

  it("lets prof1 write to her own advisee, and refuses a student advised by someone else with 403", async () => {
    const advisees = (await prof1.get('/api/v1/cmmn/getUserList', { size: 100 })).body.data.list as { userId: string }[];
    const advisee = advisees.find((s) => s.userId !== 'student1')!.userId;
    const others = (await staff1.get('/api/v1/cmmn/getUserList', { guideProfNo: 'P0002', size: 1 })).body.data.list as { userId: string }[];
    const stranger = others[0].userId;
    const adviseeClient = await loggedIn(advisee, 'std');
    const strangerClient = await loggedIn(stranger, 'std');

    const ok = await prof1.post('/api/v1/cmmn/sendSystemMsg', message([advisee], unique('지도 상담')));
    expect(ok.status).toBe(200);
    expect((await inbox(adviseeClient)).list.map((m) => m.msgId)).toContain(ok.body.data.msgId);

    const strangerBefore = (await inbox(strangerClient)).totalCnt;
    const refused = await prof1.post('/api/v1/cmmn/sendSystemMsg', message([advisee, stranger]));
    expect(refused.status).toBe(403);
    expect((await inbox(strangerClient)).totalCnt).toBe(strangerBefore);
  });
});

describe('POST /api/v1/messages/read', () => {
  it("marks only the reader's own message as read: another user's msgId changes nothing", async () => {
    const sent = await staff1.post('/api/v1/cmmn/sendSystemMsg', { msgType: 'MSG_TYPE01', recvIdArr: ['student11'], msgTitle: unique('읽음 확인'), msgCont: '읽음 표시 확인용' });
    const msgId = sent.body.data.msgId;

    const foreign = await student10.post('/api/v1/messages/read', { msgId });
    expect(foreign.status).toBe(200);
    expect(foreign.body.data.marked).toBe(0);
    const unread = await student11.get('/api/v1/messages/inbox', { unreadOnly: 'Y', size: 100 });
    expect(unread.body.data.list.map((m: { msgId: number }) => m.msgId)).toContain(msgId);

    const own = await student11.post('/api/v1/messages/read', { msgId });
    expect(own.body.data.marked).toBe(1);
    const after = await student11.get('/api/v1/messages/inbox', { unreadOnly: 'Y', size: 100 });
    expect(after.body.data.list.map((m: { msgId: number }) => m.msgId)).not.toContain(msgId);
  });
});

describe("the header's unread count and favourite star", () => {
  const badge = async (c: Client, path = '/notice') => {
    const page = await c.page(path);
    expect(page.status).toBe(200);
    return Number(byTestId(page.html, 'unread-badge'));
  };

  it('follows a new message and a read on the very next page, although sessions are remembered', async () => {
    const { client: student, account } = await studentClient();
    const before = await badge(student);
    await badge(student); // remembered now
    const sent = await staff1.post('/api/v1/cmmn/sendSystemMsg', { msgType: 'MSG_TYPE01', recvIdArr: [account.userId], msgTitle: unique('배지 확인'), msgCont: '머리글의 읽지 않은 수' });
    expect(sent.status).toBe(200);
    await expect.poll(() => badge(student), { timeout: 2000 }).toBe(before + 1);
    expect((await student.post('/api/v1/messages/read', { msgId: sent.body.data.msgId })).body.data.marked).toBe(1);
    expect(await badge(student)).toBe(before);
  });

  it('shows the star of a menu she just added, and takes it away when she removes it', async () => {
    const { client: student } = await studentClient();
    const star = async () => byTestId((await student.page('/messages')).html, 'favorite-toggle');
    expect(await star()).toBe('☆');
    const added = await student.post('/api/v1/cmmn/mergeFavoriteItem', { flMenuId: 'STD_MYPAGE_MESSAGES', flType: 'MENU' });
    expect(added.status, added.body.message).toBe(200);
    expect(await star()).toBe('★');
    const removed = await student.post('/api/v1/cmmn/mergeFavoriteItem', { flId: added.body.data.flId, flMenuId: 'STD_MYPAGE_MESSAGES', flType: 'MENU' });
    expect(removed.status, removed.body.message).toBe(200);
    expect(await star()).toBe('☆');
  });
});

describe('GET /api/v1/client/dashBoard/user/myDashBoard/getSseConn', () => {
  const SSE_PATH = '/api/v1/client/dashBoard/user/myDashBoard/getSseConn';
  interface SseEvent {
    event: string;
    data: string;
  }
  const open: AbortController[] = [];

  async function connect(client: Client) {
    const ctrl = new AbortController();
    open.push(ctrl);
    const res = await fetch(client.base + SSE_PATH, { headers: { cookie: client.cookieHeader(), accept: 'text/event-stream' }, signal: ctrl.signal });
    const events: SseEvent[] = [];
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    void (async () => {
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          buffer += decoder.decode(value, { stream: true });
          let cut: number;
          while ((cut = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, cut);
            buffer = buffer.slice(cut + 2);
            const event = /^event: (.*)$/m.exec(block)?.[1] ?? 'message';
            const data = [...block.matchAll(/^data: (.*)$/gm)].map((m) => m[1]).join('\n');
            if (!block.startsWith(':')) events.push({ event, data });
          }
        }
      } catch {
        /* aborted */
      }
    })();
    const waitFor = async (pred: (e: SseEvent) => boolean, ms: number) => {
      const deadline = Date.now() + ms;
      while (Date.now() < deadline) {
        const hit = events.find(pred);
        if (hit) return hit;
        await new Promise((r) => setTimeout(r, 50));
      }
      return undefined;
    };
    return { res, events, waitFor };
  }

  afterEach(() => {
    for (const ctrl of open.splice(0)) ctrl.abort();
  });

  it("delivers staff1's message to student3's open stream only, not to student4's", async () => {
    const [student3, student4] = await Promise.all([loggedIn('student3', 'std'), loggedIn('student4', 'std')]);
    const s3 = await connect(student3);
    const s4 = await connect(student4);
    expect(s3.res.status).toBe(200);
    expect(s3.res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(await s3.waitFor((e) => e.event === 'open', 5000)).toBeDefined();
    expect(await s4.waitFor((e) => e.event === 'open', 5000)).toBeDefined();

    const msgCont = unique('실시간 알림 내용');
    const sent = await staff1.post('/api/v1/cmmn/sendSystemMsg', { msgType: 'MSG_TYPE01', recvIdArr: ['student3'], msgTitle: '실시간 알림', msgCont });
    expect(sent.status).toBe(200);

    const got = await s3.waitFor((e) => e.event === 'message' && e.data.includes(msgCont), 5000);
    expect(got, "student3's stream receives the message").toBeDefined();
    expect(JSON.parse(got!.data)).toMatchObject({ msgId: sent.body.data.msgId, msgCont, msgTitle: '실시간 알림' });

    await new Promise((r) => setTimeout(r, 1000));
    expect(s4.events.filter((e) => e.event === 'message')).toEqual([]);
  });

  it('stops delivering messages to a stream whose session has been logged out', async () => {
    const student18 = await loggedIn('student18', 'std');
    const stream = await connect(student18);
    expect(await stream.waitFor((e) => e.event === 'open', 5000)).toBeDefined();
    // The same browser logs out (e.g. on a shared computer); the page with the stream stays open.
    const sid = student18.sessionId!;
    await student18.logout();
    const stale = new Client();
    stale.cookies.set('portal_sid', sid);
    expect((await stale.get('/api/v1/headerUserInfo')).status).toBe(401);

    const msgCont = unique('로그아웃 후 알림');
    const sent = await staff1.post('/api/v1/cmmn/sendSystemMsg', { msgType: 'MSG_TYPE01', recvIdArr: ['student18'], msgTitle: '로그아웃 후 알림', msgCont });
    expect(sent.status).toBe(200);
    const leaked = await stream.waitFor((e) => e.event === 'message' && e.data.includes(msgCont), 1500);
    expect(leaked, 'a logged-out stream must not receive private messages').toBeUndefined();
  });

  it('answers a logged-out connection with 401 Access Denied', async () => {
    const res = await anon.get(SSE_PATH);
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ code: 401, message: 'Access Denied' });
  });
});

describe('GET /api/v1/cmmn/getYearTerm', () => {
  it('answers the current academic year and term: 2026, second term (termCd 20)', async () => {
    const res = await anon.get('/api/v1/cmmn/getYearTerm');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ year: 2026, termCd: '20', termNm: '2학기' });
  });
});

describe('GET /api/v1/cmmn/getCmmnCdMngList', () => {
  type Cd = { cdId: string; cdNm: string; sortOrd: number; cdCategory: string; upCdId: string | null };

  it('sorts by several keys joined with commas: sortOrd desc, then cdNm asc', async () => {
    const res = await student1.get('/api/v1/cmmn/getCmmnCdMngList', { sortBy: 'sortOrd,cdNm', sortType: 'desc,asc' });
    expect(res.status).toBe(200);
    const list: Cd[] = res.body.data;
    expect(list.length).toBeGreaterThan(10);
    for (let i = 1; i < list.length; i++) {
      const [a, b] = [list[i - 1], list[i]];
      expect(a.sortOrd).toBeGreaterThanOrEqual(b.sortOrd);
      if (a.sortOrd === b.sortOrd) expect(a.cdNm <= b.cdNm, `${a.cdNm} before ${b.cdNm}`).toBe(true);
    }
  });

  it('filters by cdCategory', async () => {
    const res = await student1.get('/api/v1/cmmn/getCmmnCdMngList', { cdCategory: 'CORE_COMPETENCY' });
    const list: Cd[] = res.body.data;
    expect(list.map((c) => c.cdId)).toEqual(['CC01', 'CC02', 'CC03', 'CC04', 'CC05', 'CC06']);
    expect(list.every((c) => c.cdCategory === 'CORE_COMPETENCY')).toBe(true);
  });

  it('filters by upCdId', async () => {
    const res = await student1.get('/api/v1/cmmn/getCmmnCdMngList', { upCdId: 'PA01' });
    expect(res.body.data.map((c: Cd) => c.cdId)).toEqual(['PA0101', 'PA0102']);
  });

  it('answers an unknown sortBy with 400 and a sortBy field error', async () => {
    const res = await student1.get('/api/v1/cmmn/getCmmnCdMngList', { sortBy: 'password' });
    expect(res.status).toBe(400);
    expect(res.body.data).toHaveProperty('sortBy');
  });

  it('answers an unknown sortType with 400', async () => {
    const res = await student1.get('/api/v1/cmmn/getCmmnCdMngList', { sortBy: 'cdNm', sortType: 'sideways' });
    expect(res.status).toBe(400);
    expect(res.body.data).toHaveProperty('sortType');
  });
});

describe('GET /api/v1/cmmn/cocoComcdDList', () => {
  it('lists the five enrolment statuses of grpCd=SHREG_ST', async () => {
    const res = await anon.get('/api/v1/cmmn/cocoComcdDList', { grpCd: 'SHREG_ST' });
    expect(res.status).toBe(200);
    expect(res.body.data.map((c: { comCd: string }) => c.comCd)).toEqual(['10', '20', '30', '40', '50']);
    expect(res.body.data[0]).toMatchObject({ grpCd: 'SHREG_ST', comCd: '10', comCdNm: '재학' });
  });

  it('pages with pageYn=Y: size 2 gives 2 items and totalCnt 5; the last page holds the rest', async () => {
    const first = await anon.get('/api/v1/cmmn/cocoComcdDList', { grpCd: 'SHREG_ST', pageYn: 'Y', size: 2 });
    expect(first.body.data.list).toHaveLength(2);
    expect(first.body.data.totalCnt).toBe(5);
    const last = await anon.get('/api/v1/cmmn/cocoComcdDList', { grpCd: 'SHREG_ST', pageYn: 'Y', size: 2, page: 3 });
    expect(last.body.data.list.map((c: { comCd: string }) => c.comCd)).toEqual(['50']);
  });

  it('narrows to one code with comCd', async () => {
    const res = await anon.get('/api/v1/cmmn/cocoComcdDList', { grpCd: 'SHREG_ST', comCd: '20' });
    expect(res.body.data.map((c: { comCdNm: string }) => c.comCdNm)).toEqual(['휴학']);
  });

  it('answers a missing grpCd with 400 and a grpCd field error', async () => {
    const res = await anon.get('/api/v1/cmmn/cocoComcdDList');
    expect(res.status).toBe(400);
    expect(res.body.data).toHaveProperty('grpCd');
  });
});

describe('GET /api/v1/cmmn/getDeptGroup', () => {
  it('answers the groups of grpCd=DEPT_GRP, each with the departments of that group', async () => {
    const res = await anon.get('/api/v1/cmmn/getDeptGroup', { grpCd: 'DEPT_GRP' });
    expect(res.status).toBe(200);
    const groups: { comCd: string; depts: { deptCd: string; grpCd: string }[] }[] = res.body.data;
    expect(groups.map((g) => g.comCd)).toEqual(['HUM', 'SOC', 'SCI', 'ENG', 'ART']);
    for (const g of groups) {
      expect(g.depts.length, `${g.comCd} has departments`).toBeGreaterThan(0);
      for (const d of g.depts) expect(d.grpCd).toBe(g.comCd);
    }
    expect(groups.find((g) => g.comCd === 'ENG')!.depts.map((d) => d.deptCd)).toContain('D4010');
  });
});

describe('POST /api/v1/system/saveMenuUseHis', () => {
  it('records a menu use and answers a new hisId each time', async () => {
    const a = await student1.post('/api/v1/system/saveMenuUseHis', { menuId: 'STD_MAIN', menuUrl: '/user/main' });
    const b = await anon.post('/api/v1/system/saveMenuUseHis', { menuUrl: '/user/main' });
    expect(a.status).toBe(200);
    expect(a.body.data.hisId).toEqual(expect.any(Number));
    expect(b.body.data.hisId).toBeGreaterThan(a.body.data.hisId);
  });

  it('answers a missing menuUrl with 400 and a menuUrl field error', async () => {
    const res = await student1.post('/api/v1/system/saveMenuUseHis', { menuId: 'STD_MAIN' });
    expect(res.status).toBe(400);
    expect(res.body.data).toHaveProperty('menuUrl');
  });

  it('keeps only real menu addresses, and limits anonymous writes per address (429)', async () => {
    const unknown = await student1.post('/api/v1/system/saveMenuUseHis', { menuUrl: '/no/such/menu' });
    expect(unknown.status).toBe(200);
    expect(unknown.body.data.hisId).toBeNull();
    const statuses: number[] = [];
    for (let i = 0; i < 35; i++) statuses.push((await anon.post('/api/v1/system/saveMenuUseHis', { menuUrl: '/user/main' })).status);
    expect(statuses).toContain(429);
    expect(statuses.filter((s) => s === 200).length).toBeLessThanOrEqual(30);
    // Logged-in users are not slowed down by it.
    expect((await student1.post('/api/v1/system/saveMenuUseHis', { menuId: 'STD_MAIN', menuUrl: '/user/main' })).status).toBe(200);
  });

  it('answers a menuUrl that does not start with / with 400', async () => {
    const res = await student1.post('/api/v1/system/saveMenuUseHis', { menuUrl: 'https://evil.example/' });
    expect(res.status).toBe(400);
    expect(res.body.data).toHaveProperty('menuUrl');
  });
});
