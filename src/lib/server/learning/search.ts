// Subjects for the search: the subjects in use, linked to their page in the curriculum.
import { and, asc, eq, sql } from 'drizzle-orm';
import { schema } from '../db';
import { isStudent } from '../../users';
import { categoryName } from '../../learning/categories';
import type { SearchSource } from '../search/registry';

const { subjects } = schema;

export const subjectSearch: SearchSource = {
  area: 'subject',
  visibleTo: isStudent,
  async find({ db, match, limit }) {
    const body = [subjects.description];
    const rank = match.rank(subjects.korNm, body);
    const score = match.score(subjects.korNm);
    const rows = await db
      .select({ id: subjects.sbjtKeyId, title: subjects.korNm, code: subjects.sbjtCd, credits: subjects.credits, category: subjects.category, body: subjects.description, rank, score })
      .from(subjects)
      .where(and(eq(subjects.useYn, 'Y'), match.where(subjects.korNm, body)))
      .orderBy(rank, sql`${score} desc`, asc(subjects.sbjtCd))
      .limit(limit);
    return rows.map((r) => ({
      area: 'subject' as const,
      key: r.id,
      title: r.title,
      href: `/user/learnact/learnplan/currircmd/${encodeURIComponent(r.id)}`,
      body: r.body,
      meta: `${categoryName(r.category)} · ${r.credits}학점 · ${r.code}`,
      rank: r.rank,
      score: r.score,
    }));
  },
};
