// A student's saved posting searches: at most a few, each a named set of the list's filters. They
// open the list with those filters, and new postings that match them reach her as a message.
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { getDb, schema } from '../db';
import { HttpError } from '../http/respond';
import { isUniqueViolation } from '../db/errors';
import type { SavedCriteria } from '../db/schema-recruiting';
import type { SavedSearchInput } from '../../schemas/recruiting';

const { recruitSavedSearches: searches } = schema;

export const MAX_SAVED_SEARCHES = 5;
const CRITERIA_KEYS = ['keyword', 'jobClsCd', 'empTypeCd', 'regionCd', 'careerLvlCd', 'sizeCd'] as const;

export async function savedSearches(studentId: string) {
  const db = await getDb();
  const rows = await db.select().from(searches).where(eq(searches.studentId, studentId)).orderBy(asc(searches.searchId));
  // jsonb keeps its own key order: the link follows the list form's order instead.
  return rows.map((r) => ({ searchId: r.searchId, searchNm: r.searchNm, criteria: r.criteria, href: `/user/careerinfo/cmmnrecrt?${new URLSearchParams(CRITERIA_KEYS.filter((k) => !!r.criteria[k]).map((k) => [k, r.criteria[k]!]))}` }));
}

export async function saveSearch(studentId: string, input: SavedSearchInput) {
  const criteria: SavedCriteria = {};
  for (const k of CRITERIA_KEYS) if (input[k]) criteria[k] = input[k];
  const db = await getDb();
  const [{ n }] = await db.select({ n: count() }).from(searches).where(eq(searches.studentId, studentId));
  if (Number(n) >= MAX_SAVED_SEARCHES) throw new HttpError(409, `검색 조건은 ${MAX_SAVED_SEARCHES}개까지 저장할 수 있습니다. 쓰지 않는 조건을 지운 뒤 저장해 주세요.`);
  try {
    const [row] = await db.insert(searches).values({ studentId, searchNm: input.searchNm, criteria }).returning({ searchId: searches.searchId });
    return { searchId: row.searchId, searchNm: input.searchNm, criteria };
  } catch (err) {
    if (isUniqueViolation(err)) throw new HttpError(409, '같은 이름으로 저장한 조건이 있습니다.', { searchNm: '다른 이름을 입력해 주세요.' });
    throw err;
  }
}

/** Deletes her own saved search; someone else's is not found. */
export async function deleteSearch(studentId: string, searchId: number) {
  const db = await getDb();
  const gone = await db.delete(searches).where(and(eq(searches.searchId, searchId), eq(searches.studentId, studentId))).returning({ searchId: searches.searchId });
  if (!gone.length) throw new HttpError(404, '저장한 검색 조건을 찾을 수 없습니다.');
  return { searchId, deleted: true };
}

/** Whether a posting (with its company) meets saved criteria: the same rules as the list's filters. */
export function matches(criteria: SavedCriteria, p: { title: string; requirements: string; jobClsCd: string; empTypeCd: string; regionCd: string; careerLvlCd: string }, c: { companyNm: string; industryNm: string; sizeCd: string }) {
  if (criteria.jobClsCd && criteria.jobClsCd !== p.jobClsCd) return false;
  if (criteria.empTypeCd && criteria.empTypeCd !== p.empTypeCd) return false;
  if (criteria.regionCd && criteria.regionCd !== p.regionCd) return false;
  if (criteria.careerLvlCd && criteria.careerLvlCd !== p.careerLvlCd) return false;
  if (criteria.sizeCd && criteria.sizeCd !== c.sizeCd) return false;
  if (criteria.keyword) {
    const k = criteria.keyword.toLowerCase();
    if (![p.title, c.companyNm, c.industryNm, p.requirements].some((t) => t.toLowerCase().includes(k))) return false;
  }
  return true;
}

/**
 * The saved searches a posting may meet: the code criteria are compared in SQL (a criterion left out
 * matches anything), the keyword in `matches`.
 */
export async function candidateSearches(p: { jobClsCd: string; empTypeCd: string; regionCd: string; careerLvlCd: string }, c: { sizeCd: string }) {
  const db = await getDb();
  const field = (k: string, v: string) => sql`(${searches.criteria} ->> ${k} is null or ${searches.criteria} ->> ${k} = ${v})`;
  return db
    .select({ studentId: searches.studentId, searchNm: searches.searchNm, criteria: searches.criteria })
    .from(searches)
    .where(and(field('jobClsCd', p.jobClsCd), field('empTypeCd', p.empTypeCd), field('regionCd', p.regionCd), field('careerLvlCd', p.careerLvlCd), field('sizeCd', c.sizeCd)))
    .orderBy(asc(searches.searchId));
}
