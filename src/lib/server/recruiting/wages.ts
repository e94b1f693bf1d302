// The legal minimum wage by year as data: part-time pay is checked against it when a job is posted,
// and a year that has no figure refuses the job (naming the year) instead of borrowing an older one.
// Admins and staff holding PROGRAM_ADMIN record a year when the figure is announced; every change is
// audited and takes effect on the next posting (the table is read on every check, it is a few rows).
import { asc, eq } from 'drizzle-orm';
import { getDb, schema } from '../db';
import { HttpError } from '../http/respond';
import { audit } from '../audit/log';
import { can } from '../auth/permissions';
import { formatWon, minimumWageIssue, type WageTable } from '../../recruiting/fairs';
import type { MinimumWageInput } from '../../schemas/recruiting-fairs';
import type { Actor } from '../../users';

const { recruitMinimumWages: wages, users } = schema;

export async function wageTable(): Promise<WageTable> {
  const db = await getDb();
  return db.select({ year: wages.year, hourlyWage: wages.hourlyWage }).from(wages).orderBy(asc(wages.year));
}

/** Refuses a pay under the minimum wage of the period's years, or a period touching a year with no figure. */
export async function checkMinimumWage(input: { periodStartDt: string; periodEndDt: string; hourlyPay: number }) {
  const issue = minimumWageIssue(await wageTable(), input.periodStartDt, input.periodEndDt, input.hourlyPay);
  if (issue) throw new HttpError(400, issue, { hourlyPay: issue });
}

/** Those the permission table lets manage recruiting (decision 046), admins included: the figure is law, not every office may change it. */
export async function canEditWages(actor: Actor | null) {
  return can(actor, 'recruiting', 'manage');
}

/** Every recorded year, newest first, with who recorded it and when (null: the official figures shipped with the portal). */
export async function listWages() {
  const db = await getDb();
  const rows = await db
    .select({ w: wages, recorderNm: users.korNm })
    .from(wages)
    .leftJoin(users, eq(users.userId, wages.recordedBy))
    .orderBy(asc(wages.year));
  return rows
    .map((r) => ({ year: r.w.year, hourlyWage: r.w.hourlyWage, wageText: formatWon(r.w.hourlyWage), effectiveDt: r.w.effectiveDt, recordedBy: r.w.recordedBy, recorderNm: r.recorderNm, recordedAt: r.w.recordedAt }))
    .reverse();
}

/** Records or corrects one year's figure. */
export async function saveWage(actor: Actor, input: MinimumWageInput, ip: string | null = null) {
  if (!(await canEditWages(actor))) throw new HttpError(403, '최저임금은 취업지원 담당만 등록할 수 있습니다.');
  const db = await getDb();
  const result = await db.transaction(async (tx) => {
    const [before] = await tx.select().from(wages).where(eq(wages.year, input.year)).for('update');
    await tx
      .insert(wages)
      .values({ year: input.year, hourlyWage: input.hourlyWage, effectiveDt: input.effectiveDt, recordedBy: actor.userId })
      .onConflictDoUpdate({ target: wages.year, set: { hourlyWage: input.hourlyWage, effectiveDt: input.effectiveDt, recordedBy: actor.userId, recordedAt: new Date() } });
    return before ?? null;
  });
  await audit({
    actorId: actor.userId,
    action: result ? 'recruiting.wage.update' : 'recruiting.wage.create',
    targetType: 'recruit_minimum_wage',
    targetId: String(input.year),
    detail: { before: result ? { hourlyWage: result.hourlyWage, effectiveDt: result.effectiveDt } : null, after: { hourlyWage: input.hourlyWage, effectiveDt: input.effectiveDt } },
    ip,
  });
  return { year: input.year, hourlyWage: input.hourlyWage, created: !result };
}
