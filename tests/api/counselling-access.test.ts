// Who may see what of counselling, over HTTP: a student only their own applications, counsellors the
// kinds of their centre, professors the requests addressed to them, staff and admins figures only.
// Session notes never reach the student (a professor's shared summary does), and every read of the
// records is in the audit log.
import { beforeAll, describe, expect, it } from 'vitest';
import { Client, cnslApplication, loggedIn, unique, type CnslSlot } from './client';

let cnslr1: Client;
let prof1: Client;
let admin1: Client;

async function openSlots(client: Client, cnslKind: string, handlerId?: string): Promise<CnslSlot[]> {
  const res = await client.get('/api/v1/cnsl/slots', { cnslKind, handlerId });
  expect(res.status).toBe(200);
  return res.body.data.slots.filter((s: CnslSlot) => new Date(s.start).getTime() > Date.now() + 26 * 3600_000);
}

async function book(student: Client, cnslKind: 'PERSON' | 'PROF', handlerId: string) {
  const [slot] = await openSlots(student, cnslKind, handlerId);
  expect(slot).toBeDefined();
  const body = cnslApplication(cnslKind, { handlerId, slotStart: slot.start });
  const res = await student.post('/api/v1/cnsl/apply', body);
  expect(res.status).toBe(200);
  return { applId: res.body.data.applId as number, topic: body.topic as string };
}

function act(client: Client, applId: number, action: string, body: unknown = {}) {
  return client.post(`/api/v1/cnsl/applications/${applId}/${action}`, body);
}

async function statusOf(owner: Client, applId: number) {
  const d = (await owner.get(`/api/v1/cnsl/applications/${applId}`)).body.data;
  return { status: d.status as string, steps: d.history.length as number };
}

/** The audit entries of the admin page for an action, as row texts. */
async function auditRows(action: string) {
  const page = await admin1.page(`/adm/audit?action=${encodeURIComponent(action)}`);
  expect(page.status).toBe(200);
  const table = /data-testid="audit-log"[\s\S]*?<tbody>([\s\S]*?)<\/tbody>/.exec(page.html)?.[1] ?? '';
  return table
    .split(/<tr[^>]*>/)
    .slice(1)
    .map((row) => row.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim());
}

beforeAll(async () => {
  [cnslr1, prof1, admin1] = await Promise.all([loggedIn('cnslr1', 'cnslr'), loggedIn('prof1', 'prof'), loggedIn('admin1', 'adm')]);
});

