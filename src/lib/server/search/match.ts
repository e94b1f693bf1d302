// The SQL of one search over a record's title and body: whether it matches, and how well (the rank of
// decision 057: exact title, title prefix, title contains, initial consonants, body, a near title).
// Every area's search source builds its query from these, so the areas rank alike.
import { or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { likeTerm } from '../org/repository';
import type { SearchQuery } from '../../search/query';

type Text = AnyColumn | SQL;

/** How close a title's letters must come to the query's to count as a typo of it (pg_trgm word similarity). */
export const TYPO_SIMILARITY = 0.5;

export interface Matcher {
  /** The record matches somewhere: title, body, initials or a near title. */
  where(title: Text, body: Text[]): SQL;
  /** 0 exact title ... 5 near title (the order of MATCH_KINDS). */
  rank(title: Text, body: Text[]): SQL<number>;
  /** Within a rank, higher first: how close the title's letters are to hers, or how well her initials fit the title's. */
  score(title: Text): SQL<number>;
}

function escapeLike(s: string) {
  return s.replace(/[\\%_]/g, (c) => '\\' + c);
}

export function matcher(q: SearchQuery): Matcher {
  const contains = likeTerm(q.text);
  const prefix = `${escapeLike(q.text)}%`;
  const inTitle = (title: Text) => sql`${title} ilike ${contains}`;
  const inBody = (body: Text[]) => (body.length ? or(...body.map((b) => sql`${b} ilike ${contains}`))! : sql`false`);
  // The index on hangul_initials(title) finds the candidates; a mixed query's pattern then checks
  // the syllables she wrote out.
  const byInitials = (title: Text) =>
    q.initials ? (q.pattern ? sql`(hangul_initials(${title}) ilike ${likeTerm(q.initials)} and ${title} ~ ${q.pattern})` : sql`hangul_initials(${title}) ilike ${likeTerm(q.initials)}`) : sql`false`;
  // `<%` is pg_trgm's word similarity at the threshold the search sets for its transaction (indexable).
  const near = (title: Text) => (q.letters ? sql`${q.letters} <% hangul_jamo(${title})` : sql`false`);
  return {
    where: (title, body) => sql`(${inTitle(title)} or ${inBody(body)} or ${byInitials(title)} or ${near(title)})`,
    rank: (title, body) =>
      sql<number>`(case when lower(${title}) = lower(${q.text}) then 0 when ${title} ilike ${prefix} then 1 when ${inTitle(title)} then 2 when ${byInitials(title)} then 3 when ${inBody(body)} then 4 else 5 end)`.mapWith(Number),
    score: (title) =>
      q.letters
        ? // The closest word first; of equally close titles, the shorter (whole-text similarity breaks the tie).
          sql<number>`(word_similarity(${q.letters}, hangul_jamo(${title})) + similarity(${q.letters}, hangul_jamo(${title})) / 10)::real`.mapWith(Number)
        : q.initials
          ? // Initials that begin the title first, then those that begin a word; then the title whose initials are mostly hers.
            sql<number>`((case when hangul_initials(${title}) ilike ${`${escapeLike(q.initials)}%`} then 2 when ' ' || hangul_initials(${title}) ilike ${`% ${escapeLike(q.initials)}%`} then 1 else 0 end) + ${q.initials.length}::real / greatest(length(hangul_initials(${title})), 1))::real`.mapWith(Number)
          : sql<number>`(0)::real`.mapWith(Number),
  };
}
