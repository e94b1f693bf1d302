// A logged-in user's recent searches: the last ten, newest first, hers alone (every read and removal
// names her id); a visitor who is not logged in leaves none.
import { and, desc, eq, notInArray, sql } from 'drizzle-orm';
import { getDb, schema } from '../db';
import { HttpError } from '../http/respond';

const { searchHistory } = schema;

export const RECENT_SEARCHES = 10;

export async function recentSearches(userId: string) {
  const db = await getDb();
  return db
    .select({ historyId: searchHistory.historyId, term: searchHistory.term, searchedAt: searchHistory.searchedAt })
    .from(searchHistory)
    .where(eq(searchHistory.userId, userId))
    .orderBy(desc(searchHistory.searchedAt), desc(searchHistory.historyId))
    .limit(RECENT_SEARCHES);
}

/** Keeps a search as her newest one (searching a term again moves it up) and forgets the eleventh. */
export async function recordSearch(userId: string, term: string) {
  const db = await getDb();
  await db.transaction(async (tx) => {
    await tx
      .insert(searchHistory)
      .values({ userId, term })
      .onConflictDoUpdate({ target: [searchHistory.userId, searchHistory.term], set: { searchedAt: sql`now()` } });
    const keep = tx
      .select({ id: searchHistory.historyId })
      .from(searchHistory)
      .where(eq(searchHistory.userId, userId))
      .orderBy(desc(searchHistory.searchedAt), desc(searchHistory.historyId))
      .limit(RECENT_SEARCHES);
    await tx.delete(searchHistory).where(and(eq(searchHistory.userId, userId), notInArray(searchHistory.historyId, keep)));
  });
}

/** Removes one of her recent searches; someone else's, or one already gone, is not found. */
export async function removeSearch(userId: string, historyId: number) {
  const db = await getDb();
  const gone = await db.delete(searchHistory).where(and(eq(searchHistory.userId, userId), eq(searchHistory.historyId, historyId))).returning({ id: searchHistory.historyId });
  if (!gone.length) throw new HttpError(404, '최근 검색어를 찾을 수 없습니다.');
}

export async function clearSearches(userId: string) {
  const db = await getDb();
  await db.delete(searchHistory).where(eq(searchHistory.userId, userId));
}
