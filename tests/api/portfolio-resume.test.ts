// 이력서 over HTTP: the résumé preview follows the sections and the order the student chose, the
// contact line only when she wants it; the PDF download is a real PDF with the Korean font embedded
// whose text holds her Korean name and her award (read back from the font's Unicode map); bad
// choices are refused; only students get one. Student 273 (shared with the history file) is used.
import { inflateSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { Client, loggedIn, unique } from './client';

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
