// 이력서 over HTTP: the résumé preview follows the sections and the order the student chose, the
// contact line only when she wants it; the PDF download is a real PDF with the Korean font embedded
// whose text holds her Korean name and her award (read back from the font's Unicode map); bad
// choices are refused; only students get one. Student 273 (shared with the history file) is used.
// Saved versions: a student keeps named versions with a self-introduction and her photo, opens one
// to see it (and print it, the PDF carrying the introduction and the photo); names are unique and
// versions limited; another student's version is not found, on the page and in the API.
import { inflateSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { Client, byTestId, loggedIn, studentClient, unique } from './client';
import { png } from '../support/images';

let c: Client;
let name: string;
let award: string;

/** Every Unicode character a PDF's ToUnicode maps name (the text a reader extracts). */
function pdfCharacters(pdf: Buffer): Set<string> {
  const chars = new Set<string>();
  const text = pdf.toString('latin1');
  for (const m of text.matchAll(/stream\r?\n/g)) {
    const start = m.index! + m[0].length;
    const end = text.indexOf('endstream', start);
    let body: string;
    try {
      body = inflateSync(pdf.subarray(start, end)).toString('latin1');
    } catch {
      continue;
    }
    if (!body.includes('beginbfrange') && !body.includes('beginbfchar')) continue;
    for (const hex of body.matchAll(/<([0-9a-fA-F]{4,})>/g)) {
      const code = parseInt(hex[1].slice(-4), 16);
      if (code > 0x7f) chars.add(String.fromCharCode(code));
    }
  }
  return chars;
}

beforeAll(async () => {
  c = await loggedIn('student273', 'std');
  name = (await c.get('/api/v1/headerUserInfo')).body.data.name;
  award = unique('학술제 최우수상');
  const res = await c.post('/api/v1/portfolio/entries', { kind: 'AWARD', title: award, issuer: '인문대학', acquiredDt: '2026-05-20' });
  expect(res.status, res.body.message).toBe(200);
});

describe('the résumé', () => {
  it('previews the chosen sections in the chosen order', async () => {
    const a = await c.page('/user/portfolio/myResume?sections=AWARDS,SUBJECTS&contact=N');
    expect(a.status).toBe(200);
    expect(a.html).toContain(award);
    expect(a.html.indexOf('data-testid="resume-AWARDS"')).toBeLessThan(a.html.indexOf('data-testid="resume-SUBJECTS"'));
    const b = await c.page('/user/portfolio/myResume?sections=SUBJECTS,AWARDS&contact=N');
    expect(b.html.indexOf('data-testid="resume-SUBJECTS"')).toBeLessThan(b.html.indexOf('data-testid="resume-AWARDS"'));
    const none = await c.page('/user/portfolio/myResume?sections=LICENSES');
    expect(none.html).not.toContain('data-testid="resume-AWARDS"');
  });

  it('downloads a PDF with the Korean font embedded, holding her name and award', async () => {
    const res = await c.bytes('/api/v1/portfolio/resume?sections=AWARDS,PROGRAMS&contact=N');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toContain(encodeURIComponent('이력서'));
    expect(res.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(res.bytes.toString('latin1')).toMatch(/\/BaseFont \/[A-Z]{6}\+Pretendard-Regular/);
    const chars = pdfCharacters(res.bytes);
    for (const ch of `${name}${award.replace(/[^가-힣]/g, '')}`) expect(chars.has(ch), ch).toBe(true);
  });

  it('refuses bad choices and anyone but a student', async () => {
    expect((await c.get('/api/v1/portfolio/resume', { sections: 'NOPE' })).status).toBe(400);
    expect((await c.get('/api/v1/portfolio/resume', { contact: 'X' })).status).toBe(400);
    expect((await new Client().get('/api/v1/portfolio/resume')).status).toBe(401);
    const staff = await loggedIn('staff1', 'stf');
    expect((await staff.get('/api/v1/portfolio/resume')).status).toBe(403);
    const page = await c.page('/user/portfolio/myResume?sections=NOPE');
    expect(page.status).toBe(200);
    expect(page.html).toContain('data-testid="resume-errors"');
  });
});

const VERSIONS = '/api/v1/portfolio/resumes';
const PHOTO = png(30, 40);

describe('saved résumé versions', () => {
  let owner: Awaited<ReturnType<typeof studentClient>>;
  let other: Awaited<ReturnType<typeof studentClient>>;
  let resumeId: number;
  const intro = '동아리 회장으로 축제 부스를 기획했습니다.\n협업의 힘을 배웠습니다.';

  beforeAll(async () => {
    [owner, other] = await Promise.all([studentClient(), studentClient()]);
  });

  it('saves a version with its sections, photo choice and self-introduction, and opens it', async () => {
    const res = await owner.client.post(VERSIONS, { title: '공기업 지원용', sections: ['AWARDS', 'PROGRAMS'], showContact: false, showPhoto: false, intro });
    expect(res.status, res.body.message).toBe(200);
    resumeId = res.body.data.resumeId;
    const list = (await owner.client.get(VERSIONS)).body.data;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ resumeId, title: '공기업 지원용', sections: ['AWARDS', 'PROGRAMS'], showContact: false, intro, showcase: null });
    const page = await owner.client.page(`/user/portfolio/myResume?resumeId=${resumeId}`);
    expect(page.status).toBe(200);
    expect(byTestId(page.html, 'resume-intro')).toContain('동아리 회장으로 축제 부스를 기획했습니다.');
    expect(byTestId(page.html, 'resume-versions')).toContain('공기업 지원용');
    // The version's own choices reach the PDF link too.
    expect(page.html).toContain(`resumeId=${resumeId}`);
    expect(page.html).toContain('sections=AWARDS%2CPROGRAMS&amp;contact=N');
  });

  it('keeps names unique and the number of versions bounded, storing nothing refused', async () => {
    const dup = await owner.client.post(VERSIONS, { title: '공기업 지원용', sections: ['AWARDS'], showContact: true, showPhoto: false });
    expect(dup.status).toBe(409);
    expect(dup.body.data.title).toBeTruthy();
    const empty = await owner.client.post(VERSIONS, { title: '', sections: [], showContact: true, showPhoto: false, intro: 'a\u0000b' });
    expect(empty.status).toBe(400);
    expect(Object.keys(empty.body.data).sort()).toEqual(['intro', 'sections', 'title']);
    const long = await owner.client.post(VERSIONS, { title: '긴 소개', sections: ['AWARDS'], showContact: true, showPhoto: false, intro: '가'.repeat(2001) });
    expect(long.status).toBe(400);
    for (let i = 2; i <= 10; i++) expect((await owner.client.post(VERSIONS, { title: `버전 ${i}`, sections: ['AWARDS'], showContact: true, showPhoto: false })).status).toBe(200);
    const eleventh = await owner.client.post(VERSIONS, { title: '버전 11', sections: ['AWARDS'], showContact: true, showPhoto: false });
    expect(eleventh.status).toBe(409);
    expect(eleventh.body.message).toContain('10개');
    expect((await owner.client.get(VERSIONS)).body.data).toHaveLength(10);
  });

  it("answers 404 for another student's version, on the page and in every call", async () => {
    expect((await other.client.page(`/user/portfolio/myResume?resumeId=${resumeId}`)).status).toBe(404);
    expect((await other.client.get('/api/v1/portfolio/resume', { resumeId })).status).toBe(404);
    expect((await other.client.post(`${VERSIONS}/${resumeId}`, { title: '가로채기', sections: ['AWARDS'], showContact: true, showPhoto: false })).status).toBe(404);
    expect((await other.client.post(`${VERSIONS}/${resumeId}/delete`)).status).toBe(404);
    expect((await other.client.post(`${VERSIONS}/${resumeId}/showcase`, { showName: true })).status).toBe(404);
    expect((await owner.client.get(VERSIONS)).body.data.find((v: { resumeId: number }) => v.resumeId === resumeId).title).toBe('공기업 지원용');
  });

  it('puts the self-introduction and her photo into the PDF', async () => {
    expect((await owner.client.upload('/api/v1/mypage/photo', [{ name: '증명사진.png', bytes: PHOTO, type: 'image/png' }])).status).toBe(200);
    const saved = await owner.client.post(`${VERSIONS}/${resumeId}`, { title: '공기업 지원용', sections: ['AWARDS', 'PROGRAMS'], showContact: false, showPhoto: true, intro });
    expect(saved.status, saved.body.message).toBe(200);
    const page = await owner.client.page(`/user/portfolio/myResume?resumeId=${resumeId}`);
    expect(page.html).toContain('data-testid="resume-photo"');
    const res = await owner.client.bytes(`/api/v1/portfolio/resume?resumeId=${resumeId}`);
    expect(res.status).toBe(200);
    expect(res.bytes.toString('latin1')).toMatch(/\/Subtype \/Image/);
    const chars = pdfCharacters(res.bytes);
    for (const ch of '동아리회장축제부스협업') expect(chars.has(ch), ch).toBe(true);
    // Without the photo choice, no image.
    const plain = await owner.client.bytes(`/api/v1/portfolio/resume?resumeId=${resumeId}&photo=N`);
    expect(plain.bytes.toString('latin1')).not.toMatch(/\/Subtype \/Image/);
    // A photo the PDF library cannot read (it passed the upload check) is left out; the PDF still comes.
    const odd = Uint8Array.from(Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082', 'hex'));
    expect((await owner.client.upload('/api/v1/mypage/photo', [{ name: 'odd.png', bytes: odd, type: 'image/png' }])).status).toBe(200);
    const without = await owner.client.bytes(`/api/v1/portfolio/resume?resumeId=${resumeId}`);
    expect(without.status).toBe(200);
    expect(without.bytes.toString('latin1')).not.toMatch(/\/Subtype \/Image/);
  });

  it('deletes a version', async () => {
    expect((await owner.client.post(`${VERSIONS}/${resumeId}/delete`)).status).toBe(200);
    expect((await owner.client.page(`/user/portfolio/myResume?resumeId=${resumeId}`)).status).toBe(404);
    expect((await owner.client.get(VERSIONS)).body.data).toHaveLength(9);
  });
});
