// Attachments: zip bundles, file lists and single downloads of notice attachments; uploads checked by
// content; profile photos private to their owner.
import { beforeAll, describe, expect, it } from 'vitest';
import { Client, loggedIn } from './client';
import { png } from '../support/images';

interface FileRow {
  fileId: number;
  fileGroupId: number;
  linkUrlPath: string;
  oriFileNm: string;
  fileExtNm: string;
  fileSize: number;
}

const CALENDAR_FILE = '2026학년도 2학기 학사일정.txt';
/** Notice attachments are stored in posting order: post 3 (.txt) has the first file group. */
const POST3_GROUP = 1;

let anon: Client;
let student5: Client;
let student6: Client;
let staff2: Client;

beforeAll(async () => {
  anon = new Client();
  [student5, student6, staff2] = await Promise.all([loggedIn('student5', 'std'), loggedIn('student6', 'std'), loggedIn('staff2', 'stf')]);
});

describe('the notice page of post 3', () => {
  it('opens, lists its attachment with the download link, and offers the zip of its file group', async () => {
    const page = await student5.page('/notice/3');
    expect(page.status).toBe(200);
    expect(page.html).toContain('2026학년도 2학기 주요 학사일정 안내');
    const list = /data-testid="attachments"[^>]*>([\s\S]*?)<\/ul>/.exec(page.html)?.[1] ?? '';
    expect(list).toContain('2026학년도 2학기 학사일정.txt');
    expect(list).toMatch(/href="\/api\/files\/download\/\d+"/);
    expect(page.html).toContain('data-testid="zip-download"');
  });
});

describe('GET /api/cmmn/getFileList', () => {
  it("lists post 3's file group: the first item has linkUrlPath, oriFileNm and fileExtNm", async () => {
    const res = await anon.get('/api/cmmn/getFileList', { fileId: POST3_GROUP });
    expect(res.status).toBe(200);
    const list: FileRow[] = res.body.data;
    expect(Array.isArray(list)).toBe(true);
    expect(list[0]).toMatchObject({ fileGroupId: POST3_GROUP, oriFileNm: '2026학년도 2학기 학사일정', fileExtNm: 'txt' });
    expect(list[0].linkUrlPath).toMatch(/^\/api\/files\/download\/\d+$/);
  });

  it("downloads the first item's linkUrlPath: fileSize bytes and a UTF-8 file name in Content-Disposition", async () => {
    const [file] = (await anon.get('/api/cmmn/getFileList', { fileId: POST3_GROUP })).body.data as FileRow[];
    const res = await anon.bytes(file.linkUrlPath);
    expect(res.status).toBe(200);
    expect(res.bytes.length).toBe(file.fileSize);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    const disposition = res.headers.get('content-disposition') ?? '';
    expect(disposition).toMatch(/^attachment;/);
    expect(disposition).toContain(`filename*=UTF-8''${encodeURIComponent(CALENDAR_FILE)}`);
    expect(res.bytes.toString('utf8')).toContain('2026학년도 2학기 학사일정');
  });

  it('answers an unknown group with 404', async () => {
    const res = await anon.get('/api/cmmn/getFileList', { fileId: 999999 });
    expect(res.status).toBe(404);
    expect(res.body.code).toBe(404);
  });

  it("answers fileId 'x' with 400 and a fileId field error", async () => {
    const res = await anon.get('/api/cmmn/getFileList', { fileId: 'x' });
    expect(res.status).toBe(400);
    expect(res.body.data).toHaveProperty('fileId');
  });
});

