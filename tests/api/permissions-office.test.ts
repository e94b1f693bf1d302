// Story: the office is many people with different jobs (decision 046). A staff member holding no role
// (staff4) is refused in clubs, exchange, recruiting, startup, learning and content — 403 on lists and
// new records, 404 on one record — and changes nothing; the staff holding the area's role act, and
// so do admins. Registering an incoming exchange student creates a student login, so without the
// exchange role it creates none. A club's student officer sees who applied by name, without 학번.
import { beforeAll, describe, expect, it } from 'vitest';
import { Client, loggedIn, unique } from './client';

let none: Client;
let admin: Client;
let clubsAndExchange: Client;
let recruitingAndStartup: Client;
let learning: Client;
let content: Client;

beforeAll(async () => {
  [none, admin, clubsAndExchange, recruitingAndStartup, learning, content] = await Promise.all([
    loggedIn('staff4', 'stf'),
    loggedIn('admin1', 'adm'),
    loggedIn('staff8', 'stf'),
    loggedIn('staff9', 'stf'),
    loggedIn('staff2', 'stf'),
    loggedIn('staff1', 'stf'),
  ]);
});

describe('clubs', () => {
  it('refuses staff without CLUB_MANAGER and keeps the club as it was; club managers and admins act', async () => {
    const before = await clubsAndExchange.get('/api/v1/stf/clubs/1');
    expect(before.status).toBe(200);
    expect((await none.get('/api/v1/stf/clubs')).status).toBe(403);
    expect((await none.post('/api/v1/stf/clubs', {})).status).toBe(403);
    expect((await none.get('/api/v1/stf/clubs/1')).status).toBe(404);
    const club = before.body.data;
    const edit = await none.post('/api/v1/stf/clubs/1', { ...club, clubNm: `${club.clubNm} 바뀜`, summary: '바뀐 소개' });
    expect(edit.status).toBe(404);
    expect((await none.post('/api/v1/stf/clubs/1/officers', { studentId: 'student238', roleCd: 'PRESIDENT' })).status).toBe(404);
    expect((await clubsAndExchange.get('/api/v1/stf/clubs/1')).body.data).toEqual(club);
    expect((await admin.get('/api/v1/stf/clubs')).status).toBe(200);
    expect((await admin.get('/api/v1/stf/clubs/1')).status).toBe(200);
  });

  it('lets no role-less staff decide on join requests as if she ran the club', async () => {
    const officerView = await none.get('/api/v1/clubs/1');
    expect(officerView.status).toBe(200);
    expect(officerView.body.data.isOfficer).toBe(false);
    expect(officerView.body.data.pending).toEqual([]);
  });

  it('shows a student officer the applicants by name without 학번; the club office keeps them', async () => {
    const officer = await loggedIn('student1', 'std');
    const mine = await officer.get('/api/v1/clubs/1');
    expect(mine.status).toBe(200);
    expect(mine.body.data.isOfficer).toBe(true);
    const pending = mine.body.data.pending as Record<string, unknown>[];
    expect(pending.length).toBeGreaterThan(0);
    for (const p of pending) {
      expect(p).not.toHaveProperty('studentId');
      expect(p.korNm).toBeTruthy();
    }
    expect(JSON.stringify(mine.body.data)).not.toMatch(/student2\d\d/);
    const office = await clubsAndExchange.get('/api/v1/clubs/1');
    expect((office.body.data.pending as { studentId?: string }[]).every((p) => typeof p.studentId === 'string')).toBe(true);
  });
});

describe('exchange', () => {
  it('registers no incoming student (and creates no login) for staff without EXCHANGE_MANAGER', async () => {
    const univs = await clubsAndExchange.get('/api/v1/stf/exchange/universities');
    expect(univs.status).toBe(200);
    const univId = (univs.body.data as { univId: number; useYn: string }[]).find((u) => u.useYn === 'Y')!.univId;
    const korNm = unique('Perm Probe');
    const email = `${korNm.replace(/\W/g, '').toLowerCase()}@example.org`;
    const input = { korNm, univId, year: 2027, termCd: '20', email, hakguaCd: 'D4010' };
    const listBefore = await clubsAndExchange.get('/api/v1/stf/exchange/incoming', { year: 2027, termCd: '20' });
    expect(listBefore.status).toBe(200);
    const res = await none.post('/api/v1/stf/exchange/incoming', input);
    expect(res.status).toBe(403);
    expect((await none.get('/api/v1/stf/exchange/incoming')).status).toBe(403);
    expect((await clubsAndExchange.get('/api/v1/stf/exchange/incoming', { year: 2027, termCd: '20' })).body.data).toEqual(listBefore.body.data);
    const accounts = await admin.get('/api/v1/adm/accounts', { keyword: korNm });
    expect(accounts.status).toBe(200);
    expect(JSON.stringify(accounts.body.data)).not.toContain(korNm);
    // The exchange office and admins reach the list.
    expect((await admin.get('/api/v1/stf/exchange/incoming')).status).toBe(200);
  });

  it('refuses selecting exchange students to staff without the role', async () => {
    const before = await clubsAndExchange.get('/api/v1/stf/exchange/applications');
    expect(before.status).toBe(200);
    expect((await none.get('/api/v1/stf/exchange/applications')).status).toBe(403);
    expect((await none.post('/api/v1/stf/exchange/applications/1/decision', { action: 'SELECT', univId: 1 })).status).toBe(404);
    expect((await none.post('/api/v1/stf/exchange/universities', {})).status).toBe(403);
    expect((await clubsAndExchange.get('/api/v1/stf/exchange/applications')).body.data).toEqual(before.body.data);
    expect((await admin.get('/api/v1/stf/exchange/applications')).status).toBe(200);
  });
});

