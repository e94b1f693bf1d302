// What a completed programme looks like to people without a login. The parent page (학부모용)
// says the programme was completed, as the public page does; a link she stopped says which
// university it belongs to; the certificate's verification page names itself once. The student and
// her programme are this file's own.
import { beforeAll, describe, expect, it } from 'vitest';
import { Window } from 'happy-dom';
import { Client, accountClient, studentClient, unique } from './client';

let student: Client;
let title: string;

function documentOf(html: string) {
  const window = new Window({ url: 'http://localhost/' });
  window.document.write(html);
  return window.document;
}

async function visit(url: string) {
  const u = new URL(url);
  return new Client().page(u.pathname + u.search);
}

beforeAll(async () => {
  const staff = (await accountClient('stf', { roles: ['PROGRAM_MANAGER'] })).client;
  ({ client: student } = await studentClient());
  title = unique('학부모에게 보일 프로그램');
  const created = await staff.post('/api/v1/stf/career/programs', {
    title,
    categoryCd: 'CAREER_SKILL',
    summary: '이수 표시 확인',
    description: '이수한 프로그램이 공유 페이지에 보이는지 확인합니다.',
    competencyCds: [],
    mileage: 5,
    eligibleColgCds: [],
    eligibleDeptCds: [],
    eligibleGrades: [],
    eligibleStatusCds: [],
    capacity: 5,
    waitlistCapacity: 0,
    autoApprove: true,
    applyStartDt: '2026-11-20',
    applyEndDt: '2026-11-22',
    runStartDt: '2026-11-21',
    runEndDt: '2026-11-22',
    minAttendPct: 0,
    sessions: [{ title: '1회', sessionDt: '2026-11-21', startTm: '10:00', endTm: '12:00' }],
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const programId = created.body.data.programId as number;
  expect((await student.post(`/api/v1/career/programs/${programId}/apply`, {})).status).toBe(200);
  const closed = await staff.post(`/api/v1/stf/career/programs/${programId}/close`, {});
  expect(closed.body.data.completed).toBe(1);
});

describe('a completed programme on the shared pages', () => {
  it('the parent page says it was completed, as the public page does', async () => {
    for (const kind of ['PARENT', 'PUBLIC'] as const) {
      const share = await student.post('/api/v1/portfolio/shares', { kind, days: 30, sections: ['PROGRAMS'] });
      expect(share.status, JSON.stringify(share.body)).toBe(200);
      const page = await visit(share.body.data.url);
      expect(page.status).toBe(200);
      const item = [...documentOf(page.html).querySelectorAll('ul.items li')].find((li) => li.textContent?.includes(title));
      expect(item?.querySelector('[data-testid="item-detail"]')?.textContent, kind).toBe('진로 프로그램 이수');
    }
  });

  it('a stopped link says whose university it is', async () => {
    const share = await student.post('/api/v1/portfolio/shares', { kind: 'PARENT', days: 30, sections: ['PROGRAMS'] });
    expect((await student.post(`/api/v1/portfolio/shares/${share.body.data.shareId}/revoke`)).status).toBe(200);
    const gone = await visit(share.body.data.url);
    expect(gone.status).toBe(410);
    const doc = documentOf(gone.html);
    expect(doc.querySelector('main')?.textContent).toContain('한울여자대학교');
  });

  it('the verification page of her certificate has one heading of its name', async () => {
    const certs = await student.page('/user/futuredesign/crrcerti');
    const code = /<code>([A-Z2-7]{16})<\/code>/.exec(certs.html)?.[1];
    expect(code).toBeTruthy();
    const page = await new Client().page(`/verify/${code}`);
    expect(page.status).toBe(200);
    const doc = documentOf(page.html);
    expect([...doc.querySelectorAll('h1')].map((h) => h.textContent?.trim())).toEqual(['이수증 진위 확인']);
    expect(doc.querySelector('[data-testid="verdict"]')?.textContent).toContain('유효한 이수증입니다.');
  });
});
