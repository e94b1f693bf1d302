// The career programme guide (/user/futuredesign/ecpguide): the ECPGUIDE board's published posts,
// shown to students and in their menu; editors write its sections at 콘텐츠 관리 with drafts,
// publishing and unpublishing like any guide page. Sections are created here; the seeded one is only read.
import { beforeAll, describe, expect, it } from 'vitest';
import { accountClient, Client, studentClient, unique } from './client';

const PATH = '/user/futuredesign/ecpguide';
let editor: Client;
let student: Client;

beforeAll(async () => {
  [{ client: editor }, { client: student }] = await Promise.all([accountClient('stf', { roles: ['CONTENT_EDITOR'] }), studentClient()]);
});

describe('career programme guide', () => {
  it('students find it in their menu and read the seeded guide; visitors are asked to log in', async () => {
    const menu = await student.get<{ menuUrl: string | null; children: { menuUrl: string | null }[] }[]>('/api/v1/system/getSideMenuList');
    expect(menu.body.data.flatMap((n) => n.children.map((c) => c.menuUrl))).toContain(PATH);
    const page = await student.page(PATH);
    expect(page.status).toBe(200);
    expect(page.html).toContain('비교과 프로그램 이용안내');
    expect(page.html).toContain('QR 코드로 출석');
    const anon = await new Client().page(PATH);
    expect(anon.status).toBe(302);
    expect(anon.location).toContain('/masterLogin');
  });

  it('an editor adds a section: hidden as a draft, shown when published, gone when unpublished', async () => {
    const boards = await editor.get<{ list: unknown[] }>('/api/v1/content/posts', { boardCd: 'ECPGUIDE' });
    expect(boards.status).toBe(200);
    expect(boards.body.data.list.length).toBeGreaterThan(0);
    const title = unique('마일리지 사용 안내');
    const text = unique('마일리지는 장학 신청에 쓸 수 있습니다');
    const created = await editor.post<{ postId: number; version: number; readerPath: string }>('/api/v1/content/posts', { boardCd: 'ECPGUIDE', title, bodyHtml: `<p>${text}</p><script>alert(1)</script>`, action: 'draft' });
    expect(created.status, created.body.message).toBe(200);
    expect(created.body.data.readerPath).toBe(PATH);
    expect((await student.page(PATH)).html).not.toContain(text);
    const published = await editor.post<{ version: number }>(`/api/v1/content/posts/${created.body.data.postId}`, { title, bodyHtml: `<p>${text}</p>`, version: created.body.data.version, action: 'publish' });
    expect(published.status).toBe(200);
    const shown = await student.page(PATH);
    expect(shown.html).toContain(text);
    expect(shown.html).toContain(title);
    expect(shown.html).not.toContain('<script>alert(1)');
    // Not a notice: the notice page does not open it.
    expect((await student.page(`/notice/${created.body.data.postId}`)).status).toBe(404);
    const off = await editor.post(`/api/v1/content/posts/${created.body.data.postId}/unpublish`, { version: published.body.data.version });
    expect(off.status).toBe(200);
    expect((await student.page(PATH)).html).not.toContain(text);
  });
});
