// What a student changes about herself (contact details, main-page layout) and the search page.
import { beforeAll, describe, expect, it } from 'vitest';
import { Client, loggedIn } from './client';

let student13: Client;
let student14: Client;
let student15: Client;
let student16: Client;

beforeAll(async () => {
  [student13, student14, student15, student16] = await Promise.all([
    loggedIn('student13', 'std'),
    loggedIn('student14', 'std'),
    loggedIn('student15', 'std'),
    loggedIn('student16', 'std'),
  ]);
});

/** The stored contact details, as the server reads them back. */
async function userDTO(client: Client) {
  const res = await client.get('/api/v1/mypage/contact');
  expect(res.status).toBe(200);
  return res.body.data as Record<string, string | null>;
}

describe('POST /api/v1/mypage/contact', () => {
  it('refuses a bad email and a bad phone number with 400, naming both fields, and changes nothing', async () => {
    const before = await userDTO(student13);
    const res = await student13.post('/api/v1/mypage/contact', { email: 'not-an-email', ph: '12345', telNo: before.telNo ?? '', bohoHpNo: before.bohoHpNo ?? '', adr: before.adr ?? '' });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(400);
    expect(Object.keys(res.body.data)).toEqual(expect.arrayContaining(['email', 'ph']));
    expect(res.body.data.email).toMatch(/[가-힣]/);
    const after = await userDTO(student13);
    expect(after.email).toBe(before.email);
    expect(after.ph).toBe(before.ph);
  });

  it('refuses a guardian number that is no phone number with 400 and a bohoHpNo field error', async () => {
    const res = await student13.post('/api/v1/mypage/contact', { email: 'ok@portal.example', bohoHpNo: '010 1234' });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.data)).toEqual(['bohoHpNo']);
  });

  it('accepts phone numbers typed without hyphens or with spaces and stores them with hyphens', async () => {
    const res = await student13.post('/api/v1/mypage/contact', { ph: '01098765432', bohoHpNo: '010 1234 5678', telNo: '0212345678' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ ph: '010-9876-5432', bohoHpNo: '010-1234-5678', telNo: '02-1234-5678' });
  });

  it('changes only the fields sent: a partial update keeps the others, a blank one clears it', async () => {
    const full = { email: 'partial@portal.example', ph: '010-1111-2222', telNo: '02-333-4444', bohoHpNo: '010-5555-6666', adr: '서울특별시 종로구 1' };
    expect((await student13.post('/api/v1/mypage/contact', full)).status).toBe(200);
    const res = await student13.post('/api/v1/mypage/contact', { ph: '01077778888', telNo: '' });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ email: full.email, ph: '010-7777-8888', telNo: null, bohoHpNo: full.bohoHpNo, adr: full.adr });
  });

  it('keeps address, phone numbers and birth date out of what the browser stores (headerUserInfo, loginInfo)', async () => {
    const info = (await student13.get('/api/v1/headerUserInfo')).body.data;
    for (const field of ['adr', 'ph', 'telNo', 'bohoHpNo', 'birthDt']) expect(info.userDTO[field], field).toBeNull();
    expect(info.userDTO.korNm).toMatch(/[가-힣]/);
  });

  it('stores valid contact details, which come back from the server and on my page', async () => {
    const values = { email: 'student13.new@portal.example', ph: '010-4321-8765', telNo: '02-123-4567', bohoHpNo: '010-9876-5432', adr: '서울특별시 마포구 새터로 12, 101동 302호' };
    const res = await student13.post('/api/v1/mypage/contact', values);
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(200);
    expect(await userDTO(student13)).toMatchObject(values);

    const page = await student13.page('/user/mypage');
    expect(page.status).toBe(200);
    expect(page.html).toContain('student13.new@portal.example');
    expect(page.html).toContain('010-4321-8765');
  });

  it('clears an optional field sent empty', async () => {
    const res = await student13.post('/api/v1/mypage/contact', { email: 'student13.new@portal.example', ph: '010-4321-8765', telNo: '', bohoHpNo: '010-9876-5432', adr: '서울특별시 마포구 새터로 12' });
    expect(res.status).toBe(200);
    const dto = await userDTO(student13);
    expect(dto.telNo).toBeNull();
    expect(dto.adr).toBe('서울특별시 마포구 새터로 12');
  });

  it("does not touch another student's contact details", async () => {
    const dto = await userDTO(student16);
    expect(dto.email).toBe('student16@portal.example');
  });

  it('answers a logged-out call with 401', async () => {
    const res = await new Client().post('/api/v1/mypage/contact', { email: 'x@portal.example' });
    expect(res.status).toBe(401);
  });
});

