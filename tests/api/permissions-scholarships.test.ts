// Story: the permission table (decision 046) in the scholarship and survey offices and on files.
// A staff member without a role is refused (403 on lists, 404 on records); a scholarship manager
// acts on the scholarships naming her and no other; the payer reads amounts and state but never
// grades or income, and records payments; the one who selected an application never pays it, an
// admin included; a scholarship document is read by the student and the scholarship's manager only,
// and everyone else, logged in or not, gets the same 404 as for a missing file. Surveys: only their
// manager (and admins). Every record here is created through the portal's own API.
import { beforeAll, describe, expect, it } from 'vitest';
import { Client, accountClient, loggedIn, studentClient, unique } from './client';

const STF = '/api/v1/stf/scholarships';
const STD = '/api/v1/colglife/scholamt';
const SV = '/api/v1/stf/surveys';
const TODAY = '2026-11-22';
const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

let manager: Client; // staff5: SCHOLARSHIP_MANAGER
let otherManager: Client; // staff6: SCHOLARSHIP_MANAGER of other scholarships
let payer: Client; // staff7: SCHOLARSHIP_PAYER
let nobody: Client; // staff4: no role
let admin: Client;
let surveyManager: Client; // staff1: SURVEY_MANAGER
let student: Client;
let scholId: number;
let applId: number;
let docUrl: string;

