// A professor follows her advisee's programmes while they run, not only once they are completed:
// the advisee page lists the programmes she takes part in now (approved or attending, not closed),
// and a programme moves to the completed list when it is closed. The advisee comes from the demo
// world (advisors are part of the academic data); the programme is this file's own.
import { beforeAll, describe, expect, it } from 'vitest';
import { Client, accountClient, byTestId, loggedIn, unique } from './client';

let prof: Client;
let staff: Client;
let adviseeId: string;

beforeAll(async () => {
  prof = await loggedIn('prof1', 'prof');
  staff = (await accountClient('stf', { roles: ['PROGRAM_MANAGER'] })).client;
  const list = await prof.page('/prof/advisees');
  const ids = [...list.html.matchAll(/href="\/prof\/advisees\/([A-Za-z0-9_-]+)"/g)].map((m) => m[1]);
  expect(ids.length).toBeGreaterThan(1);
  adviseeId = ids.at(-1)!;
});

describe("a professor's view of an advisee's programmes", () => {
  it('shows a programme in progress, and moves it to the completed ones when it closes', async () => {
    const title = unique('지도학생 진행 확인');
    const created = await staff.post('/api/v1/stf/career/programs', {
      title,
      categoryCd: 'CAREER_SKILL',
      summary: '진행 중 확인',
      description: '지도교수가 진행 중인 프로그램을 봅니다.',
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
    const student = await loggedIn(adviseeId, 'std');
    expect((await student.post(`/api/v1/career/programs/${programId}/apply`, {})).status).toBe(200);

    const during = await prof.page(`/prof/advisees/${adviseeId}`);
    expect(during.status).toBe(200);
    expect(byTestId(during.html, 'advisee-in-progress') ?? '').toContain(title);
    expect(byTestId(during.html, 'advisee-completed') ?? '').not.toContain(title);

    expect((await staff.post(`/api/v1/stf/career/programs/${programId}/close`, {})).status).toBe(200);
    const after = await prof.page(`/prof/advisees/${adviseeId}`);
    expect(byTestId(after.html, 'advisee-in-progress') ?? '').not.toContain(title);
    expect(byTestId(after.html, 'advisee-completed') ?? '').toContain(title);
  });
});
