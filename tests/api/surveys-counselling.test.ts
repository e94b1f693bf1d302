// The satisfaction survey of a counselling service over HTTP, as the office builds it: it names a
// counselling kind instead of a programme (one or the other, with Korean field errors), it is
// always anonymous, its list and results name the service and nothing of any case, and a student
// without a closed case of that service gets 404 for it and does not find it in her list. (Closing
// a case is proven in tests/db/counselling-satisfaction.test.ts, where the session's time can lie in
// the past.)
import { beforeAll, describe, expect, it } from 'vitest';
import { Client, loggedIn, studentClient } from './client';

const STD = '/api/v1/diag/surveys';
const STF = '/api/v1/stf/surveys';

function input(over: Record<string, unknown> = {}) {
  return {
    title: `학습상담 만족도 ${Date.now().toString(36)}`,
    description: '',
    kind: 'SATISFACTION',
    targetDeptCds: [],
    targetGrades: [],
    openAt: '2026-11-21T09:00',
    closeAt: '2026-12-20T18:00',
    anonymousYn: 'N',
    editableYn: 'Y',
    cnslKind: 'LEARN',
    questions: [{ kind: 'SCALE', title: '상담이 도움이 되었다.', requiredYn: 'Y', options: [] }],
    ...over,
  };
}

let staff: Client;
beforeAll(async () => {
  staff = await loggedIn('staff1', 'stf');
});

describe('a counselling service satisfaction survey', () => {
  it('refuses a survey that names both a programme and a service, or an unknown service, with Korean field errors', async () => {
    const both = await staff.post(STF, input({ programId: 1 }));
    expect(both.status).toBe(400);
    expect(both.body.data.cnslKind).toBe('대상은 프로그램과 상담 서비스 중 하나만 고를 수 있습니다.');
    const unknown = await staff.post(STF, input({ cnslKind: 'SECRET' }));
    expect(unknown.status).toBe(400);
    expect(unknown.body.data.cnslKind).toBe('대상 상담 서비스를 선택해 주세요.');
    const neither = await staff.post(STF, input({ cnslKind: '' }));
    expect(neither.status).toBe(400);
    expect(neither.body.data.programId).toBe('만족도 조사의 대상 프로그램을 선택해 주세요.');
  });

  it('is stored anonymous, lists with the service name only, and is not shown to a student without a closed case', async () => {
    const created = await staff.post(STF, input());
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const surveyId = created.body.data.surveyId as number;
    expect((await staff.post(`${STF}/${surveyId}/status`, { action: 'PUBLISH' })).status).toBe(200);

    const edit = await staff.get(`${STF}/${surveyId}`);
    expect(edit.body.data.values).toMatchObject({ cnslKind: 'LEARN', anonymousYn: 'Y', editableYn: 'N' });
    const list = await staff.get(STF);
    const row = (list.body.data as { surveyId: number; programTitle: string | null; anonymous: boolean }[]).find((s) => s.surveyId === surveyId);
    expect(row).toMatchObject({ programTitle: '상담 서비스: 학습상담', anonymous: true });
    const results = await staff.get(`${STF}/${surveyId}/results`);
    expect(results.status).toBe(200);
    expect(results.body.data).toMatchObject({ programTitle: '상담 서비스: 학습상담', responses: 0 });

    const { client: fresh } = await studentClient();
    expect((await fresh.get(`${STD}/${surveyId}`)).status).toBe(404);
    const mine = await fresh.get(STD, { kind: 'SATISFACTION' });
    expect(mine.status).toBe(200);
    expect((mine.body.data as { surveyId: number }[]).map((s) => s.surveyId)).not.toContain(surveyId);
    expect((await fresh.post(`${STD}/${surveyId}/answer`, { answers: {} })).status).toBe(404);
    const page = await fresh.page(`/user/diag/satisRsch/${surveyId}`);
    expect(page.status).toBe(404);
  });
});
