// Clubs for the search: the clubs in use, as the club directory lists them.
import { and, asc, eq, sql } from 'drizzle-orm';
import { schema } from '../db';
import { isStudent } from '../../users';
import type { SearchSource } from '../search/registry';

const { clubs } = schema;

export const clubSearch: SearchSource = {
  area: 'club',
  visibleTo: isStudent,
  async find({ db, match, limit }) {
    const body = [clubs.summary, clubs.introduction];
    const rank = match.rank(clubs.clubNm, body);
    const score = match.score(clubs.clubNm);
    const rows = await db
      .select({ id: clubs.clubId, title: clubs.clubNm, body: clubs.summary, rank, score })
      .from(clubs)
      .where(and(eq(clubs.useYn, 'Y'), match.where(clubs.clubNm, body)))
      .orderBy(rank, sql`${score} desc`, asc(clubs.clubNm))
      .limit(limit);
    return rows.map((r) => ({ area: 'club' as const, key: String(r.id), title: r.title, href: `/user/colglife/club/${r.id}`, body: r.body, meta: null, rank: r.rank, score: r.score }));
  },
};