describe('recruiting', () => {
  it('refuses postings, companies and decisions to staff without RECRUITING_MANAGER; the recruiting office and admins act', async () => {
    const before = await recruitingAndStartup.get('/api/v1/recruiting/manage/postings', { size: 100 });
    expect(before.status).toBe(200);
    const first = (before.body.data.list as { postingId: number; status: string }[])[0];
    expect((await none.get('/api/v1/recruiting/manage/postings')).status).toBe(403);
    expect((await none.get(`/api/v1/recruiting/manage/postings/${first.postingId}`)).status).toBe(404);
    expect((await none.post(`/api/v1/recruiting/manage/postings/${first.postingId}/decision`, { action: first.status === 'OPEN' ? 'CLOSE' : 'APPROVE' })).status).toBe(404);
    expect((await none.get('/api/v1/recruiting/manage/companies')).status).toBe(403);
    expect((await none.post('/api/v1/recruiting/manage/companies', { companyNm: unique('무권한 기업') })).status).toBe(403);
    expect((await none.get('/api/v1/recruiting/manage/postings/export')).status).toBe(403);
    expect((await none.get('/api/v1/recruiting/manage/wages')).status).toBe(403);
    const after = await recruitingAndStartup.get(`/api/v1/recruiting/manage/postings/${first.postingId}`);
    expect(after.body.data.status).toBe(first.status);
    expect((await recruitingAndStartup.get('/api/v1/recruiting/manage/companies')).status).toBe(200);
    expect((await admin.get('/api/v1/recruiting/manage/postings')).status).toBe(200);
    expect((await admin.get('/api/v1/recruiting/manage/wages')).status).toBe(200);
  });
});

describe('startup', () => {
  it('leaves funding decisions to STARTUP_MANAGER and admins', async () => {
    const before = await recruitingAndStartup.get('/api/v1/recruiting/manage/startup/funding');
    expect(before.status).toBe(200);
    expect((await none.get('/api/v1/recruiting/manage/startup/funding')).status).toBe(403);
    for (const f of (before.body.data as { fundingId: number }[]).slice(0, 3)) {
      expect((await none.post(`/api/v1/recruiting/manage/startup/funding/${f.fundingId}/decision`, { status: 'REVIEW' })).status).toBe(404);
    }
    expect((await none.get('/api/v1/recruiting/manage/startup/teams')).status).toBe(403);
    expect((await none.post('/api/v1/recruiting/manage/startup/programs', {})).status).toBe(403);
    expect((await recruitingAndStartup.get('/api/v1/recruiting/manage/startup/funding')).body.data).toEqual(before.body.data);
    // A learning manager without the startup role is refused too.
    expect((await learning.get('/api/v1/recruiting/manage/startup/funding')).status).toBe(403);
    expect((await admin.get('/api/v1/recruiting/manage/startup/funding')).status).toBe(200);
  });
});

describe('learning', () => {
  it('refuses subjects and tracks to staff without LEARNING_MANAGER; learning managers and admins act', async () => {
    const before = await learning.get('/api/v1/stf/learning/tracks/TRK01');
    expect(before.status).toBe(200);
    expect((await none.get('/api/v1/stf/learning/tracks')).status).toBe(403);
    expect((await none.get('/api/v1/stf/learning/subjects')).status).toBe(403);
    expect((await none.get('/api/v1/stf/learning/tracks/TRK01')).status).toBe(404);
    expect((await none.post('/api/v1/stf/learning/tracks/TRK01', { summary: '바꾸려는 시도' })).status).toBe(404);
    expect((await learning.get('/api/v1/stf/learning/tracks/TRK01')).body.data).toEqual(before.body.data);
    // Admins were refused here before the table: now they hold every area.
    expect((await admin.get('/api/v1/stf/learning/tracks')).status).toBe(200);
    expect((await admin.get('/api/v1/stf/learning/tracks/TRK01')).status).toBe(200);
    expect((await admin.get('/api/v1/stf/learning/subjects')).status).toBe(200);
  });
});

describe('content', () => {
  it('refuses guides and notices to staff without CONTENT_EDITOR; editors and admins act', async () => {
    const before = await content.get('/api/v1/content/posts');
    expect(before.status).toBe(200);
    expect((await none.get('/api/v1/content/posts')).status).toBe(403);
    expect((await none.post('/api/v1/content/posts', { title: unique('무권한 공지') })).status).toBe(403);
    expect((await none.get('/api/v1/content/popups')).status).toBe(403);
    expect((await none.get('/api/v1/content/banners')).status).toBe(403);
    expect((await content.get('/api/v1/content/posts')).body.data).toEqual(before.body.data);
    expect((await admin.get('/api/v1/content/posts')).status).toBe(200);
  });
});
