// Story: who among the office runs the career programmes, and the areas of the programme
// administrator (decision 046). staff4 holds no role: she is refused the lists and a new programme
// (403) and every programme (404, as for a missing one). A programme manager sees and runs only the
// programmes that name her as manager, and a programme she creates is hers; staff2 (PROGRAM_ADMIN)
// and admins run every programme. Reviews, badges, showcases, mentoring and online courses belong
// to PROGRAM_ADMIN holders and admins; a programme manager is refused there too.
import { beforeAll, describe, expect, it } from 'vitest';
import { accountClient, loggedIn, unique, type Client } from './client';

const STAFF = '/api/v1/stf/career';
const TODAY = '2026-11-22';
/** The demo programmes: 4 (창업 아이디어 해커톤) is staff10's, 3 (현직자 모의면접 데이) staff1's. */
const STAFF10S = 4;
const STAFF1S = 3;

const programInput = (title: string) => ({
  title,
  categoryCd: 'CAREER_SKILL',
  summary: '권한 확인용 프로그램',
  description: '담당자만 운영합니다.',
  competencyCds: ['EXPT'],
  mileage: 0,
  eligibleColgCds: [],
  eligibleDeptCds: [],
  eligibleGrades: [],
  eligibleStatusCds: [],
  capacity: 5,
  waitlistCapacity: 0,
  autoApprove: true,
  applyStartDt: '2026-11-20',
  applyEndDt: TODAY,
  runStartDt: '2026-11-21',
  runEndDt: TODAY,
  minAttendPct: 0,
  sessions: [{ title: '실습', sessionDt: '2026-11-21', startTm: '14:00', endTm: '17:00' }],
});

const ids = (res: { body: { data: { list: { programId: number }[] } } }) => res.body.data.list.map((p) => p.programId);

/** The record routes of one programme, read and write, each refused with 404 to one who may not run it. */
const recordCalls = (c: Client, id: number) => [
  () => c.get(`${STAFF}/programs/${id}`),
  () => c.raw(`${STAFF}/programs/${id}/export`),
  () => c.get(`${STAFF}/programs/${id}/tests`),
  () => c.get(`${STAFF}/programs/${id}/class`),
  () => c.get(`${STAFF}/programs/${id}/close`),
  () => c.post(`${STAFF}/programs/${id}`, {}),
  () => c.post(`${STAFF}/programs/${id}/pass-mark`, { testPassMark: 50 }),
  () => c.post(`${STAFF}/programs/${id}/class/notices`, {}),
];

let nobody: Client;
let manager: Client;
let otherManager: Client;
let programAdmin: Client;
let admin: Client;
let staff1: Client;
let mine: number;

beforeAll(async () => {
  [nobody, manager, otherManager, admin, staff1, programAdmin] = await Promise.all([
    loggedIn('staff4', 'stf'),
    accountClient('stf', { roles: ['PROGRAM_MANAGER'] }).then((a) => a.client),
    accountClient('stf', { roles: ['PROGRAM_MANAGER'] }).then((a) => a.client),
    loggedIn('admin1', 'adm'),
    loggedIn('staff1', 'stf'),
    loggedIn('staff2', 'stf'),
  ]);
  const created = await manager.post(`${STAFF}/programs`, programInput(unique('담당자 프로그램')));
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  mine = created.body.data.programId;
});

describe('a staff member without a role', () => {
  it('is refused the list and a new programme with 403, and nothing is created', async () => {
    expect((await nobody.get(`${STAFF}/programs`)).status).toBe(403);
    const title = unique('역할 없는 직원의 프로그램');
    expect((await nobody.post(`${STAFF}/programs`, programInput(title))).status).toBe(403);
    const all = await admin.get(`${STAFF}/programs`, { keyword: title, size: 100 });
    expect(all.body.data.totalCnt).toBe(0);
  });

  it('gets 404 for every programme, as for a missing one', async () => {
    for (const id of [mine, STAFF10S, STAFF1S]) for (const call of recordCalls(nobody, id)) expect((await call()).status).toBe(404);
    expect((await nobody.post(`${STAFF}/applications/24/decision`, { action: 'APPROVE' })).status).toBe(404);
    expect((await nobody.get(`${STAFF}/tests/1`)).status).toBe(404);
    expect((await nobody.get(`${STAFF}/sessions/8/checkin-code`)).status).toBe(404);
  });
});

