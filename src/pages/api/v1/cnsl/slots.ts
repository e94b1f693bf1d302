import { z } from 'zod';
import { and, asc, eq } from 'drizzle-orm';
import { endpoint, ok, parseQuery, q, HttpError } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { openSlots } from '@/lib/server/counselling/slots';
import { CNSL_KINDS, CNSL_KIND_KEYS } from '@/lib/counselling/kinds';
import { getDb, schema } from '@/lib/server/db';

const Query = z.object({ cnslKind: z.enum(CNSL_KIND_KEYS, { error: '상담 종류가 올바르지 않습니다.' }), handlerId: q.optionalText(50) });

/** Who handles a kind and their open slots. Professor counselling: the chosen professor (the advisor by default). */
export const GET = endpoint(async ({ url, locals }) => {
  const user = requireUser(locals);
  const { cnslKind, handlerId } = parseQuery(Query, url);
  const info = CNSL_KINDS[cnslKind];
  // Visit counselling is requested with preferred times, but its counsellor confirms it on an open
  // slot (일정 확정), so counselling staff may list the slots of those kinds too.
  const staff = user.userDiv === 'cnslr' || user.userDiv === 'prof';
  if (info.booking === 'program' || (info.booking === 'preferred' && !staff)) throw new HttpError(400, '시간을 골라 신청하는 상담이 아닙니다.');
  const db = await getDb();
  let handlers: { userId: string; korNm: string; detail: string | null }[];
  if (info.centre === 'PROF') {
    let target = handlerId;
    if (!target) {
      const [me] = await db.select({ guideProfNo: schema.users.guideProfNo }).from(schema.users).where(eq(schema.users.userId, user.userId));
      const [advisor] = me?.guideProfNo ? await db.select({ userId: schema.professors.userId }).from(schema.professors).where(eq(schema.professors.profNo, me.guideProfNo)) : [];
      target = advisor?.userId;
    }
    handlers = target
      ? await db
          .select({ userId: schema.users.userId, korNm: schema.users.korNm, detail: schema.professors.officeHours })
          .from(schema.professors)
          .innerJoin(schema.users, eq(schema.users.userId, schema.professors.userId))
          .where(eq(schema.professors.userId, target))
      : [];
  } else {
    handlers = await db
      .select({ userId: schema.users.userId, korNm: schema.users.korNm, detail: schema.counsellors.specialty })
      .from(schema.counsellors)
      .innerJoin(schema.users, eq(schema.users.userId, schema.counsellors.userId))
      .where(and(eq(schema.counsellors.cnslrDiv, info.centre), eq(schema.users.useYn, 'Y')))
      .orderBy(asc(schema.counsellors.cnslrId));
    if (handlerId) handlers = handlers.filter((h) => h.userId === handlerId);
  }
  return ok({ handlers, slots: await openSlots(handlers.map((h) => h.userId)) });
});