describe("a student's application seen by others", () => {
  let owner: Client;
  let person: { applId: number; topic: string };
  let profRequest: { applId: number; topic: string };

  beforeAll(async () => {
    owner = await loggedIn('student99', 'std');
    person = await book(owner, 'PERSON', 'cnslr1');
    profRequest = await book(owner, 'PROF', 'prof1');
  });

  it('is hidden from another student (404, as for an id that does not exist), who can neither cancel nor move it', async () => {
    const other = await loggedIn('student100', 'std');
    const before = await statusOf(owner, person.applId);
    const res = await other.get(`/api/v1/cnsl/applications/${person.applId}`);
    expect(res.status).toBe(404);
    expect(res.body.data).toBeNull();
    expect(JSON.stringify(res.body)).not.toContain(person.topic);
    const missing = await other.get('/api/v1/cnsl/applications/99999999');
    expect(missing.status).toBe(404);
    expect(res.body.message).toBe(missing.body.message);
    expect((await act(other, person.applId, 'cancel', { reason: '남의 신청' })).status).toBe(404);
    const [slot] = await openSlots(other, 'PERSON', 'cnslr1');
    expect((await act(other, person.applId, 'time', { slotStart: slot.start })).status).toBe(404);
    expect(await statusOf(owner, person.applId)).toEqual(before);
    expect((await other.get('/api/v1/cnsl/my')).body.data.map((a: { applId: number }) => a.applId)).not.toContain(person.applId);
  });

  it('is hidden from a career counsellor (cnslr4): 404 to read, accept or reject it, and it stays APPLIED', async () => {
    const cnslr4 = await loggedIn('cnslr4', 'cnslr');
    expect((await cnslr4.get(`/api/v1/cnsl/applications/${person.applId}`)).status).toBe(404);
    expect((await act(cnslr4, person.applId, 'accept')).status).toBe(404);
    expect((await act(cnslr4, person.applId, 'reject', { reason: '진로센터에서 반려' })).status).toBe(404);
    expect((await cnslr4.get(`/api/v1/cnsl/applications/${person.applId}/records`)).status).toBe(404);
    expect((await cnslr4.get('/api/v1/cnsl/inbox', { keyword: person.topic })).body.data.totalCnt).toBe(0);
    expect(await statusOf(owner, person.applId)).toEqual({ status: 'APPLIED', steps: 1 });
  });

  it("hides prof1's request from prof2 (404 to read or accept) and from the psychological counsellors", async () => {
    const prof2 = await loggedIn('prof2', 'prof');
    expect((await prof2.get(`/api/v1/cnsl/applications/${profRequest.applId}`)).status).toBe(404);
    expect((await act(prof2, profRequest.applId, 'accept')).status).toBe(404);
    expect((await cnslr1.get(`/api/v1/cnsl/applications/${profRequest.applId}`)).status).toBe(404);
    expect((await act(cnslr1, profRequest.applId, 'accept')).status).toBe(404);
    expect(await statusOf(owner, profRequest.applId)).toEqual({ status: 'APPLIED', steps: 1 });
    expect((await prof1.get(`/api/v1/cnsl/applications/${profRequest.applId}`)).body.data).toMatchObject({ topic: profRequest.topic, studentId: 'student99' });
  });

  for (const [userId, userDiv] of [
    ['staff1', 'stf'],
    ['admin1', 'adm'],
  ]) {
    it(`gives ${userId} no inbox and no application (403, 404) but the figures: kind, status and a number, nothing else`, async () => {
      const client = await loggedIn(userId, userDiv);
      expect((await client.get('/api/v1/cnsl/inbox')).status).toBe(403);
      expect((await client.get(`/api/v1/cnsl/applications/${person.applId}`)).status).toBe(404);
      expect((await client.get(`/api/v1/cnsl/applications/${person.applId}/records`)).status).toBe(403);
      const res = await client.get('/api/v1/cnsl/counts');
      expect(res.status).toBe(200);
      const rows = res.body.data as { cnslKind: string; status: string; n: number }[];
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) {
        expect(Object.keys(row).sort()).toEqual(['cnslKind', 'n', 'status', 'urgent']);
        expect(Number.isInteger(Number(row.n))).toBe(true);
      }
      expect(rows.find((r) => r.cnslKind === 'PERSON' && r.status === 'APPLIED')?.n).toBeGreaterThanOrEqual(1);
      const text = JSON.stringify(rows);
      expect(text).not.toContain(person.topic);
      expect(text).not.toContain('student99');
      expect(text).not.toMatch(/[가-힣]/); // no names, no topics, no labels: figures only
    });
  }

  it('gives students no figures and no inbox (403)', async () => {
    expect((await owner.get('/api/v1/cnsl/counts')).status).toBe(403);
    expect((await owner.get('/api/v1/cnsl/inbox')).status).toBe(403);
  });
});

describe("a counsellor's session notes", () => {
  let student: Client;
  let applId: number;
  const notes = unique('상담 기록: 가족 관계에서 오는 긴장과 수면 문제를 다룸');
  const followUp = unique('다음 회기에 수면 일지 확인');

  beforeAll(async () => {
    student = await loggedIn('student102', 'std');
    ({ applId } = await book(student, 'PERSON', 'cnslr1'));
  });

  it('cannot be written before the session is scheduled (409)', async () => {
    const res = await cnslr1.post(`/api/v1/cnsl/applications/${applId}/records`, { category: '개인상담', notes });
    expect(res.status).toBe(409);
  });

  it('are written once it is scheduled, and the counsellor reads them back', async () => {
    expect((await act(cnslr1, applId, 'accept')).status).toBe(200);
    expect((await act(cnslr1, applId, 'schedule')).status).toBe(200);
    const res = await cnslr1.post(`/api/v1/cnsl/applications/${applId}/records`, { category: '개인상담', notes, followUp });
    expect(res.status).toBe(200);
    expect(res.body.data.recordId).toEqual(expect.any(Number));
    const read = await cnslr1.get(`/api/v1/cnsl/applications/${applId}/records`);
    expect(read.status).toBe(200);
    expect(read.body.data).toEqual([expect.objectContaining({ recordId: res.body.data.recordId, category: '개인상담', notes, followUp, studentSummary: null })]);
  });

  it('cannot carry a summary for the student when a counsellor writes them (400 on studentSummary)', async () => {
    const res = await cnslr1.post(`/api/v1/cnsl/applications/${applId}/records`, { category: '개인상담', notes: '두 번째 기록', studentSummary: '학생에게 보일 요약' });
    expect(res.status).toBe(400);
    expect(res.body.data).toHaveProperty('studentSummary');
    expect((await cnslr1.get(`/api/v1/cnsl/applications/${applId}/records`)).body.data).toHaveLength(1);
  });

  it('are refused to the student (403), and appear nowhere in what the student can read', async () => {
    const records = await student.get(`/api/v1/cnsl/applications/${applId}/records`);
    expect(records.status).toBe(403);
    expect(JSON.stringify(records.body)).not.toContain(notes);
    expect((await student.post(`/api/v1/cnsl/applications/${applId}/records`, { category: '학생', notes: '학생이 쓴 기록' })).status).toBe(403);
    const detail = await student.get(`/api/v1/cnsl/applications/${applId}`);
    expect(detail.status).toBe(200);
    expect(detail.body.data.summaries).toEqual([]);
    for (const body of [detail.body, (await student.get('/api/v1/cnsl/my')).body, (await student.get('/api/v1/messages/inbox', { size: 100 })).body]) {
      const text = JSON.stringify(body);
      expect(text).not.toContain(notes);
      expect(text).not.toContain(followUp);
    }
  });
});