describe('a programme manager', () => {
  it('runs the programme she created and lists only hers', async () => {
    expect((await manager.get(`${STAFF}/programs/${mine}`)).status).toBe(200);
    expect((await manager.post(`${STAFF}/programs/${mine}/pass-mark`, { testPassMark: 40 })).status).toBe(200);
    const list = await manager.get(`${STAFF}/programs`, { size: 100 });
    expect(list.status).toBe(200);
    expect(ids(list)).toEqual([mine]);
    expect(list.body.data.seesAll).toBe(false);
  });

  it('gets 404 for a programme that is not hers, and does not see it listed', async () => {
    for (const call of recordCalls(otherManager, mine)) expect((await call()).status).toBe(404);
    expect(ids(await otherManager.get(`${STAFF}/programs`, { size: 100 }))).not.toContain(mine);
    // staff1 runs her demo programmes, not staff10's.
    expect((await staff1.get(`${STAFF}/programs/${STAFF1S}`)).status).toBe(200);
    for (const call of recordCalls(staff1, STAFF10S)) expect((await call()).status).toBe(404);
    const hers = ids(await staff1.get(`${STAFF}/programs`, { size: 100 }));
    expect(hers).toContain(STAFF1S);
    expect(hers).not.toContain(STAFF10S);
    expect(hers).not.toContain(mine);
  });
});

describe('the programme administrator and admins', () => {
  it('list and open every programme', async () => {
    for (const c of [programAdmin, admin]) {
      const list = await c.get(`${STAFF}/programs`, { size: 100 });
      expect(list.status).toBe(200);
      expect(list.body.data.seesAll).toBe(true);
      expect(ids(list)).toEqual(expect.arrayContaining([STAFF10S, STAFF1S, mine]));
      for (const id of [STAFF10S, STAFF1S, mine]) {
        expect((await c.get(`${STAFF}/programs/${id}`)).status).toBe(200);
        expect((await c.raw(`${STAFF}/programs/${id}/export`)).status).toBe(200);
      }
      expect((await c.get(`${STAFF}/tests/1`)).status).toBe(200);
      // Allowed: the body is what is refused now.
      expect((await c.post(`${STAFF}/programs/${mine}/pass-mark`, { testPassMark: 101 })).status).toBe(400);
    }
  });

  it('create programmes that are theirs', async () => {
    const created = await admin.post(`${STAFF}/programs`, programInput(unique('관리자 프로그램')));
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const id = created.body.data.programId;
    expect((await admin.get(`${STAFF}/programs/${id}`)).body.data.program.managerId).toBe('admin1');
    expect((await manager.get(`${STAFF}/programs/${id}`)).status).toBe(404);
  });
});

describe("the programme administrator's other areas", () => {
  const reads = ['/api/v1/stf/extact?target=activity', '/api/v1/stf/extact/activity/5', '/api/v1/stf/badges', '/api/v1/stf/badges/1', '/api/v1/stf/mentoring/mentors', '/api/v1/stf/mentoring/sessions', '/api/v1/stf/employrefer/online'];
  const writes = ['/api/v1/stf/extact/activity/5/decision', '/api/v1/stf/badges', '/api/v1/stf/mentoring/mentors/5/review', '/api/v1/stf/mentoring/sessions', '/api/v1/stf/employrefer/online', '/api/v1/stf/portfolio/showcases/1'];

  it('refuse a staff member without the role, and a programme manager, with 403 before reading the body', async () => {
    for (const c of [nobody, manager]) {
      for (const path of reads) expect((await c.get(path)).status, path).toBe(403);
      for (const path of writes) expect((await c.post(path, {})).status, path).toBe(403);
    }
  });

  it('let the programme administrator and admins in', async () => {
    for (const c of [programAdmin, admin]) {
      for (const path of reads) expect((await c.get(path)).status, path).toBe(200);
      for (const path of writes) expect((await c.post(path, {})).status, path).toBe(400);
    }
  });
});
