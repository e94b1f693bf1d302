// Directory lookups: departments, staff, counsellors and students.
import { alias } from 'drizzle-orm/pg-core';
import { and, asc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { getDb, schema } from '../db';
import { boundedCount, one } from '../db/paging';

const { depts, users, staff, counsellors, professors, comCodes } = schema;

/** Escapes LIKE wildcards so a search term is matched literally. */
export function likeTerm(term: string) {
  return `%${term.replace(/[\\%_]/g, (c) => '\\' + c)}%`;
}

export async function deptList(filter: { deptDiv?: string; upDeptCd?: string; grpCd?: string }, showCode = false) {
  const db = await getDb();
  const where: SQL[] = [eq(depts.useYn, 'Y')];
  if (filter.deptDiv) where.push(eq(depts.deptDiv, filter.deptDiv));
  if (filter.upDeptCd) where.push(eq(depts.upDeptCd, filter.upDeptCd));
  if (filter.grpCd) where.push(eq(depts.grpCd, filter.grpCd));
  const rows = await db
    .select({ deptCd: depts.deptCd, deptNm: depts.deptNm, engNm: depts.engNm, deptDiv: depts.deptDiv, upDeptCd: depts.upDeptCd, grpCd: depts.grpCd, telNo: depts.telNo, location: depts.location })
    .from(depts)
    .where(and(...where))
    .orderBy(asc(depts.sortOrd), asc(depts.deptCd));
  return showCode ? rows.map((r) => ({ ...r, deptNm: `[${r.deptCd}] ${r.deptNm}` })) : rows;
}

export async function staffList(filter: { stfDivCd?: string; stfPstnCd?: string; deptCd?: string; searchKeyword?: string }) {
  const db = await getDb();
  const pstn = alias(comCodes, 'pstn');
  const where: SQL[] = [eq(users.useYn, 'Y')];
  if (filter.stfDivCd) where.push(eq(staff.stfDivCd, filter.stfDivCd));
  if (filter.stfPstnCd) where.push(eq(staff.stfPstnCd, filter.stfPstnCd));
  if (filter.deptCd) where.push(eq(staff.deptCd, filter.deptCd));
  if (filter.searchKeyword) {
    const t = likeTerm(filter.searchKeyword);
    where.push(or(ilike(users.korNm, t), ilike(depts.deptNm, t), ilike(staff.duty, t))!);
  }
  return db
    .select({ userId: users.userId, stfNo: staff.stfNo, korNm: users.korNm, stfDivCd: staff.stfDivCd, stfPstnCd: staff.stfPstnCd, stfPstnNm: pstn.comCdNm, deptCd: staff.deptCd, deptNm: depts.deptNm, duty: staff.duty, officeTel: staff.officeTel, email: users.email })
    .from(staff)
    .innerJoin(users, eq(users.userId, staff.userId))
    .leftJoin(depts, eq(depts.deptCd, staff.deptCd))
    .leftJoin(pstn, and(eq(pstn.grpCd, 'STF_PSTN'), eq(pstn.comCd, staff.stfPstnCd)))
    .where(and(...where))
    .orderBy(asc(depts.sortOrd), asc(staff.stfNo));
}

export async function counsellorList(filter: { cnslrDiv?: string; searchKeyword?: string }) {
  const db = await getDb();
  const div = alias(comCodes, 'div');
  const where: SQL[] = [eq(users.useYn, 'Y')];
  if (filter.cnslrDiv) where.push(eq(counsellors.cnslrDiv, filter.cnslrDiv));
  if (filter.searchKeyword) {
    const t = likeTerm(filter.searchKeyword);
    where.push(or(ilike(users.korNm, t), ilike(counsellors.specialty, t))!);
  }
  return db
    .select({ cnslrId: counsellors.cnslrId, userId: users.userId, korNm: users.korNm, cnslrDiv: counsellors.cnslrDiv, cnslrDivNm: div.comCdNm, deptCd: counsellors.deptCd, deptNm: depts.deptNm, specialty: counsellors.specialty, room: counsellors.room, officeTel: counsellors.officeTel })
    .from(counsellors)
    .innerJoin(users, eq(users.userId, counsellors.userId))
    .leftJoin(depts, eq(depts.deptCd, counsellors.deptCd))
    .leftJoin(div, and(eq(div.grpCd, 'CNSLR_DIV'), eq(div.comCd, counsellors.cnslrDiv)))
    .where(and(...where))
    .orderBy(asc(counsellors.cnslrId));
}

export interface StudentFilter {
  colgCd?: string;
  hakguaCd?: string;
  majorCd?: string;
  gradeCd?: string;
  shregSt?: string;
  searchKeyword?: string;
  guideProfNo?: string;
  page: number;
  size: number;
}

export async function studentList(filter: StudentFilter) {
  const db = await getDb();
  const hakgua = alias(depts, 'hakgua');
  const major = alias(depts, 'major');
  const shreg = alias(comCodes, 'shreg');
  const where: SQL[] = [eq(users.userDiv, 'std'), eq(users.useYn, 'Y')];
  if (filter.colgCd) where.push(eq(users.colgCd, filter.colgCd));
  if (filter.hakguaCd) where.push(eq(users.hakguaCd, filter.hakguaCd));
  if (filter.majorCd) where.push(eq(users.majorCd, filter.majorCd));
  if (filter.gradeCd) where.push(eq(users.gradeCd, filter.gradeCd));
  if (filter.shregSt) where.push(eq(users.shregSt, filter.shregSt));
  if (filter.guideProfNo) where.push(eq(users.guideProfNo, filter.guideProfNo));
  if (filter.searchKeyword) {
    const t = likeTerm(filter.searchKeyword);
    where.push(or(ilike(users.korNm, t), ilike(users.userId, t))!);
  }
  const cond = and(...where);
  // The total is counted as far as anyone pages (decision 045); the page comes in id order from
  // the users_std_order index, so neither grows with the number of students.
  const total = await boundedCount(db, db.select({ one }).from(users).where(cond));
  const list = await db
    .select({ userId: users.userId, korNm: users.korNm, colgCd: users.colgCd, hakguaCd: users.hakguaCd, hakguaNm: hakgua.deptNm, majorCd: users.majorCd, majorNm: major.deptNm, gradeCd: users.gradeCd, shregSt: users.shregSt, shregStNm: shreg.comCdNm, guideProfNo: users.guideProfNo, email: users.email })
    .from(users)
    .leftJoin(hakgua, eq(hakgua.deptCd, users.hakguaCd))
    .leftJoin(major, eq(major.deptCd, users.majorCd))
    .leftJoin(shreg, and(eq(shreg.grpCd, 'SHREG_ST'), eq(shreg.comCd, users.shregSt)))
    .where(cond)
    // Ids sort as people read them: student2 before student10.
    .orderBy(sql`length(${users.userId})`, asc(users.userId))
    .limit(filter.size)
    .offset((filter.page - 1) * filter.size);
  return { list, ...total, page: filter.page, size: filter.size };
}

export async function profNoOf(userId: string) {
  const db = await getDb();
  const [row] = await db.select({ profNo: professors.profNo }).from(professors).where(eq(professors.userId, userId));
  return row?.profNo ?? null;
}
