// Badges counting the competency certificate. The certificate's levels are recorded as activity
// events (COMPETENCY_CERTIFIED), so a programme admin can define a badge that counts them: the demo
// world ships 핵심역량 인증 (one level), and a new one for two levels is accepted with the rule in
// words. A fresh student who holds no level reads her certificate (which records nothing) and sees
// both badges under way at zero; a competency cannot be asked of this kind of rule. The issue and
// withdrawal themselves are covered against the database (tests/db/certificate-events.test.ts).
import { beforeAll, describe, expect, it } from 'vitest';
import { Client, accountClient, studentClient, unique } from './client';

const STF = '/api/v1/stf/badges';
let admin: Client;

beforeAll(async () => {
  admin = (await accountClient('stf', { roles: ['PROGRAM_ADMIN'] })).client;
});

describe('a badge counting certificate levels', () => {
  it('is defined by a programme admin and shown under way to a student with no level', async () => {
    const badgeNm = unique('인증 실버').slice(0, 40);
    const body = { badgeNm, description: '핵심역량 인증 실버 등급까지 달성한 학생의 배지', criteria: '핵심역량 인증 등급을 2개 달성합니다.', ruleKind: 'COMPETENCY_CERTIFIED', ruleCount: 2, color: '#2E7D32', symbol: '은', useYn: 'Y' };
    const created = await admin.post(STF, body);
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const badgeId = created.body.data.badgeId as number;
    const withCompetency = await admin.post(STF, { ...body, badgeNm: unique('인증 역량').slice(0, 40), competencyCd: 'COMM' });
    expect(withCompetency.status).toBe(400);
    expect(withCompetency.body.data.competencyCd).toBe('역량은 비교과 프로그램 이수 규칙에만 지정할 수 있습니다.');

    const { client: s } = await studentClient();
    const cert = await s.get('/api/v1/learnact/hcerti/state');
    expect(cert.status).toBe(200);
    expect(cert.body.data.earned).toBeNull();
    const progress = (await s.get('/api/v1/badges/progress')).body.data as { badgeId: number; badgeNm: string; ruleText: string; progress: { done: number; needed: number; met: boolean } }[];
    const mine = progress.find((b) => b.badgeId === badgeId)!;
    expect(mine.ruleText).toBe('핵심역량 인증 등급 달성 2개');
    expect(mine.progress).toMatchObject({ done: 0, needed: 2, met: false });
    expect(progress.find((b) => b.badgeNm === '핵심역량 인증')!.progress).toMatchObject({ done: 0, needed: 1 });
    expect((await s.get('/api/v1/badges/mine')).body.data.some((b: { badgeNm: string }) => b.badgeNm === '핵심역량 인증')).toBe(false);
  });
});
