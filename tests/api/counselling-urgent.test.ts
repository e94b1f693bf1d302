// A student who answers 예 to "are you thinking of harming yourself or in danger right now?" on a
// psychological counselling application. The application is urgent everywhere the counsellors look:
// first in the inbox, under its own filter, counted on their home page and in the staff figures;
// every psychological counsellor and the centre's heads are told at once by a portal message that
// links to it (the heads may then read the case on a page of their own); the first opening
// is recorded (who and when). Afterwards the test rejects what it created, so other tests see the
// inbox as before.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, accountClient, byTestId, cnslApplication, loggedIn, studentClient, unique } from './client';

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

  it('reaches the psychological counsellors at once as a portal message linking to it (the live stream carries the same message)', async () => {
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

describe('an urgent application and the people it must reach', () => {
  // A counsellor of the centre with no hours today, a career counsellor who holds the centre head's
  // role (the role is a counsellor's: decision 046), a professor an admin tried to make head (refused),
  // a professor without any role and another career counsellor: the alert reaches
  // the first two, each with a link to her case page, and the head may read the case there.
  let student: Client;
  let admin1: Client;
  let psy: { client: Client; userId: string };
  let head: { client: Client; userId: string };
  let leftoverProf: { client: Client; userId: string };
  let plainProf: { client: Client; userId: string };
  let applId: number;
  let calmId: number;
  const topic = unique('밤마다 위험한 생각이 들어요');

  const made = async (p: ReturnType<typeof accountClient>) => {
    const { client, account } = await p;
    return { client, userId: account.userId };
  };

  beforeAll(async () => {
    [psy, head, leftoverProf, plainProf, admin1] = await Promise.all([
      made(accountClient('cnslr', { cnslrDiv: 'PSY' })),
      made(accountClient('cnslr', { cnslrDiv: 'CAREER', roles: ['CNSL_HEAD'] })),
      made(accountClient('prof')),
      made(accountClient('prof')),
      loggedIn('admin1', 'adm'),
    ]);
    // The admin tries to make a professor a head: the role is a counsellor's, so it is refused.
    const refused = await admin1.post(`/api/v1/adm/accounts/${encodeURIComponent(leftoverProf.userId)}/roles`, { roleCd: 'CNSL_HEAD', reason: '센터장 지정 시도' });
    expect(refused.status).toBe(400);
    ({ client: student } = await studentClient());
    const res = await student.post('/api/v1/cnsl/apply', cnslApplication('VISIT', { topic, preferredTimes: '오늘 저녁', intake: { reason: '견디기 힘듭니다.', previous: '없음', urgent: '예' } }));
    expect(res.status).toBe(200);
    applId = res.body.data.applId;
    const calm = await student.post('/api/v1/cnsl/apply', cnslApplication('VISIT', { preferredTimes: '평일 오후' }));
    calmId = calm.body.data.applId;
  });

  afterAll(async () => {
    for (const id of [applId, calmId]) if (id) await psy.client.post(`/api/v1/cnsl/applications/${id}/reject`, { reason: '테스트 정리' });
  });

  it('reaches every psychological counsellor, on duty today or not, with a message that names the case and links to it', async () => {
    const alert = (await messagesOf(psy.client)).find((m) => m.userDef2 === `/cnslr/applications/${applId}`);
    expect(alert).toMatchObject({ msgTitle: '[긴급] 위기 응답이 있는 상담 신청', userDef1: 'CNSL_URGENT' });
    expect(alert!.msgCont).toContain(`방문상담 신청 ${applId}번`);
    // The student's name and her answers stay on the case page.
    expect(alert!.msgCont).not.toContain(topic);
  });

  it('reaches the centre’s head with a link to her case page, and nobody else', async () => {
    expect((await messagesOf(head.client)).find((m) => m.userDef1 === 'CNSL_URGENT' && m.msgCont.includes(`신청 ${applId}번`))?.userDef2).toBe(`/cnslr/applications/${applId}`);
    expect((await messagesOf(leftoverProf.client)).some((m) => m.userDef1 === 'CNSL_URGENT')).toBe(false);
    expect((await messagesOf(plainProf.client)).some((m) => m.userDef1 === 'CNSL_URGENT')).toBe(false);
    const career = await loggedIn('cnslr4', 'cnslr');
    expect((await messagesOf(career)).some((m) => m.msgCont.includes(`신청 ${applId}번`))).toBe(false);
  });

  it('lets a head read the urgent case on her own page, without records, files or actions', async () => {
    {
      const path = `/cnslr/applications/${applId}`;
      const page = await head.client.page(path);
      expect(page.status, path).toBe(200);
      expect(byTestId(page.html, 'case-summary')).toContain(topic);
      expect(byTestId(page.html, 'intake')).toContain('견디기 힘듭니다.');
      expect(byTestId(page.html, 'head-view')).toContain('센터장');
      expect(page.html).not.toContain('data-testid="records"');
      expect(page.html).not.toContain('id="act-h"');
      // Reading is not handling: she can neither accept nor write a record, and nothing changes.
      expect([403, 404]).toContain((await head.client.post(`/api/v1/cnsl/applications/${applId}/accept`, {})).status);
      expect([403, 404]).toContain((await head.client.post(`/api/v1/cnsl/applications/${applId}/records`, { category: '위기', notes: '센터장 메모' })).status);
    }
    expect((await student.get(`/api/v1/cnsl/applications/${applId}`)).body.data.status).toBe('APPLIED');
  });

  it('records each reading by a head in the audit log, as other case views are', async () => {
    const page = await admin1.page(`/adm/audit?action=${encodeURIComponent('cnsl.open')}`);
    const rows = (/data-testid="audit-log"[\s\S]*?<tbody>([\s\S]*?)<\/tbody>/.exec(page.html)?.[1] ?? '').split(/<tr[^>]*>/).map((r) => r.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' '));
    expect(rows.some((r) => r.includes(head.userId) && r.includes(`cnsl_application:${applId}`)), head.userId).toBe(true);
  });

  it('gives the head nothing that is not urgent, and a professor refused the role nothing (404 as for a missing case)', async () => {
    expect((await head.client.page(`/cnslr/applications/${calmId}`)).status).toBe(404);
    expect((await head.client.get(`/api/v1/cnsl/applications/${calmId}`)).status).toBe(404);
    expect((await leftoverProf.client.page(`/prof/counselling/${applId}`)).status).toBe(404);
    expect((await leftoverProf.client.get(`/api/v1/cnsl/applications/${applId}`)).status).toBe(404);
    expect((await plainProf.client.page(`/prof/counselling/${applId}`)).status).toBe(404);
    expect((await plainProf.client.get(`/api/v1/cnsl/applications/${applId}`)).status).toBe(404);
    const staff1 = await loggedIn('staff1', 'stf');
    expect((await staff1.page(`/stf/counselling/${applId}`)).status).toBe(404);
  });
});
