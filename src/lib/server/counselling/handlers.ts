// Who handles a kind of counselling, with their open slots, for the booking and time-change pickers.
import { and, asc, count, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import { getDb, schema } from '../db';
import { HttpError } from '../http/respond';
import { CNSL_KINDS, type CnslKind } from '../../counselling/kinds';
import { openSlots } from './slots';
import type { Actor } from './access';
import { isCounsellingStaff } from '../../users';

const { users, professors, counsellors, depts, cnslApplications: appls } = schema;

/**
 * Slots are picked by students for slot kinds. Kinds booked with preferred times (visit counselling)
 * get their time from the counsellor, and afterwards the student may ask to move it to another open
 * slot of that same counsellor: so a student may list the slots of a preferred kind only for the
 * person in charge of one of her own live applications of that kind.
 */
async function mayList(actor: Actor, kind: CnslKind, handlerId: string | undefined) {
  const info = CNSL_KINDS[kind];
  if (info.booking === 'program') return false;
  if (isCounsellingStaff(actor)) return true;
  if (info.booking === 'slot') return true;
  if (!handlerId) return false;
  const db = await getDb();
  const [own] = await db
    .select({ applId: appls.applId })
    .from(appls)
    .where(and(eq(appls.studentId, actor.userId), eq(appls.cnslKind, kind), eq(appls.handlerId, handlerId), inArray(appls.status, ['ACCEPTED', 'SCHEDULED'])))
    .limit(1);
  return !!own;
}

export async function handlersWithSlots(actor: Actor, kind: CnslKind, handlerId?: string) {
  if (!(await mayList(actor, kind, handlerId))) {
    throw new HttpError(400, CNSL_KINDS[kind].booking === 'program' ? '집단상담은 프로그램 일정으로 진행되어 시간을 고르지 않습니다.' : '상담 시간은 상담사가 정해 알려 드립니다. 시간이 정해진 뒤에 바꿀 수 있습니다.');
  }
  const info = CNSL_KINDS[kind];
  const db = await getDb();
  let handlers: { userId: string; korNm: string; detail: string | null }[];
  if (info.centre === 'PROF') {
    let target = handlerId;
    if (!target) {
      const [me] = await db.select({ guideProfNo: users.guideProfNo }).from(users).where(eq(users.userId, actor.userId));
      const [advisor] = me?.guideProfNo ? await db.select({ userId: professors.userId }).from(professors).where(eq(professors.profNo, me.guideProfNo)) : [];
      target = advisor?.userId;
    }
    handlers = target
      ? await db
          .select({ userId: users.userId, korNm: users.korNm, detail: professors.officeHours })
          .from(professors)
          .innerJoin(users, eq(users.userId, professors.userId))
          .where(eq(professors.userId, target))
      : [];
  } else {
    handlers = await db
      .select({ userId: users.userId, korNm: users.korNm, detail: counsellors.specialty })
      .from(counsellors)
      .innerJoin(users, eq(users.userId, counsellors.userId))
      .where(and(eq(counsellors.cnslrDiv, info.centre), eq(users.useYn, 'Y')))
      .orderBy(asc(counsellors.cnslrId));
    if (handlerId) handlers = handlers.filter((h) => h.userId === handlerId);
  }
  return { handlers, slots: await openSlots(handlers.map((h) => h.userId)) };
}

export interface CentreContact {
  deptNm: string;
  telNo: string | null;
  location: string | null;
}

/**
 * How to reach a counselling centre (PSY, CAREER, LEARN) directly: the office its counsellors
 * belong to, as the organisation data has it, so a changed number needs no release.
 */
export async function centreContact(centre: string): Promise<CentreContact | null> {
  const db = await getDb();
  const [row] = await db
    .select({ deptNm: depts.deptNm, telNo: depts.telNo, location: depts.location, n: count() })
    .from(counsellors)
    .innerJoin(depts, eq(depts.deptCd, counsellors.deptCd))
    .where(and(eq(counsellors.cnslrDiv, centre), isNotNull(counsellors.deptCd), eq(depts.useYn, 'Y')))
    .groupBy(depts.deptCd, depts.deptNm, depts.telNo, depts.location)
    .orderBy(desc(count()))
    .limit(1);
  return row ? { deptNm: row.deptNm, telNo: row.telNo, location: row.location } : null;
}
