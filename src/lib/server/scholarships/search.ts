// Scholarships for the search: the ones in use whose application period has not ended, as the
// student's scholarship page lists them (never an application, an applicant or an income bracket).
import { and, desc, eq, gte, sql } from 'drizzle-orm';
import { schema } from '../db';
import { isStudent } from '../../users';
import type { SearchSource } from '../search/registry';

const { scholarships } = schema;

export const scholarshipSearch: SearchSource = {
  area: 'scholarship',
  visibleTo: isStudent,
  async find({ db, match, limit, today }) {
    const body = [scholarships.description, scholarships.sponsorNm];
    const rank = match.rank(scholarships.title, body);
    const score = match.score(scholarships.title);
    const rows = await db
      .select({ id: scholarships.scholId, title: scholarships.title, body: scholarships.description, applyStartDt: scholarships.applyStartDt, applyEndDt: scholarships.applyEndDt, rank, score })
      .from(scholarships)
      .where(and(eq(scholarships.useYn, 'Y'), gte(scholarships.applyEndDt, today), match.where(scholarships.title, body)))
      .orderBy(rank, sql`${score} desc`, desc(scholarships.scholId))
      .limit(limit);
    return rows.map((r) => ({
      area: 'scholarship' as const,
      key: String(r.id),
      title: r.title,
      href: `/user/colglife/scholamt#s-${r.id}-h`,
      body: r.body,
      meta: `신청 ${r.applyStartDt.replaceAll('-', '.')} ~ ${r.applyEndDt.replaceAll('-', '.')}`,
      rank: r.rank,
      score: r.score,
    }));
  },
};
