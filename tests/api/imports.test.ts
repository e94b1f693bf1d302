// Imports from the academic system over HTTP. An admin uploads a zip of CSV files (or a workbook):
// the dry run reports per kind what would be created, updated, deactivated and restored, and every
// refused row with its file, line, column and a Korean reason, and writes nothing; confirming
// writes it; the same file again changes nothing. A CP949 export reads like a UTF-8 one. Two imports
// at once: one is refused. The academic system's job sends files with a token an admin issued, and
// nothing once it is revoked. A student from the file gets a set-password link in bulk, signs in and
// sees her grades and graduation simulation. Last, batch mode: a file that would switch off more
// than the threshold's share is refused whole; people who come back are restored.
import { beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { Client, loggedIn } from './client';
import { smallUniversity, uniqueTag, workbookOf, zipOf, type Files } from '../support/imports';

const BASE = '/api/v1/adm/imports';
let admin: Client;

async function upload(c: Client, bytes: Buffer, query: Record<string, string> = {}, fileNm = '학사자료.zip') {
  const res = await c.raw(`${BASE}?${new URLSearchParams(query)}`, { method: 'POST', headers: { 'content-type': 'application/octet-stream', 'x-file-name': encodeURIComponent(fileNm) }, body: new Uint8Array(bytes) });
  return { status: res.status, body: (await res.json()) as { code: number; message: string; data: any } };
}

const counts = (report: any, kind: string) => report.counts[kind] as { rows: number; create: number; update: number; deactivate: number; restore: number; refused: number };

async function account(userId: string) {
  const res = await admin.get(`/api/v1/adm/accounts/${userId}`);
  return res.status === 200 ? res.body.data.account ?? res.body.data : null;
}

beforeAll(async () => {
  admin = await loggedIn('admin1', 'adm');
});

describe('dry run, confirm, and the same file again', () => {
  it('reports what it would do, writes only when confirmed, and changes nothing the second time', async () => {
    const u = smallUniversity(uniqueTag());
    const zip = await zipOf(u.files);
    const dry = await upload(admin, zip);
    expect(dry.status).toBe(200);
    const report = dry.body.data;
    expect(report.status).toBe('DRY_RUN');
    expect(report.confirmable).toBe(true);
    expect(counts(report, 'students')).toMatchObject({ rows: 5, create: 5, update: 0, refused: 0 });
    expect(counts(report, 'enrolments')).toMatchObject({ rows: 15, create: 15 });
    expect(counts(report, 'requirements').create).toBe(1);
    expect(report.fileHash).toMatch(/^[0-9a-f]{64}$/);
    // Nothing written yet.
    expect(await account(u.students[0])).toBeNull();

    const applied = await admin.post(`${BASE}/${report.runId}/confirm`);
    expect(applied.status).toBe(200);
    expect(applied.body.data.status).toBe('APPLIED');
    expect(counts(applied.body.data, 'students').create).toBe(5);
    const acc = await account(u.students[0]);
    expect(acc).toMatchObject({ userId: u.students[0], userDiv: 'std', useYn: 'Y' });

    // A second confirmation is refused; the same file again changes nothing.
    expect((await admin.post(`${BASE}/${report.runId}/confirm`)).status).toBe(409);
    const again = (await upload(admin, zip)).body.data;
    for (const c of Object.values(again.counts) as ReturnType<typeof counts>[]) expect([c.create, c.update, c.deactivate, c.restore, c.refused]).toEqual([0, 0, 0, 0, 0]);

    // The history lists both, and the report downloads as Excel with the counts.
    const history = await admin.get(BASE);
    expect(history.body.data.list.map((r: { runId: number }) => r.runId)).toEqual(expect.arrayContaining([report.runId, again.runId]));
    const xlsx = await admin.bytes(`${BASE}/${report.runId}/report`);
    expect(xlsx.status).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(xlsx.bytes as never);
    expect(wb.getWorksheet('종류별 건수')!.getRow(5).values).toEqual(expect.arrayContaining(['학생', 5]));
    // The audit log holds who, the file's hash and the counts.
    const audit = await admin.page('/adm/audit?action=import.apply');
    expect(audit.status).toBe(200);
  });

  it('refuses rows with their file, line, column and a Korean reason, and imports the rest', async () => {
    const u = smallUniversity(uniqueTag());
    const f: Files = structuredClone(u.files);
    f['students.csv'].push(['12ab', '형식오류', u.dept, '', '1', '재학', '', '', '']); // line 7
    f['students.csv'].push([`${u.students[0].slice(0, -2)}99`, '없는학과', 'NOPE1', '', '1', '재학', '', '', '']); // line 8
    f['students.csv'].push([u.students[1], '중복', u.dept, '', '1', '재학', '', '', '']); // line 9
    f['enrolments.csv'].push([u.students[0], '2026', '2', u.subjects[2], '', 'Z+']); // line 17
    f['enrolments.csv'].push([u.students[0], '2027', '1', u.subjects[0], '07', '']); // line 18
    const report = (await upload(admin, await zipOf(f))).body.data;
    expect(report.status).toBe('DRY_RUN');
    const find = (file: string, line: number) => report.rejects.find((r: { file: string; line: number }) => r.file === file && r.line === line);
    expect(find('students.csv', 7)).toMatchObject({ column: '학번', value: '12ab' });
    expect(find('students.csv', 7).message).toContain('학번 형식');
    expect(find('students.csv', 8)).toMatchObject({ column: '학과코드', value: 'NOPE1' });
    expect(find('students.csv', 8).message).toContain('학과가 없습니다');
    expect(find('students.csv', 9).message).toContain('이미 있습니다 (3행)'.replace(' (', '. ('));
    expect(find('enrolments.csv', 17)).toMatchObject({ column: '성적', value: 'Z+' });
    expect(find('enrolments.csv', 17).message).toContain('등급표');
    expect(find('enrolments.csv', 18)).toMatchObject({ column: '분반', value: '07' });
    expect(find('enrolments.csv', 18).message).toContain('개설되지 않은 분반');
    expect(counts(report, 'students')).toMatchObject({ rows: 8, create: 5, refused: 3 });
    expect(report.rejectTotal).toBe(5);
  });

  it('reads a CP949 export and an xlsx workbook like a UTF-8 zip', async () => {
    const u = smallUniversity(uniqueTag());
    const cp = (await upload(admin, await zipOf(u.files, 'cp949'))).body.data;
    expect(cp.status).toBe('DRY_RUN');
    expect(cp.files.find((f: { kind: string }) => f.kind === 'students').encoding).toBe('CP949');
    expect(counts(cp, 'students')).toMatchObject({ create: 5, refused: 0 });
    await admin.post(`${BASE}/${cp.runId}/confirm`);
    expect((await account(u.students[0])).korNm).toBe('학생1');

    const w = smallUniversity(uniqueTag());
    const wb = (await upload(admin, await workbookOf(w.files), {}, '학사자료.xlsx')).body.data;
    expect(wb.status).toBe('DRY_RUN');
    expect(wb.rejectTotal).toBe(0);
    expect(counts(wb, 'enrolments')).toMatchObject({ rows: 15, create: 15 });
  });

  it('refuses what is not an import file, and keeps out everyone but admins', async () => {
    const bad = await upload(admin, Buffer.from('학번,이름\n1,가\n'));
    expect(bad.status).toBe(200);
    expect(bad.body.data.status).toBe('REFUSED');
    expect(bad.body.data.message).toContain('zip');
    const student = await loggedIn('student1', 'std');
    expect((await upload(student, await zipOf({ 'terms.csv': [['연도']] }))).status).toBe(403);
    expect((await new Client().get(BASE)).status).toBe(401);
    expect((await admin.post(`${BASE}/999999999/confirm`)).status).toBe(404);
  });

  it('refuses a second import while one is running', async () => {
    const u = smallUniversity(uniqueTag(), 400);
    const zip = await zipOf(u.files);
    const [a, b] = await Promise.all([upload(admin, zip), upload(admin, zip)]);
    const statuses = [a.status, b.status].sort();
    expect(statuses).toEqual([200, 409]);
    expect([a, b].find((r) => r.status === 409)!.body.message).toContain('다른 가져오기가 진행 중');
  });
});

describe('the academic system’s token', () => {
  it('sends a file with its token and no browser, and nothing once an admin revoked it', async () => {
    const issued = await admin.post(`${BASE}/clients`, { clientNm: '학사정보시스템 야간 전송', canApply: true });
    expect(issued.status).toBe(200);
    const { token, clientId } = issued.body.data;
    const u = smallUniversity(uniqueTag());
    const zip = await zipOf(u.files);
    const send = (query: string, auth = `Bearer ${token}`) =>
      fetch(`${admin.base}/api/v1/imports?${query}`, { method: 'POST', headers: { authorization: auth, 'content-type': 'application/zip' }, body: new Uint8Array(zip) });
    const dry = await send('dryRun=true');
    expect(dry.status).toBe(200);
    const report = ((await dry.json()) as { data: any }).data;
    expect(report).toMatchObject({ status: 'DRY_RUN', channel: 'API', clientId });
    const confirmed = await fetch(`${admin.base}/api/v1/imports/${report.runId}/confirm`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' } });
    expect(confirmed.status).toBe(200);
    const again = await send('dryRun=false');
    expect(((await again.json()) as { data: any }).data.status).toBe('APPLIED');
    expect((await send('dryRun=true', 'Bearer sis_not-a-real-token-000')).status).toBe(401);
    // The list shows the client without its token; revoked, the token opens nothing.
    const list = await admin.get(`${BASE}/clients`);
    expect(JSON.stringify(list.body.data)).not.toContain(token);
    expect((await admin.raw(`${BASE}/clients/${clientId}`, { method: 'DELETE' })).status).toBe(200);
    expect((await send('dryRun=true')).status).toBe(401);
  });
});

describe('a student from the file', () => {
  it('signs in with a set-password link from the bulk workbook and sees her grades and graduation simulation', async () => {
    const u = smallUniversity(uniqueTag());
    const dry = (await upload(admin, await zipOf(u.files))).body.data;
    await admin.post(`${BASE}/${dry.runId}/confirm`);
    // No imported account has a password anyone knows: the master login refuses until she sets one.
    const nobody = new Client();
    const refused = await nobody.post('/api/auth/login', { userId: u.students[0], password: 'portal1234!', userDiv: 'std' });
    expect(refused.body.data === false || refused.status !== 200).toBe(true);

    const res = await admin.raw(`${BASE}/links`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ userDiv: 'std' }) });
    expect(res.status).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load((await res.arrayBuffer()) as never);
    const rows = wb.getWorksheet(1)!.getSheetValues() as unknown[][];
    const row = rows.find((r) => r && r[1] === u.students[0])!;
    const token = new URL(String(row[5])).searchParams.get('token')!;
    const set = await new Client().post('/api/v1/account/set-password', { token, password: 'Hanul-campus-7429' });
    expect(set.status).toBe(200);

    const student = new Client();
    await student.login(u.students[0], 'std', 'Hanul-campus-7429');
    const sim = await student.get('/api/v1/learnact/grdtsmlt');
    expect(sim.status).toBe(200);
    const view = sim.body.data;
    expect(view.student).toMatchObject({ userId: u.students[0], deptCd: u.dept });
    // A+ in a 3-credit subject and B+ in a 2-credit one: 5 credits, 4.1; the running subject in progress.
    expect(view.simulation.summary).toMatchObject({ earnedCredits: 5, gpa: 4.1, inProgressCredits: 3 });
    const set0 = view.simulation.sets.find((s: { title: string }) => s.title.includes(u.dept.slice(1)));
    expect(set0.rules.find((r: { kind: string }) => r.kind === 'REQUIRED_SUBJECTS').met).toBe(true);
  });
});

