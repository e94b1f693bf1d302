// Digital badges: six definitions (five earned by a rule, one issued by hand), issued by the same
// rules the portal runs on every activity event, dated at the event that earned them. student1
// holds two (비교과 첫걸음, 동아리 활동가) and is one programme of three towards 소통 리더; student2
// holds the hand-issued badge and student3's was revoked. Images are drawn by the portal (no files).
import type { Db } from '../../src/lib/server/db/index';
import * as schema from '../../src/lib/server/db/tables';
import { evaluateBadges } from '../../src/lib/server/badges/evaluate';
import { newVerifyCode } from '../../src/lib/server/career/verify-code';
import type { BadgeRule } from '../../src/lib/badges/rules';
import { kst } from './random';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export const DEMO_BADGES: { badgeNm: string; description: string; criteria: string; rule: BadgeRule; color: string; symbol: string }[] = [
  {
    badgeNm: '비교과 첫걸음',
    description: '처음으로 비교과 프로그램을 끝까지 이수한 학생에게 드리는 배지입니다.',
    criteria: '비교과(진로) 프로그램을 1개 이수합니다.',
    rule: { kind: 'CAREER_PROGRAM_COMPLETED', count: 1 },
    color: '#5D87FF',
    symbol: '첫',
  },
  {
    badgeNm: '소통 리더',
    description: '소통 역량을 기르는 비교과 프로그램을 꾸준히 이수한 학생을 인정합니다.',
    criteria: '소통 역량을 기르는 비교과 프로그램을 3개 이수합니다.',
    rule: { kind: 'CAREER_PROGRAM_COMPLETED', count: 3, competencyCd: 'COMM' },
    color: '#13A98B',
    symbol: '소통',
  },
  {
    badgeNm: '동아리 활동가',
    description: '교내 동아리에 가입해 공동체 활동을 시작한 학생에게 드리는 배지입니다.',
    criteria: '교내 동아리에 1곳 이상 가입합니다.',
    rule: { kind: 'CLUB_JOINED', count: 1 },
    color: '#E86A4F',
    symbol: '동',
  },
  {
    badgeNm: '글로벌 탐험가',
    description: '교환학생으로 해외 협정 대학에서 공부한 경험을 인정합니다.',
    criteria: '교환학생으로 1회 파견됩니다.',
    rule: { kind: 'EXCHANGE_DISPATCHED', count: 1 },
    color: '#7C4DFF',
    symbol: 'G',
  },
  {
    badgeNm: '학생지원 서포터즈',
    description: '학생지원센터의 행사와 홍보를 도운 서포터즈 활동을 인정합니다.',
    criteria: '학생지원센터 서포터즈로 한 학기 이상 활동하고 센터의 추천을 받습니다.',
    rule: { kind: 'MANUAL' },
    color: '#C98A00',
    symbol: '♥',
  },
  // Last, so the earlier badges keep their ids.
  {
    badgeNm: '핵심역량 인증',
    description: '교과·비교과 활동과 역량진단으로 핵심역량 인증 등급을 달성한 학생에게 드리는 배지입니다.',
    criteria: '핵심역량 인증에서 브론즈 등급 이상을 달성합니다.',
    rule: { kind: 'COMPETENCY_CERTIFIED', count: 1 },
    color: '#2E7D32',
    symbol: '인증',
  },
];

export async function seedBadges(tx: Tx) {
  const ids: number[] = [];
  for (const b of DEMO_BADGES) {
    const [row] = await tx
      .insert(schema.badges)
      .values({ ...b, createdBy: 'staff2', createdAt: kst('2026-03-02', '09:00'), updatedAt: kst('2026-03-02', '09:00') })
      .returning({ badgeId: schema.badges.badgeId });
    ids.push(row.badgeId);
  }
  // Every student with events gets what the rules give, in a fixed order.
  const people = await tx.selectDistinct({ userId: schema.activityEvents.userId }).from(schema.activityEvents).orderBy(schema.activityEvents.userId);
  for (const p of people) await evaluateBadges(tx, p.userId, { backdate: true });

  const manual = ids[DEMO_BADGES.findIndex((b) => b.rule.kind === 'MANUAL')];
  const reason = '2026학년도 1학기 학생지원센터 서포터즈 활동';
  await tx.insert(schema.badgeAwards).values([
    { badgeId: manual, userId: 'student2', verifyCode: newVerifyCode(), method: 'MANUAL', reason, issuedAt: kst('2026-07-01', '10:00'), issuedBy: 'staff2', updatedAt: kst('2026-07-01', '10:00') },
    {
      badgeId: manual,
      userId: 'student3',
      verifyCode: newVerifyCode(),
      method: 'MANUAL',
      reason,
      issuedAt: kst('2026-07-01', '10:00'),
      issuedBy: 'staff2',
      revokedAt: kst('2026-09-10', '15:00'),
      revokedBy: 'staff2',
      revokeReason: '활동 기간 미충족이 확인되어 취소합니다.',
      updatedAt: kst('2026-09-10', '15:00'),
    },
  ]);
}