async function newScholarship(c: Client) {
  const res = await c.post(STF, {
    title: unique('권한 시험 장학금'),
    kindCd: 'MERIT',
    year: 2027,
    termCd: '10',
    amountMin: 500_000,
    amountMax: 500_000,
    description: '권한 시험용 장학금입니다.',
    applyStartDt: '2026-11-16',
    applyEndDt: '2026-12-04',
    requiredDocs: ['성적증명서'],
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.scholId as number;
}

async function applyTo(c: Client, id: number) {
  const res = await c.upload(`${STD}/scholarships/${id}/apply`, [{ field: 'doc0', name: '성적증명서.pdf', bytes: PDF }], { statement: '학업 계획입니다.' });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const mine = (await c.get(`${STD}/applications`)).body.data as { applId: number; scholId: number; documents: { files: { linkUrlPath: string }[] }[] }[];
  return mine.find((a) => a.scholId === id)!;
}

beforeAll(async () => {
  [manager, otherManager, payer, nobody, admin, surveyManager] = await Promise.all([
    loggedIn('staff5', 'stf'),
    loggedIn('staff6', 'stf'),
    loggedIn('staff7', 'stf'),
    loggedIn('staff4', 'stf'),
    loggedIn('admin1', 'adm'),
    loggedIn('staff1', 'stf'),
  ]);
  student = (await studentClient()).client;
  scholId = await newScholarship(manager);
  const appl = await applyTo(student, scholId);
  applId = appl.applId;
  docUrl = appl.documents[0].files[0].linkUrlPath;
}, 120_000);

describe('scholarships', () => {
  it('refuses a staff member without a role: 403 on lists and new records, 404 on records', async () => {
    expect((await nobody.get(STF)).status).toBe(403);
    expect((await nobody.get(`${STF}/applications`)).status).toBe(403);
    expect((await nobody.raw(`${STF}/export`)).status).toBe(403);
    expect((await nobody.post(STF, {})).status).toBe(403);
    expect((await nobody.get(`${STF}/${scholId}`)).status).toBe(404);
    expect((await nobody.get(`${STF}/applications/${applId}`)).status).toBe(404);
    expect((await nobody.post(`${STF}/applications/${applId}/decide`, { action: 'REVIEW' })).status).toBe(404);
    // Nothing changed.
    expect((await manager.get(`${STF}/applications/${applId}`)).body.data.status).toBe('APPLIED');
  });

  it("lets a manager act on her own scholarships only: another manager's are not found and not listed", async () => {
    const mineList = (await manager.get(STF)).body.data as { scholId: number }[];
    expect(mineList.some((s) => s.scholId === scholId)).toBe(true);
    const theirs = (await otherManager.get(STF)).body.data as { scholId: number }[];
    expect(theirs.some((s) => s.scholId === scholId)).toBe(false);
    expect((await otherManager.get(`${STF}/applications`, { scholId })).body.data.totalCnt).toBe(0);
    expect((await otherManager.get(`${STF}/${scholId}`)).status).toBe(404);
    expect((await otherManager.get(`${STF}/applications/${applId}`)).status).toBe(404);
    expect((await otherManager.post(`${STF}/applications/${applId}/decide`, { action: 'REVIEW' })).status).toBe(404);
    expect((await manager.get(`${STF}/applications/${applId}`)).body.data.status).toBe('APPLIED');
    // A new scholarship is hers: the other manager cannot edit it, she can.
    const own = await newScholarship(otherManager);
    expect((await manager.get(`${STF}/${own}`)).status).toBe(404);
    expect((await otherManager.get(`${STF}/${own}`)).status).toBe(200);
    // The payer reads every scholarship but manages none.
    expect(((await payer.get(STF)).body.data as { scholId: number }[]).some((s) => s.scholId === scholId)).toBe(true);
    expect((await payer.post(STF, {})).status).toBe(403);
    expect((await payer.post(`${STF}/applications/${applId}/decide`, { action: 'REVIEW' })).status).toBe(404);
  });

  it('shows the payer amounts and state, never the grade point average, income bracket or documents', async () => {
    const full = (await manager.get(`${STF}/applications/${applId}`)).body.data;
    expect(full.facts).toHaveProperty('gpa');
    expect(full.facts).toHaveProperty('incomeCd');
    expect(full.documents).toHaveLength(1);
    const seen = await payer.get(`${STF}/applications/${applId}`);
    expect(seen.status).toBe(200);
    expect(seen.body.data.facts).toBeNull();
    expect(seen.body.data.documents).toEqual([]);
    expect(seen.body.data.statement).toBeNull();
    expect(JSON.stringify(seen.body.data)).not.toMatch(/gpa|incomeCd|incomeNm/);
    expect(seen.body.data).toMatchObject({ status: 'APPLIED', paidTotal: 0 });
  });

  it('opens the new-scholarship page to managers only: the payer reads the list but makes no scholarship', async () => {
    expect((await payer.page('/stf/scholarships')).status).toBe(200);
    const refused = await payer.page('/stf/scholarships/new');
    expect(refused.status).toBe(302);
    expect(refused.location).toContain('/unauthorized');
    const opened = await manager.page('/stf/scholarships/new');
    expect(opened.status).toBe(200);
    expect(opened.html).toContain('새 장학금 등록');
  });

  it('never lets the one who selected an application pay it, an admin included; the payer pays', async () => {
    // The manager selects; she holds no payer role, so she cannot pay either way.
    expect((await manager.post(`${STF}/applications/${applId}/decide`, { action: 'SELECT' })).status).toBe(200);
    expect((await manager.post(`${STF}/applications/${applId}/pay`, { amount: 500_000, paidDt: TODAY })).status).toBe(404);
    expect((await nobody.post(`${STF}/applications/${applId}/pay`, { amount: 500_000, paidDt: TODAY })).status).toBe(404);
    // The payer pays half.
    const paid = await payer.post(`${STF}/applications/${applId}/pay`, { amount: 200_000, paidDt: TODAY });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);

    // An application the admin selected: she may do anything else, but not pay it.
    const second = await applyTo((await studentClient()).client, scholId);
    expect((await admin.post(`${STF}/applications/${second.applId}/decide`, { action: 'SELECT' })).status).toBe(200);
    const refused = await admin.post(`${STF}/applications/${second.applId}/pay`, { amount: 500_000, paidDt: TODAY });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('이 신청을 선정한 사람은 지급을 기록하거나 취소할 수 없습니다. 다른 지급 담당자에게 맡겨 주세요.');
    const adminView = (await admin.get(`${STF}/applications/${second.applId}`)).body.data;
    expect(adminView).toMatchObject({ status: 'SELECTED', paidTotal: 0, canPay: false });
    // The admin pays the first one, which she did not select, and may not withdraw the second's (none).
    const adminPays = await admin.post(`${STF}/applications/${applId}/pay`, { amount: 100_000, paidDt: TODAY });
    expect(adminPays.status, JSON.stringify(adminPays.body)).toBe(200);
    const payerView = (await payer.get(`${STF}/applications/${applId}`)).body.data;
    expect(payerView).toMatchObject({ paidTotal: 300_000, remaining: 200_000, canPay: true });
    // The payer pays the admin's selection.
    expect((await payer.post(`${STF}/applications/${second.applId}/pay`, { amount: 500_000, paidDt: TODAY })).status).toBe(200);
    expect((await payer.get(`${STF}/applications/${second.applId}`)).body.data.status).toBe('PAID');
  });

  it('keeps the export to the manager of the scholarship (403 for the payer and staff without a role)', async () => {
    expect((await payer.raw(`${STF}/export?scholId=${scholId}`)).status).toBe(403);
    expect((await nobody.raw(`${STF}/export?scholId=${scholId}`)).status).toBe(403);
    expect((await manager.raw(`${STF}/export?scholId=${scholId}`)).status).toBe(200);
  });
});

describe('scholarship documents', () => {
  it('are read by the student and the scholarship manager; everyone else gets the 404 of a missing file', async () => {
    expect((await student.raw(docUrl)).status).toBe(200);
    expect((await manager.raw(docUrl)).status).toBe(200);
    expect((await admin.raw(docUrl)).status).toBe(200);
    const missing = (await new Client().raw('/api/files/download/999999999')).status;
    expect(missing).toBe(404);
    for (const c of [nobody, otherManager, payer, surveyManager, new Client(), (await studentClient()).client]) {
      const res = await c.raw(docUrl);
      expect(res.status).toBe(404);
    }
  });
});

describe('surveys', () => {
  let surveyId: number;
  beforeAll(async () => {
    const res = await surveyManager.post(SV, {
      title: unique('권한 시험 설문'),
      description: '',
      kind: 'GENERAL',
      targetDeptCds: [],
      targetGrades: [],
      openAt: '2026-11-21T09:00',
      closeAt: '2026-11-30T18:00',
      anonymousYn: 'N',
      editableYn: 'N',
      questions: [{ kind: 'SCALE', title: '만족한다.', requiredYn: 'Y', options: [] }],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    surveyId = res.body.data.surveyId;
  });

  it('are for their manager and admins only: 403 without the role, 404 for another survey manager', async () => {
    expect((await nobody.get(SV)).status).toBe(403);
    expect((await nobody.post(SV, {})).status).toBe(403);
    expect((await nobody.get(`${SV}/${surveyId}/results`)).status).toBe(404);
    const { client: otherSurveys } = await accountClient('stf', { roles: ['SURVEY_MANAGER'] });
    expect((await otherSurveys.get(SV)).status).toBe(200);
    expect(((await otherSurveys.get(SV)).body.data as { surveyId: number }[]).some((s) => s.surveyId === surveyId)).toBe(false);
    for (const path of [`${SV}/${surveyId}`, `${SV}/${surveyId}/results`, `${SV}/${surveyId}/export`]) expect((await otherSurveys.raw(path)).status, path).toBe(404);
    expect((await otherSurveys.post(`${SV}/${surveyId}/status`, { action: 'PUBLISH' })).status).toBe(404);
    expect((await surveyManager.get(`${SV}/${surveyId}`)).body.data.status).toBe('DRAFT');
    expect((await surveyManager.get(`${SV}/${surveyId}/results`)).status).toBe(200);
    expect((await admin.get(`${SV}/${surveyId}/results`)).status).toBe(200);
    expect(((await admin.get(SV)).body.data as { surveyId: number }[]).some((s) => s.surveyId === surveyId)).toBe(true);
  });
});
