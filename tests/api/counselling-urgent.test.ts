// A student who answers 예 to "are you thinking of harming yourself or in danger right now?" on a
// psychological counselling application. The application is urgent everywhere the counsellors look:
// first in the inbox, under its own filter, counted on their home page and in the staff figures;
// the counsellors on duty are told at once by a portal message that links to it; the first opening
// is recorded (who and when). Afterwards the test rejects what it created, so other tests see the
// inbox as before.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, byTestId, cnslApplication, loggedIn, unique } from './client';

interface Row {
  applId: number;
  urgent: boolean;
  status: string;
}
interface Message {
  msgTitle: string;
  msgCont: string;
  userDef1: string | null;
  userDef2: string | null;
}

let student: Client;
let calm: Client;
let cnslr1: Client;
let staff1: Client;
let urgentId: number;
let calmId: number;
const topic = unique('요즘 너무 힘들어요');

async function messagesOf(client: Client): Promise<Message[]> {
  const res = await client.get('/api/v1/messages/inbox', { size: 100 });
  expect(res.status).toBe(200);
  return res.body.data.list;
}

beforeAll(async () => {
  [student, calm, cnslr1, staff1] = await Promise.all([loggedIn('student141', 'std'), loggedIn('student142', 'std'), loggedIn('cnslr1', 'cnslr'), loggedIn('staff1', 'stf')]);
  const res = await student.post('/api/v1/cnsl/apply', cnslApplication('VISIT', { topic, preferredTimes: '오늘 오후 언제든', intake: { reason: '견디기 힘듭니다.', previous: '없음', urgent: '예' } }));
  expect(res.status).toBe(200);
  expect(res.body.data.urgent).toBe(true);
  urgentId = res.body.data.applId;
  const other = await calm.post('/api/v1/cnsl/apply', cnslApplication('VISIT', { preferredTimes: '평일 오후' }));
  expect(other.status).toBe(200);
  expect(other.body.data.urgent).toBe(false);
  calmId = other.body.data.applId;
});

afterAll(async () => {
  for (const id of [urgentId, calmId]) if (id) await cnslr1.post(`/api/v1/cnsl/applications/${id}/reject`, { reason: '테스트 정리' });
});

describe('an urgent visit application', () => {
  it('comes first in the counsellor’s inbox, newer ordinary applications after it, and is marked urgent', async () => {
    const res = await cnslr1.get('/api/v1/cnsl/inbox', { size: 20 });
    expect(res.status).toBe(200);
    const list = res.body.data.list as Row[];
    expect(list[0]).toMatchObject({ applId: urgentId, urgent: true, status: 'APPLIED' });
    expect(list.find((r) => r.applId === calmId)?.urgent).toBe(false);
    expect(list.findIndex((r) => r.applId === calmId)).toBeGreaterThan(0);
  });

  it('has a filter of its own that lists urgent applications only', async () => {
    const res = await cnslr1.get('/api/v1/cnsl/inbox', { urgent: 'Y', size: 100 });
    expect(res.status).toBe(200);
    const list = res.body.data.list as Row[];
    expect(list.some((r) => r.applId === urgentId)).toBe(true);
    expect(list.every((r) => r.urgent)).toBe(true);
    const page = await cnslr1.page('/cnslr/applications?urgent=Y');
    expect(page.status).toBe(200);
    expect(page.html).toContain(`data-appl-id="${urgentId}" data-urgent="Y"`);
    expect(page.html).not.toContain(`data-appl-id="${calmId}"`);
  });

  it('is counted on the counsellor’s home page with a link to the urgent list', async () => {
    const page = await cnslr1.page('/cnslr');
    const alert = byTestId(page.html, 'urgent-alert');
    expect(alert).toMatch(/긴급 신청 \d+건/);
    expect(alert).toContain('/cnslr/applications?urgent=Y');
  });

  it('reaches the psychological counsellors on duty at once as a portal message linking to it (the live stream carries the same message)', async () => {
    const alert = (await messagesOf(cnslr1)).find((m) => m.userDef2 === `/cnslr/applications/${urgentId}`);
    expect(alert).toMatchObject({ msgTitle: '[긴급] 위기 응답이 있는 상담 신청', userDef1: 'CNSL_URGENT' });
    // Nobody outside counselling is told.
    expect((await messagesOf(staff1)).some((m) => m.userDef2 === `/cnslr/applications/${urgentId}`)).toBe(false);
    // An ordinary application alerts nobody.
    expect((await messagesOf(cnslr1)).some((m) => m.userDef2 === `/cnslr/applications/${calmId}`)).toBe(false);
  });

  it('appears in the figures staff see as a number only', async () => {
    const res = await staff1.get('/api/v1/cnsl/counts');
    expect(res.status).toBe(200);
    const rows = res.body.data as { cnslKind: string; status: string; urgent: number }[];
    expect(rows.find((r) => r.cnslKind === 'VISIT' && r.status === 'APPLIED')?.urgent).toBeGreaterThanOrEqual(1);
    const home = await staff1.page('/stf');
    expect(byTestId(home.html, 'cnsl-urgent-count')).toMatch(/긴급 신청\(위기 응답\): <strong>\d+건/);
    expect(home.html).not.toContain(topic);
  });

  it('records who opened it first and when, and keeps that first opening on later visits', async () => {
    const first = await cnslr1.page(`/cnslr/applications/${urgentId}`);
    expect(first.status).toBe(200);
    const opened = byTestId(first.html, 'first-opened');
    expect(opened).toContain('처음 열람');
    expect(opened).toMatch(/\d{4}\.\d{2}\.\d{2}/);
    const cnslr2 = await loggedIn('cnslr2', 'cnslr');
    const again = await cnslr2.page(`/cnslr/applications/${urgentId}`);
    expect(byTestId(again.html, 'first-opened')).toBe(opened);
  });

  it('keeps the student’s own pages free of the urgent marks meant for counsellors', async () => {
    const res = await student.get(`/api/v1/cnsl/applications/${urgentId}`);
    expect(res.status).toBe(200);
    expect(res.body.data.firstOpenedBy).toBeUndefined();
  });
});
