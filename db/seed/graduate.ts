// graduate1: a graduate's account for the graduate my page. She is modelled on the first demo
// student who has graduated (department, dates, degree number) and has the same transcript, so her
// graduation details are real figures; she has service hours approved while she studied.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../src/lib/server/db/index';
import * as schema from '../../src/lib/server/db/tables';
import { publishActivity } from '../../src/lib/server/activity/events';
import { kst } from './random';
import { evidence } from './extact';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export const GRADUATE_ID = 'graduate1';

export async function seedGraduate(tx: Tx) {
  const { users } = schema;
  const [model] = await tx
    .select()
    .from(users)
    .where(and(eq(users.userDiv, 'std'), eq(users.shregSt, '30')))
    .orderBy(sql`length(${users.userId})`, asc(users.userId))
    .limit(1);
  if (!model) return;
  const at = kst(`${model.entrDt?.slice(0, 4) ?? '2022'}-02-20`);
  await tx.insert(users).values({
    ...model,
    userId: GRADUATE_ID,
    korNm: '한지우',
    engNm: 'Han Jiwoo',
    email: `${GRADUATE_ID}@${model.email?.split('@')[1] ?? 'hanul.ac.kr'}`,
    ph: '010-4821-7730',
    bohoHpNo: null,
    adr: '서울특별시 마포구 새벽로 12, 302호',
    birthDt: '2003-09-08',
    hakwiNo: model.hakwiNo?.replace(/-\d+호$/, '-0901호') ?? null,
    photoFileId: null,
    createdAt: at,
    updatedAt: at,
  });

  // The same transcript and achievements as her model.
  const enrolments = await tx.select().from(schema.enrolments).where(eq(schema.enrolments.studentId, model.userId));
  if (enrolments.length) await tx.insert(schema.enrolments).values(enrolments.map(({ enrolmentId: _id, ...e }) => ({ ...e, studentId: GRADUATE_ID })));
  const achievements = await tx.select().from(schema.studentAchievements).where(eq(schema.studentAchievements.studentId, model.userId));
  if (achievements.length) await tx.insert(schema.studentAchievements).values(achievements.map(({ achievementId: _id, ...a }) => ({ ...a, studentId: GRADUATE_ID })));

  // Service hours approved while she studied (the certificate of hours is issued on demand).
  const staff = await tx.select({ userId: users.userId }).from(users).where(eq(users.userDiv, 'stf')).orderBy(asc(users.userId)).limit(1);
  const entries = [
    { organization: '마포구 노인복지관', startDt: '2024-07-08', endDt: '2024-07-12', halfHours: 40, activity: '어르신 디지털 기기 사용 교육 보조' },
    { organization: '한울지역아동센터', startDt: '2025-03-15', endDt: '2025-03-15', halfHours: 8, activity: '초등학생 학습 멘토링' },
  ];
  for (const e of entries) {
    const decided = kst(e.endDt, '18:00');
    const groupId = await evidence(tx, GRADUATE_ID, `${e.organization} 봉사`, [e.startDt, e.endDt], kst(e.endDt, '12:00'));
    const [row] = await tx
      .insert(schema.extServiceHours)
      .values({ ...e, evidenceFileGroupId: groupId, studentId: GRADUATE_ID, status: 'APPROVED', submittedAt: decided, decidedAt: decided, deciderId: staff[0]?.userId ?? null, createdAt: decided, updatedAt: decided })
      .returning({ serviceId: schema.extServiceHours.serviceId });
    await publishActivity({ userId: GRADUATE_ID, kind: 'SERVICE_HOURS_APPROVED', title: `${e.organization} 봉사 ${e.halfHours / 2}시간`, refType: 'ext_service', refId: String(row.serviceId), occurredAt: decided }, tx);
  }
}