describe('batch mode for a term', () => {
  it('refuses a cut-off file by the change threshold, then switches missing people off and back on', async () => {
    const u = smallUniversity(uniqueTag(), 10);
    await admin.post(`${BASE}/${(await upload(admin, await zipOf(u.files))).body.data.runId}/confirm`);
    const cut: Files = structuredClone(u.files);
    cut['students.csv'] = cut['students.csv'].slice(0, 6);
    cut['enrolments.csv'] = cut['enrolments.csv'].filter((r, i) => i === 0 || !u.students.slice(5).includes(r[0]));
    const refused = (await upload(admin, await zipOf(cut), { term: '2027-1', batch: 'true' })).body.data;
    expect(refused.status).toBe('REFUSED');
    expect(refused.confirmable).toBe(false);
    expect(refused.message).toContain('변경 한도 10%');
    expect(counts(refused, 'students').deactivate).toBeGreaterThanOrEqual(5);
    expect((await account(u.students[9])).useYn).toBe('Y');

    const allowed = (await upload(admin, await zipOf(cut), { term: '2027-1', batch: 'true', threshold: '100' })).body.data;
    expect(allowed.status).toBe('DRY_RUN');
    await admin.post(`${BASE}/${allowed.runId}/confirm`);
    expect((await account(u.students[9])).useYn).toBe('N');
    expect((await account(u.students[0])).useYn).toBe('Y');

    const back = (await upload(admin, await zipOf(u.files), { term: '2027-1', batch: 'true', threshold: '100' })).body.data;
    expect(counts(back, 'students').restore).toBe(5);
    expect(counts(back, 'enrolments').restore).toBe(5);
    await admin.post(`${BASE}/${back.runId}/confirm`);
    expect((await account(u.students[9])).useYn).toBe('Y');
  });
});
