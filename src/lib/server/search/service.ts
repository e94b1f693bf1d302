// One search over every area she may see (decision 057). The query is read the Korean way
// (src/lib/search/query.ts), every registered source finds at most PER_AREA of its records in one
// read-only transaction (which sets the typo threshold for pg_trgm), and the results are ranked
// together: exact title, title prefix, title contains, initial consonants, body, a near title.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { getDb, schema } from '../db';
import * as clock from '../clock';
import { cachedMenu } from '../layout';
import { sideMenuFor, type MenuNode } from '../menus/repository';
import { accessOf } from '../auth/route-access';
import { parseSearchQuery, type SearchQuery } from '../../search/query';
import { SEARCH_AREAS, SEARCH_AREA_ORDER, MATCH_KINDS, type MatchKind, type SearchArea } from '../../search/areas';
import { matcher, TYPO_SIMILARITY } from './match';
import { searchSources, type SearchContext, type SearchHit, type Searcher } from './registry';
import { recordSearch } from './history';

export const PER_AREA = 5;
export const TOTAL = 30;

export interface SearchResult {
  area: SearchArea;
  areaNm: string;
  match: MatchKind;
  title: string;
  href: string;
  snippet: string | null;
  meta: string | null;
}

/** A short excerpt around the first match, so the result shows why it matched. */
export function snippet(text: string, term: string, radius = 40) {
  const at = text.toLowerCase().indexOf(term.toLowerCase());
  if (at < 0) return text.length > radius * 2 ? text.slice(0, radius * 2) + '…' : text;
  const start = Math.max(0, at - radius);
  return (start > 0 ? '…' : '') + text.slice(start, at + term.length + radius) + (at + term.length + radius < text.length ? '…' : '');
}

const areaOrder = (a: SearchArea) => SEARCH_AREA_ORDER.indexOf(a);

/**
 * Below this many results a typo is suspected and near titles are looked for too. Measured on the demo
 * data: 장학 finds ten records exactly, and with near titles also 취업 캠프 and 형이상학 (a two-syllable
 * query has few trigrams, so word similarity forgives too much); 장학굼 and 창엽 find nothing exactly.
 */
export const TYPO_BELOW = 5;

export async function searchEverywhere(term: string, searcher: Searcher, today = clock.today()) {
  const query = parseSearchQuery(term);
  const db = await getDb();
  const sources = searchSources().filter((s) => s.visibleTo(searcher));
  // Outside the transaction: the embedded database runs one connection, which the transaction holds.
  for (const s of sources) await s.prepare?.();
  const menuIds = menuIdsOf(await sideMenuFor(await cachedMenu(searcher?.userDiv ?? 'std'), searcher), searcher);
  const find = (q: SearchQuery) =>
    db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('pg_trgm.word_similarity_threshold', ${String(TYPO_SIMILARITY)}, true)`);
      const ctx = { db: tx, query: q, match: matcher(q), searcher, today, limit: PER_AREA };
      const hits: SearchHit[] = await findMenus(ctx, menuIds);
      // One after another: a transaction holds one connection.
      for (const source of sources) hits.push(...(await source.find(ctx)));
      return hits;
    }, { accessMode: 'read only' });
  let found = await find({ ...query, letters: null });
  if (query.letters && found.length < TYPO_BELOW) found = await find(query);
  if (searcher) await recordSearch(searcher.userId, query.text);
  // An area with several sources (startup programmes and spaces) still gives at most PER_AREA.
  const perArea = new Map<SearchArea, number>();
  const ranked = found
    .sort((a, b) => a.rank - b.rank || b.score - a.score || areaOrder(a.area) - areaOrder(b.area))
    .filter((h) => {
      const n = (perArea.get(h.area) ?? 0) + 1;
      perArea.set(h.area, n);
      return n <= PER_AREA;
    })
    .slice(0, TOTAL);
  const results: SearchResult[] = ranked.map((h) => ({
    area: h.area,
    areaNm: SEARCH_AREAS[h.area],
    match: MATCH_KINDS[h.rank] ?? 'fuzzy',
    title: h.title,
    href: h.href,
    snippet: h.body ? snippet(h.body.replace(/\s+/g, ' ').trim(), query.text) : null,
    meta: h.meta,
  }));
  const areas = SEARCH_AREA_ORDER.map((area) => ({ area, areaNm: SEARCH_AREAS[area], count: results.filter((r) => r.area === area).length })).filter((a) => a.count > 0);
  return { q: query.text, results, areas, total: results.length };
}

// ---------------------------------------------------------------------------------------------
// Menus are shared, so the search reads them itself: the entries of her side menu that lead to a page,
// as the layout shows them (roles included); a visitor who is not logged in finds only public pages.

const { menus } = schema;

function menuIdsOf(tree: MenuNode[], searcher: Searcher): string[] {
  const out: string[] = [];
  const walk = (nodes: MenuNode[]) => {
    for (const n of nodes) {
      if (n.menuUrl && (searcher || accessOf(n.menuUrl.split('?')[0], null) === 'public')) out.push(n.menuId);
      walk(n.children);
    }
  };
  walk(tree);
  return out;
}

async function findMenus({ db, match, limit }: SearchContext, ids: string[]): Promise<SearchHit[]> {
  if (!ids.length) return [];
  const rank = match.rank(menus.menuNm, [menus.description]);
  const score = match.score(menus.menuNm);
  const rows = await db
    .select({ menuId: menus.menuId, title: menus.menuNm, href: menus.menuUrl, body: menus.description, rank, score })
    .from(menus)
    .where(and(inArray(menus.menuId, ids), eq(menus.useYn, 'Y'), match.where(menus.menuNm, [menus.description])))
    .orderBy(rank, sql`${score} desc`, asc(menus.depth), asc(menus.sortOrd))
    .limit(limit);
  return rows.map((r) => ({ area: 'menu' as const, key: r.menuId, title: r.title, href: r.href ?? '/', body: r.body, meta: null, rank: r.rank, score: r.score }));
}

/** The searcher of a request: the session's user, or null for a visitor. */
export function searcherOf(user: App.Locals['user']): Searcher {
  return user ? { userId: user.userId, userDiv: user.userDiv } : null;
}