describe('POST /api/v1/main/setup', () => {
  const blocksOnMain = async (client: Client) => {
    const page = await client.page('/user/main');
    expect(page.status).toBe(200);
    return [...page.html.matchAll(/data-block="([^"]+)"/g)].map((m) => m[1]);
  };

  it('shows the blocks of /user/main in the saved order and leaves hidden ones out', async () => {
    const blocks = [
      { key: 'calendar', visible: true },
      { key: 'notice', visible: true },
      { key: 'messages', visible: true },
      { key: 'program', visible: false },
      { key: 'favorites', visible: true },
    ];
    const res = await student14.post('/api/v1/main/setup', { blocks });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual(blocks);
    expect(await blocksOnMain(student14)).toEqual(['calendar', 'notice', 'messages', 'favorites']);
  });

  it("leaves another student's main page in the default order", async () => {
    expect(await blocksOnMain(student16)).toEqual(['notice', 'program', 'calendar', 'favorites', 'messages']);
  });

  it('refuses a duplicated block with 400 and keeps the saved layout', async () => {
    const before = await blocksOnMain(student14);
    const res = await student14.post('/api/v1/main/setup', {
      blocks: [
        { key: 'notice', visible: true },
        { key: 'notice', visible: true },
        { key: 'calendar', visible: true },
        { key: 'favorites', visible: true },
        { key: 'messages', visible: true },
      ],
    });
    expect(res.status).toBe(400);
    expect(res.body.data).toHaveProperty('blocks');
    expect(await blocksOnMain(student14)).toEqual(before);
  });

  it('refuses an unknown block with 400', async () => {
    const res = await student14.post('/api/v1/main/setup', {
      blocks: [
        { key: 'notice', visible: true },
        { key: 'program', visible: true },
        { key: 'calendar', visible: true },
        { key: 'favorites', visible: true },
        { key: 'ads', visible: true },
      ],
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.data).join(' ')).toMatch(/^blocks/);
  });

  it('refuses a list that leaves blocks out with 400', async () => {
    const res = await student14.post('/api/v1/main/setup', { blocks: [{ key: 'notice', visible: true }] });
    expect(res.status).toBe(400);
  });
});

describe('the search page /user/search', () => {
  it('lists the notices that contain 장학, each named by its area, with the term marked', async () => {
    const page = await student15.page(`/user/search?q=${encodeURIComponent('장학')}`);
    expect(page.status).toBe(200);
    const items = page.html.split('<li').filter((li) => li.includes('data-area="notice"'));
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      expect(item).toContain('<mark>장학</mark>');
      expect(item).toContain('공지사항');
    }
    // 국가장학금 결과 (8), found by the words of its title.
    expect((await student15.page(`/user/search?q=${encodeURIComponent('국가장학금 2차')}`)).html).toContain('href="/notice/8"');
  });

  it('says 검색 결과가 없습니다 for a term that matches nothing', async () => {
    const page = await student15.page(`/user/search?q=${encodeURIComponent('존재하지않는검색어qzx')}`);
    expect(page.status).toBe(200);
    expect(page.html).toContain('검색 결과가 없습니다');
    expect(page.html).not.toContain('data-area=');
  });

  it('shows a search term containing markup as text, in the summary and in the search box', async () => {
    const term = '"><img src=x onerror=alert(1)>';
    const page = await student15.page(`/user/search?q=${encodeURIComponent(term)}`);
    expect(page.status).toBe(200);
    expect(page.html).not.toContain('"><img src=x onerror');
    const summary = /data-testid="search-summary"[^>]*>([\s\S]*?)<\/h2>/.exec(page.html)?.[1] ?? '';
    expect(summary).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  it("does not offer the professors' menus to a student", async () => {
    const page = await student15.page(`/user/search?q=${encodeURIComponent('지도학생')}`);
    expect(page.status).toBe(200);
    expect(page.html).not.toContain('href="/prof');
  });
});
