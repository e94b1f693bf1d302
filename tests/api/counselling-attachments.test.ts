// A file attached to a counselling application is private to counselling: its student and those who
// handle the application read it; staff, admins and other students do not.
import { beforeAll, describe, expect, it } from 'vitest';
import { Client, cnslApplication, loggedIn } from './client';

/** A tiny but real PDF. */
const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');

let student: Client;
let applId: number;
let fileGroupId: number;
let file: { fileId: number; linkUrlPath: string; fileSize: number };

beforeAll(async () => {
  student = await loggedIn('student88', 'std');
});

describe('a student attaching a PDF to an application', () => {
  it('uploads it (a private file group of their own) and applies with it: the application keeps the group', async () => {
    const up = await student.upload('/api/files/upload', [{ name: '심리검사 결과지.pdf', bytes: PDF, type: 'application/pdf' }]);
    expect(up.status).toBe(200);
    fileGroupId = up.body.data.fileGroupId;
    [file] = up.body.data.files;
    expect(file).toMatchObject({ fileExtNm: 'pdf', fileSize: PDF.length, linkUrlPath: `/api/files/download/${file.fileId}` });

    const res = await student.post('/api/v1/cnsl/apply', cnslApplication('VISIT', { preferredTimes: '화요일 오후', fileGroupId }));
    expect(res.status).toBe(200);
    applId = res.body.data.applId;
    expect((await student.get(`/api/v1/cnsl/applications/${applId}`)).body.data.fileGroupId).toBe(fileGroupId);
  });

  it('reads the file back itself', async () => {
    const res = await student.bytes(file.linkUrlPath);
    expect(res.status).toBe(200);
    expect(Buffer.compare(res.bytes, Buffer.from(PDF))).toBe(0);
  });

  it('lets cnslr1, who handles psychological counselling, download it and list it', async () => {
    const cnslr1 = await loggedIn('cnslr1', 'cnslr');
    const res = await cnslr1.bytes(file.linkUrlPath);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.compare(res.bytes, Buffer.from(PDF))).toBe(0);
    const list = await cnslr1.get('/api/cmmn/getFileList', { fileId: fileGroupId });
    expect(list.status).toBe(200);
    expect(list.body.data.map((f: { fileId: number }) => f.fileId)).toEqual([file.fileId]);
  });

  for (const [userId, userDiv] of [
    ['staff1', 'stf'],
    ['admin1', 'adm'],
    ['student89', 'std'],
    ['cnslr4', 'cnslr'],
    ['prof1', 'prof'],
  ]) {
    it(`refuses it to ${userId} (404, as if it did not exist), as a download, a list and a zip`, async () => {
      const client = await loggedIn(userId, userDiv);
      const res = await client.bytes(file.linkUrlPath);
      expect(res.status).toBe(404);
      expect(res.bytes.includes(Buffer.from('%PDF'))).toBe(false);
      expect((await client.get('/api/cmmn/getFileList', { fileId: fileGroupId })).status).toBe(404);
      expect((await client.raw(`/api/files/${fileGroupId}`)).status).toBe(404);
    });
  }

  it('refuses it to a visitor who is not logged in with the same 404 as a missing file (no 401 oracle)', async () => {
    expect((await new Client().bytes(file.linkUrlPath)).status).toBe(404);
  });
});

describe('one file group attached to two applications of the student', () => {
  it('is readable by the handlers of both: the psychological counsellor and the professor', async () => {
    const [slot] = (await student.get('/api/v1/cnsl/slots', { cnslKind: 'PROF', handlerId: 'prof1' })).body.data.slots;
    const res = await student.post('/api/v1/cnsl/apply', cnslApplication('PROF', { handlerId: 'prof1', slotStart: slot.start, fileGroupId }));
    expect(res.status).toBe(200);
    expect((await student.get(`/api/v1/cnsl/applications/${res.body.data.applId}`)).body.data.fileGroupId).toBe(fileGroupId);
    const [cnslr1, prof1] = await Promise.all([loggedIn('cnslr1', 'cnslr'), loggedIn('prof1', 'prof')]);
    expect((await cnslr1.bytes(file.linkUrlPath)).status, 'cnslr1').toBe(200);
    expect((await prof1.bytes(file.linkUrlPath)).status, 'prof1').toBe(200);
    // Still nobody else.
    const prof2 = await loggedIn('prof2', 'prof');
    expect((await prof2.bytes(file.linkUrlPath)).status).toBe(404);
  });
});

describe('an upload named .pdf that is really text', () => {
  it('is refused (400 on file) and cannot be attached', async () => {
    const fake = new TextEncoder().encode('이건 PDF가 아니라 그냥 글입니다.\n');
    const res = await student.upload('/api/files/upload', [{ name: '결과지.pdf', bytes: fake, type: 'application/pdf' }]);
    expect(res.status).toBe(400);
    expect(res.body.data).toHaveProperty('file');
    expect(JSON.stringify(res.body)).not.toContain('fileGroupId');
  });
});
