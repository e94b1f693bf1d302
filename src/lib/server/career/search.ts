// Career programmes (비교과) for the search: those in use, as the student's programme list shows them.
import { and, desc, eq, sql } from 'drizzle-orm';
import { schema } from '../db';
import { isStudent } from '../../users';
import type { SearchSource } from '../search/registry';

const { careerPrograms: programs } = schema;

export const programSearch: SearchSource = {
  area: 'program',
  visibleTo: isStudent,
  async find({ db, match, limit, today }) {
    const body = [programs.summary, programs.description];
    const rank = match.rank(programs.title, body);
    const score = match.score(programs.title);
    const rows = await db
      .select({ id: programs.programId, title: programs.title, body: programs.summary, applyEndDt: programs.applyEndDt, rank, score })
      .from(programs)
      .where(and(eq(programs.useYn, 'Y'), match.where(programs.title, body)))
      // Programmes still taking applications first, as on the list.
      .orderBy(rank, sql`${score} desc`, sql`case when ${programs.applyEndDt} >= ${today} then 0 else 1 end`, desc(programs.programId))
      .limit(limit);
    return rows.map((r) => ({
      area: 'program' as const,
      key: String(r.id),
      title: r.title,
      href: `/user/futuredesign/careerAct/detail/${r.id}`,
      body: r.body,
      meta: r.applyEndDt >= today ? `신청 마감 ${r.applyEndDt.replaceAll('-', '.')}` : '신청 마감됨',
      rank: r.rank,
      score: r.score,
    }));
  },
};
