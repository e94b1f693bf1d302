// A club's activity records: an officer (or staff) records what the club did, and every approved
// member at that moment gets it in her activity history.
import { and, eq } from 'drizzle-orm';
import { getDb, schema } from '../db';
import { HttpError } from '../http/respond';
import { audit } from '../audit/log';
import { publishActivity } from '../activity/events';
import type { Actor } from '../../users';
import * as clock from '../clock';
import { seoulInstantOf } from '../../calendar';
import type { ActivityInput } from '../../schemas/clubs';
import { NOT_FOUND } from './clubs';
import { isOfficerOf } from './officers';

const { clubs, clubMembers: members, clubActivities: activities } = schema;

type Viewer = Actor;

/**
 * An officer (or staff) records an activity; every approved member at that moment gets it in her
 * activity history, in the same transaction as the record.
 */
export async function recordActivity(actor: Viewer, clubId: number, input: ActivityInput, ip: string | null = null, today = clock.today()) {
  if (input.actDt > today) throw new HttpError(400, '아직 하지 않은 활동은 기록할 수 없습니다.', { actDt: '오늘이나 지난 날짜를 입력해 주세요.' });
  // The history is kept as it happens: a year back at most, so old records are not made up later.
  const yearAgo = `${Number(today.slice(0, 4)) - 1}${today.slice(4)}`;
  if (input.actDt < yearAgo) throw new HttpError(400, '1년이 지난 활동은 기록할 수 없습니다.', { actDt: `${yearAgo} 이후 날짜를 입력해 주세요.` });
  const db = await getDb();
  const created = await db.transaction(async (tx) => {
    const [c] = await tx.select({ clubId: clubs.clubId, clubNm: clubs.clubNm, useYn: clubs.useYn }).from(clubs).where(eq(clubs.clubId, clubId));
    if (!c || !(await isOfficerOf(actor, clubId, tx))) throw new HttpError(404, NOT_FOUND);
    if (c.useYn !== 'Y') throw new HttpError(400, '운영하지 않는 동아리입니다.');
    const [row] = await tx
      .insert(activities)
      .values({ clubId, actDt: input.actDt, title: input.title, description: input.description, authorId: actor.userId })
      .returning({ activityId: activities.activityId });
    const current = await tx.select({ studentId: members.studentId }).from(members).where(and(eq(members.clubId, clubId), eq(members.status, 'APPROVED')));
    const occurredAt = seoulInstantOf(`${input.actDt}T12:00`);
    for (const m of current) {
      await publishActivity({ userId: m.studentId, kind: 'CLUB_ACTIVITY', title: `${c.clubNm}: ${input.title}`, refType: 'club_activity', refId: String(row.activityId), occurredAt }, tx);
    }
    return { activityId: row.activityId, members: current.length };
  });
  await audit({ actorId: actor.userId, action: 'club.activity', targetType: 'club_activity', targetId: String(created.activityId), detail: { clubId }, ip });
  return created;
}