describe('GET /api/files/{fileGroupId}', () => {
  it("answers post 3's file group as application/zip that starts with PK and holds the file name", async () => {
    const res = await anon.bytes(`/api/files/${POST3_GROUP}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.bytes.subarray(0, 2).toString('latin1')).toBe('PK');
    expect(res.bytes.includes(Buffer.from(CALENDAR_FILE, 'utf8'))).toBe(true);
    expect(res.headers.get('content-disposition')).toContain("filename*=UTF-8''");
  });

  it('answers an unknown group with 404 in the envelope', async () => {
    const res = await anon.raw('/api/files/999999');
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ code: 404 });
  });

  it("answers group 'x' with 400", async () => {
    const res = await anon.raw('/api/files/x');
    expect(res.status).toBe(400);
  });
});

describe('POST /api/v1/mypage/photo', () => {
  it("replaces student5's photo: headerUserInfo shows the new URL, which student5 may open and student6 may not", async () => {
    const image = png(8, 8);
    const res = await student5.upload('/api/v1/mypage/photo', [{ name: 'me.png', bytes: image, type: 'image/png' }]);
    expect(res.status).toBe(200);
    const photoUrl: string = res.body.data.photoUrl;
    expect(photoUrl).toMatch(/^\/api\/files\/download\/\d+$/);

    const info = (await student5.get('/api/v1/headerUserInfo')).body.data;
    expect(info.photo).toBe(photoUrl);
    expect(info.userDTO.photoUrl).toBe(photoUrl);

    const own = await student5.bytes(photoUrl);
    expect(own.status).toBe(200);
    expect(own.headers.get('content-type')).toBe('image/png');
    expect(Buffer.compare(own.bytes, Buffer.from(image))).toBe(0);

    const other = await student6.raw(photoUrl);
    expect(other.status).toBe(404);
    expect((await anon.raw(photoUrl)).status).toBe(404); // Logged out: the same 404 as for a file that is not hers (no 401 oracle).
    // Staff may see students' photos.
    expect((await staff2.raw(photoUrl)).status).toBe(200);
  });

  it("refuses a .png that is really text with 400 '파일 내용이 확장자와 일치하지 않습니다.', and the photo is unchanged", async () => {
    const before = (await student5.get('/api/v1/headerUserInfo')).body.data.photo;
    const res = await student5.upload('/api/v1/mypage/photo', [{ name: 'fake.png', bytes: new TextEncoder().encode('this is not an image'), type: 'image/png' }]);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('파일 내용이 확장자와 일치하지 않습니다.');
    expect(res.body.data).toHaveProperty('file');
    expect((await student5.get('/api/v1/headerUserInfo')).body.data.photo).toBe(before);
  });

  it('refuses a photo over 2 MB with 400, and the photo is unchanged', async () => {
    const before = (await student5.get('/api/v1/headerUserInfo')).body.data.photo;
    const big = new Uint8Array(2 * 1024 * 1024 + 1);
    big.set(png(), 0);
    const res = await student5.upload('/api/v1/mypage/photo', [{ name: 'big.png', bytes: big, type: 'image/png' }]);
    expect(res.status).toBe(400);
    expect(res.body.data).toHaveProperty('file');
    expect((await student5.get('/api/v1/headerUserInfo')).body.data.photo).toBe(before);
  });

  it('refuses a PDF as a photo with 400', async () => {
    const res = await student5.upload('/api/v1/mypage/photo', [{ name: 'doc.pdf', bytes: new TextEncoder().encode('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'), type: 'application/pdf' }]);
    expect(res.status).toBe(400);
  });

  it('answers a call without a file with 400', async () => {
    const res = await student5.upload('/api/v1/mypage/photo', [], { note: 'x' });
    expect(res.status).toBe(400);
    expect(res.body.data).toHaveProperty('file');
  });
});

describe('POST /api/files/upload', () => {
  it('stores an allowed file in a private group that its owner can list and download', async () => {
    const text = new TextEncoder().encode('동아리 활동 보고서\n');
    const res = await student6.upload('/api/files/upload', [{ name: '보고서.txt', bytes: text, type: 'text/plain' }]);
    expect(res.status).toBe(200);
    const { fileGroupId, files } = res.body.data as { fileGroupId: number; files: FileRow[] };
    expect(files[0]).toMatchObject({ oriFileNm: '보고서', fileExtNm: 'txt', fileSize: text.length });

    const list = await student6.get('/api/cmmn/getFileList', { fileId: fileGroupId });
    expect(list.body.data.map((f: FileRow) => f.fileId)).toEqual([files[0].fileId]);
    const got = await student6.bytes(files[0].linkUrlPath);
    expect(Buffer.compare(got.bytes, Buffer.from(text))).toBe(0);

    expect((await student5.get('/api/cmmn/getFileList', { fileId: fileGroupId })).status).toBe(404);
    expect((await student5.raw(`/api/files/${fileGroupId}`)).status).toBe(404);
  });

  it("refuses to add a file to another user's group with 404, writing nothing", async () => {
    const mine = await student6.upload('/api/files/upload', [{ name: 'a.txt', bytes: new TextEncoder().encode('a') }]);
    const groupId = String(mine.body.data.fileGroupId);
    const res = await student5.upload('/api/files/upload', [{ name: 'b.txt', bytes: new TextEncoder().encode('b') }], { fileGroupId: groupId });
    expect(res.status).toBe(404);
    const list = await student6.get('/api/cmmn/getFileList', { fileId: groupId });
    expect(list.body.data).toHaveLength(1);
  });

  it('refuses an .exe with 400 and a file field error', async () => {
    const res = await student6.upload('/api/files/upload', [{ name: 'setup.exe', bytes: new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03]) }]);
    expect(res.status).toBe(400);
    expect(res.body.data).toHaveProperty('file');
  });

  it('refuses an empty file with 400', async () => {
    const res = await student6.upload('/api/files/upload', [{ name: 'empty.txt', bytes: new Uint8Array(0) }]);
    expect(res.status).toBe(400);
  });

  it('answers an upload without login with 401', async () => {
    const res = await anon.upload('/api/files/upload', [{ name: 'a.txt', bytes: new TextEncoder().encode('a') }]);
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ code: 401, message: 'Access Denied' });
  });
});
