// The scholarship office's scholarships: the list with applications counted by state, the edit form,
// creating and editing (codes checked; documents fixed once students have applied), and the common
// codes the forms offer.
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { getDb, schema } from '../db';
import { HttpError } from '../http/respond';
import { audit } from '../audit/log';
import { SCHOL_STATUSES, type ScholStatus } from '../../scholarships/rules';
import type { ScholarshipInput } from '../../schemas/scholarships';
import { NOT_FOUND_SCHOL, describe, scholNames } from './shared';
import { managedOnly, scholarshipAccess, type Actor, type Caller } from './staff-access';

const { scholarships, scholApplications: appls, comCodes } = schema;

/** Every scholarship (newest term first) with its applications counted by state. */
export async function staffScholarships(user: Caller) {
  const mine = await managedOnly(user, 'read');
  const db = await getDb();
  const [rows, names, counts] = await Promise.all([
    db.select().from(scholarships).where(mine).orderBy(desc(scholarships.year), desc(scholarships.termCd), desc(scholarships.applyStartDt), desc(scholarships.scholId)),
    scholNames(),
    db.select({ scholId: appls.scholId, status: appls.status, n: count() }).from(appls).groupBy(appls.scholId, appls.status),
  ]);
  return rows.map((s) => {
    const c = Object.fromEntries(SCHOL_STATUSES.map((st) => [st, 0])) as Record<ScholStatus, number>;
    for (const r of counts) if (r.scholId === s.scholId) c[r.status as ScholStatus] = Number(r.n);
    return { ...describe(s, names), useYn: s.useYn, counts: c, applied: Object.entries(c).filter(([k]) => k !== 'CANCELLED').reduce((n, [, v]) => n + v, 0) };
  });
}

/** One scholarship as the edit form needs it (for those who may read it). */
export async function scholarshipForEdit(user: Caller, scholId: number) {
  await scholarshipAccess(user, 'read', scholId);
  const db = await getDb();
  const [[s], [{ n }]] = await Promise.all([
    db.select().from(scholarships).where(eq(scholarships.scholId, scholId)),
    db.select({ n: count() }).from(appls).where(eq(appls.scholId, scholId)),
  ]);
  if (!s) throw new HttpError(404, NOT_FOUND_SCHOL);
  return { ...s, applicationCount: Number(n) };
}

function values(input: ScholarshipInput) {
  return {
    title: input.title,
    kindCd: input.kindCd,
    sponsorNm: input.sponsorNm ?? null,
    year: input.year,
    termCd: input.termCd,
    amountMin: input.amountMin,
    amountMax: input.amountMax,
    quota: input.quota ?? null,
    description: input.description,
    applyStartDt: input.applyStartDt,
    applyEndDt: input.applyEndDt,
    minGrade: input.minGrade ?? null,
    minCredits: input.minCredits ?? null,
    minGpa: input.minGpa ?? null,
    maxIncomeCd: input.maxIncomeCd ?? null,
    eligibleStatusCds: input.eligibleStatusCds ?? [],
    requiredDocs: input.requiredDocs ?? [],
    useYn: input.useYn ?? 'Y',
  };
}

/** The kind and income codes must exist in the common codes. */
async function checkCodes(input: ScholarshipInput) {
  const db = await getDb();
  const rows = await db.select({ grpCd: comCodes.grpCd, comCd: comCodes.comCd }).from(comCodes).where(inArray(comCodes.grpCd, ['SCHOL_KIND', 'SCHOL_INCOME', 'SHREG_ST']));
  const has = (grp: string, cd: string) => rows.some((r) => r.grpCd === grp && r.comCd === cd);
  const errors: Record<string, string> = {};
  if (!has('SCHOL_KIND', input.kindCd)) errors.kindCd = '장학 구분을 선택해 주세요.';
  if (input.maxIncomeCd && !has('SCHOL_INCOME', input.maxIncomeCd)) errors.maxIncomeCd = '소득분위를 다시 선택해 주세요.';
  if ((input.eligibleStatusCds ?? []).some((c) => !has('SHREG_ST', c))) errors.eligibleStatusCds = '학적 상태를 다시 선택해 주세요.';
  if (Object.keys(errors).length) throw new HttpError(400, '입력값을 확인해 주세요.', errors);
}

export async function createScholarship(actor: Actor, input: ScholarshipInput, ip: string | null = null) {
  await checkCodes(input);
  const db = await getDb();
  const [row] = await db.insert(scholarships).values({ ...values(input), managerId: actor.userId }).returning({ scholId: scholarships.scholId });
  await audit({ actorId: actor.userId, action: 'schol.create', targetType: 'scholarship', targetId: String(row.scholId), detail: { title: input.title }, ip });
  return row;
}

/** Edits a scholarship. Documents cannot change once students have applied (their uploads follow the list). */
export async function updateScholarship(actor: Actor, scholId: number, input: ScholarshipInput, ip: string | null = null) {
  await checkCodes(input);
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [s] = await tx.select().from(scholarships).where(eq(scholarships.scholId, scholId)).for('update');
    if (!s) throw new HttpError(404, NOT_FOUND_SCHOL);
    const [{ n }] = await tx.select({ n: count() }).from(appls).where(eq(appls.scholId, scholId));
    const next = values(input);
    if (Number(n) > 0 && JSON.stringify(next.requiredDocs) !== JSON.stringify(s.requiredDocs))
      throw new HttpError(409, '신청한 학생이 있어 제출 서류를 바꿀 수 없습니다.', { requiredDocs: '신청이 있는 장학금의 제출 서류는 바꿀 수 없습니다.' });
    await tx.update(scholarships).set({ ...next, updatedAt: sql`now()` }).where(eq(scholarships.scholId, scholId));
  });
  await audit({ actorId: actor.userId, action: 'schol.update', targetType: 'scholarship', targetId: String(scholId), detail: { title: input.title }, ip });
  return { scholId };
}

/** Common codes of a group, for the staff forms' selects. */
export async function codeOptions(grpCd: 'SCHOL_KIND' | 'SCHOL_INCOME' | 'SHREG_ST') {
  const db = await getDb();
  return db.select({ code: comCodes.comCd, name: comCodes.comCdNm }).from(comCodes).where(and(eq(comCodes.grpCd, grpCd), eq(comCodes.useYn, 'Y'))).orderBy(asc(comCodes.sortOrd));
}