describe("a professor's record of a professor counselling", () => {
  let student: Client;
  let applId: number;
  const notes = unique('면담 메모: 복수전공 고민, 성적 하락 원인 논의');
  const summary = unique('다음 학기에 전공 심화 과목 두 개를 듣기로 했습니다');

  beforeAll(async () => {
    student = await loggedIn('student101', 'std');
    ({ applId } = await book(student, 'PROF', 'prof1'));
    expect((await act(prof1, applId, 'accept')).status).toBe(200);
    expect((await act(prof1, applId, 'schedule')).status).toBe(200);
    expect((await prof1.post(`/api/v1/cnsl/applications/${applId}/records`, { category: '학업', notes, studentSummary: summary })).status).toBe(200);
  });

  it('shares its summary with the student, in the application, but never the notes', async () => {
    const res = await student.get(`/api/v1/cnsl/applications/${applId}`);
    expect(res.status).toBe(200);
    expect(res.body.data.summaries).toEqual([{ summary, createdAt: expect.any(String) }]);
    expect(JSON.stringify(res.body)).not.toContain(notes);
    expect((await student.get(`/api/v1/cnsl/applications/${applId}/records`)).status).toBe(403);
  });

  it('is read in full by prof1 only: prof2 and the counsellors get 404', async () => {
    const own = await prof1.get(`/api/v1/cnsl/applications/${applId}/records`);
    expect(own.status).toBe(200);
    expect(own.body.data).toEqual([expect.objectContaining({ notes, studentSummary: summary, category: '학업' })]);
    const prof2 = await loggedIn('prof2', 'prof');
    expect((await prof2.get(`/api/v1/cnsl/applications/${applId}/records`)).status).toBe(404);
    expect((await cnslr1.get(`/api/v1/cnsl/applications/${applId}/records`)).status).toBe(404);
  });
});

describe('the audit log of record reads', () => {
  it('has one cnsl.record.read entry per read, with the reader and the application', async () => {
    const student = await loggedIn('student104', 'std');
    const { applId } = await book(student, 'PERSON', 'cnslr1');
    expect((await act(cnslr1, applId, 'accept')).status).toBe(200);
    expect((await act(cnslr1, applId, 'schedule')).status).toBe(200);
    expect((await cnslr1.post(`/api/v1/cnsl/applications/${applId}/records`, { category: '개인상담', notes: unique('감사 확인용 기록') })).status).toBe(200);
    const ofThis = async () => (await auditRows('cnsl.record.read')).filter((r) => r.includes(`cnsl_application:${applId} `) || r.endsWith(`cnsl_application:${applId}`));
    expect(await ofThis()).toHaveLength(0);

    const cnslr2 = await loggedIn('cnslr2', 'cnslr');
    expect((await cnslr1.get(`/api/v1/cnsl/applications/${applId}/records`)).status).toBe(200);
    expect((await cnslr1.get(`/api/v1/cnsl/applications/${applId}/records`)).status).toBe(200);
    expect((await cnslr2.get(`/api/v1/cnsl/applications/${applId}/records`)).status).toBe(200);
    const rows = await ofThis();
    expect(rows).toHaveLength(3);
    expect(rows.every((r) => r.includes('cnsl.record.read'))).toBe(true);
    expect(rows.filter((r) => / cnslr1 /.test(` ${r} `))).toHaveLength(2);
    expect(rows.filter((r) => / cnslr2 /.test(` ${r} `))).toHaveLength(1);
  });

  it('also has the professor’s reads', async () => {
    const rows = await auditRows('cnsl.record.read');
    expect(rows.some((r) => / prof1 /.test(` ${r} `))).toBe(true);
  });
});
