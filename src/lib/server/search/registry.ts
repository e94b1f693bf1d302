// Where the areas plug into the search: each area registers a source that finds its own records the
// way its own list shows them (published, in use, for this user type), so the search never knows an
// area's rules. Filled at start by src/lib/server/areas.ts (decision 047).
import type { Db } from '../db';
import type { SearchArea } from '../../search/areas';
import type { SearchQuery } from '../../search/query';
import type { UserDiv } from '../../users';
import type { Matcher } from './match';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Who searches: null for a visitor who is not logged in. */
export type Searcher = { userId: string; userDiv: UserDiv } | null;

export interface SearchHit {
  area: SearchArea;
  /** The record's id within its area. */
  key: string;
  title: string;
  /** The record's own page (or its place on its area's page). */
  href: string;
  /** Text the excerpt is cut from. */
  body: string | null;
  /** A short fact beside the title (a date, a company, a category). */
  meta: string | null;
  rank: number;
  score: number;
}

export interface SearchContext {
  db: Tx;
  query: SearchQuery;
  match: Matcher;
  searcher: Searcher;
  today: string;
  limit: number;
}

export interface SearchSource {
  area: SearchArea;
  /** Whether this user may see the area at all (its pages' route set). */
  visibleTo(searcher: Searcher): boolean;
  /** Work before the search's read-only transaction (publishing what is due), outside it. */
  prepare?(): Promise<unknown>;
  find(ctx: SearchContext): Promise<SearchHit[]>;
}

const sources: SearchSource[] = [];

export function registerSearchSource(source: SearchSource) {
  if (!sources.some((s) => s.area === source.area && s.find === source.find)) sources.push(source);
}

export function searchSources(): readonly SearchSource[] {
  return sources;
}
