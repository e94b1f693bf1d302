// Job postings for students: the list (Korean substring search, filters, sort, paging), one posting
// with its company and attachments, bookmarks and hidden postings. Students see published postings
// only (OPEN, or CLOSED by hand); a posting waiting for approval or rejected is not found.
import { and, asc, count, desc, eq, gte, ilike, inArray, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import { getDb, schema } from '../db';
import { HttpError } from '../http/respond';
import { comCodeList } from '../codes/repository';
import { codeNames } from '../org/names';
import { likeTerm } from '../org/repository';
import { listFiles } from '../files/service';
import { CODE_GROUPS, PHASE_LABELS, dDayLabel, dDayVariant, postingPhase, type PostingSort } from '../../recruiting/postings';
import { addDays, daysBetween } from '../../calendar';
import type { PostingQuery } from '../../schemas/recruiting';
import * as clock from '../clock';
import type { Actor } from '../../users';

const { recruitPostings: postings, recruitCompanies: companies, recruitBookmarks: bookmarks, recruitHidden: hidden } = schema;

export const NOT_FOUND = '채용공고를 찾을 수 없습니다.';
/** Statuses a student may see. */
export const PUBLISHED = ['OPEN', 'CLOSED'];

type PostingRow = typeof postings.$inferSelect;
type CompanyRow = typeof companies.$inferSelect;

/** SQL of "no longer taking applications": closed by hand or past the deadline. */
export const closedSql = (today: string) => or(eq(postings.status, 'CLOSED'), lt(postings.deadlineDt, today))!;
export const openSql = (today: string) => and(eq(postings.status, 'OPEN'), gte(postings.deadlineDt, today))!;

/** Code names of a posting and its company, for lists and details alike. */
export function describe(p: PostingRow, c: CompanyRow, names: Map<string, string>, today: string) {
  const phase = postingPhase(p, today);
  return {
    postingId: p.postingId,
    title: p.title,
    companyId: c.companyId,
    companyNm: c.companyNm,
    sizeCd: c.sizeCd,
    sizeNm: names.get(`${CODE_GROUPS.companySize}:${c.sizeCd}`) ?? c.sizeCd,
    industryNm: c.industryNm,
    jobClsCd: p.jobClsCd,
    jobClsNm: names.get(`${CODE_GROUPS.jobCls}:${p.jobClsCd}`) ?? p.jobClsCd,
    empTypeCd: p.empTypeCd,
    empTypeNm: names.get(`${CODE_GROUPS.empType}:${p.empTypeCd}`) ?? p.empTypeCd,
    regionCd: p.regionCd,
    regionNm: names.get(`${CODE_GROUPS.region}:${p.regionCd}`) ?? p.regionCd,
    careerLvlCd: p.careerLvlCd,
    careerLvlNm: names.get(`${CODE_GROUPS.careerLvl}:${p.careerLvlCd}`) ?? p.careerLvlCd,
    openDt: p.openDt,
    deadlineDt: p.deadlineDt,
    status: p.status,
    phase,
    phaseNm: PHASE_LABELS[phase],
    closed: phase === 'CLOSED',
    dDay: dDayLabel(p, today),
    dDayVariant: dDayVariant(p, today),
    daysLeft: phase === 'CLOSED' ? null : daysBetween(today, p.deadlineDt),
  };
}
export type PostingSummary = ReturnType<typeof describe> & { bookmarked: boolean };

function orderOf(sort: PostingSort, today: string) {
  return sort === 'newest'
    ? [desc(postings.createdAt), desc(postings.postingId)]
    : // Open postings first, the closest deadline on top; closed ones after, the latest closed first.
      [sql`case when ${postings.status} = 'OPEN' and ${postings.deadlineDt} >= ${today} then 0 else 1 end`, sql`case when ${postings.status} = 'OPEN' and ${postings.deadlineDt} >= ${today} then ${postings.deadlineDt} end asc`, desc(postings.deadlineDt), desc(postings.postingId)];
}

async function bookmarkedOf(studentId: string, ids: number[]) {
  if (!ids.length) return new Set<number>();
  const db = await getDb();
  const rows = await db.select({ id: bookmarks.postingId }).from(bookmarks).where(and(eq(bookmarks.studentId, studentId), inArray(bookmarks.postingId, ids)));
  return new Set(rows.map((r) => r.id));
}

/** The posting list of a student. */
export async function listPostings(studentId: string, query: PostingQuery, today = clock.today()) {
  const db = await getDb();
  const where: SQL[] = [inArray(postings.status, PUBLISHED), eq(companies.useYn, 'Y')];
  if (query.keyword) {
    const t = likeTerm(query.keyword);
    where.push(or(ilike(postings.title, t), ilike(companies.companyNm, t), ilike(companies.industryNm, t), ilike(postings.requirements, t))!);
  }
  if (query.jobClsCd) where.push(eq(postings.jobClsCd, query.jobClsCd));
  if (query.empTypeCd) where.push(eq(postings.empTypeCd, query.empTypeCd));
  if (query.regionCd) where.push(eq(postings.regionCd, query.regionCd));
  if (query.careerLvlCd) where.push(eq(postings.careerLvlCd, query.careerLvlCd));
  if (query.sizeCd) where.push(eq(companies.sizeCd, query.sizeCd));
  if (query.deadline === 'open') where.push(openSql(today));
  if (query.deadline === 'week') where.push(openSql(today), lte(postings.deadlineDt, addDays(today, 7)));
  if (query.deadline === 'closed') where.push(closedSql(today));
  if (query.bookmarked === 'Y')
    where.push(inArray(postings.postingId, db.select({ id: bookmarks.postingId }).from(bookmarks).where(eq(bookmarks.studentId, studentId))));
  const cond = and(...where);
  const [[{ total }], rows, names] = await Promise.all([
    db.select({ total: count() }).from(postings).innerJoin(companies, eq(companies.companyId, postings.companyId)).where(cond),
    db
      .select({ p: postings, c: companies })
      .from(postings)
      .innerJoin(companies, eq(companies.companyId, postings.companyId))
      .where(cond)
      .orderBy(...orderOf(query.sort ?? 'deadline', today))
      .limit(query.size)
      .offset((query.page - 1) * query.size),
    codeNames(),
  ]);
  const marked = await bookmarkedOf(studentId, rows.map((r) => r.p.postingId));
  const list: PostingSummary[] = rows.map((r) => ({ ...describe(r.p, r.c, names, today), bookmarked: marked.has(r.p.postingId) }));
  return { list, totalCnt: Number(total), page: query.page, size: query.size, today };
}


/** A published posting with its company, or 404. */
export async function publishedPosting(postingId: number) {
  const db = await getDb();
  const [row] = await db.select({ p: postings, c: companies }).from(postings).innerJoin(companies, eq(companies.companyId, postings.companyId)).where(eq(postings.postingId, postingId));
  if (!row || !PUBLISHED.includes(row.p.status) || row.c.useYn !== 'Y') throw new HttpError(404, NOT_FOUND);
  return row;
}

/** One posting for a logged-in student: company, requirements, how to apply, contact and attachments. */
export async function postingDetail(viewer: Actor, postingId: number, today = clock.today()) {
  const db = await getDb();
  const { p, c } = await publishedPosting(postingId);
  const [names, marked, files] = await Promise.all([
    codeNames(),
    bookmarkedOf(viewer.userId, [postingId]),
    p.fileGroupId ? listFiles(p.fileGroupId, viewer).catch(() => []) : Promise.resolve([]),
  ]);
  // A view count is a rough popularity signal: no per-user deduplication.
  await db.update(postings).set({ viewCnt: sql`${postings.viewCnt} + 1` }).where(eq(postings.postingId, postingId));
  return {
    ...describe(p, c, names, today),
    bookmarked: marked.has(postingId),
    headcount: p.headcount,
    salary: p.salary,
    requirements: p.requirements,
    howToApply: p.howToApply,
    applyUrl: p.applyUrl,
    contact: p.contact,
    viewCnt: p.viewCnt + 1,
    company: { companyNm: c.companyNm, sizeNm: names.get(`${CODE_GROUPS.companySize}:${c.sizeCd}`) ?? c.sizeCd, industryNm: c.industryNm, regionNm: names.get(`${CODE_GROUPS.region}:${c.regionCd}`) ?? c.regionCd, homepage: c.homepage, introduction: c.introduction },
    files: files.map((f) => ({ fileId: f.fileId, oriFileNm: f.oriFileNm, fileExtNm: f.fileExtNm, fileSize: f.fileSize, linkUrlPath: f.linkUrlPath })),
    today,
  };
}

export async function setBookmark(studentId: string, postingId: number, on: boolean) {
  await publishedPosting(postingId);
  const db = await getDb();
  if (on) await db.insert(bookmarks).values({ studentId, postingId }).onConflictDoNothing();
  else await db.delete(bookmarks).where(and(eq(bookmarks.studentId, studentId), eq(bookmarks.postingId, postingId)));
  return { postingId, bookmarked: on };
}

export async function setHidden(studentId: string, postingId: number, on: boolean) {
  await publishedPosting(postingId);
  const db = await getDb();
  if (on) await db.insert(hidden).values({ studentId, postingId }).onConflictDoNothing();
  else await db.delete(hidden).where(and(eq(hidden.studentId, studentId), eq(hidden.postingId, postingId)));
  return { postingId, hidden: on };
}

/** The filter choices of the list, from the common codes, in their sort order. */
export async function filterOptions() {
  const group = async (grp: string) => (await comCodeList(grp)).list.map((c) => ({ cd: c.comCd, nm: c.comCdNm }));
  const [jobCls, empType, region, careerLvl, companySize] = await Promise.all([
    group(CODE_GROUPS.jobCls),
    group(CODE_GROUPS.empType),
    group(CODE_GROUPS.region),
    group(CODE_GROUPS.careerLvl),
    group(CODE_GROUPS.companySize),
  ]);
  return { jobCls, empType, region, careerLvl, companySize };
}

/** Posting ids of the student's bookmarks that are published, oldest deadline first. */
export async function bookmarkedIds(studentId: string) {
  const db = await getDb();
  const rows = await db.select({ id: bookmarks.postingId }).from(bookmarks).where(eq(bookmarks.studentId, studentId)).orderBy(asc(bookmarks.createdAt));
  return rows.map((r) => r.id);
}
