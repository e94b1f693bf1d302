// Recruiting for the search: published job postings of companies in use (the students' posting
// list), and the startup centre's open programmes and its spaces in use (the 창업지원 tabs).
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { schema } from '../db';
import { isStudent } from '../../users';
import type { SearchSource } from '../search/registry';
import { PUBLISHED } from './postings';

const { recruitPostings: postings, recruitCompanies: companies, startupPrograms, startupSpaces } = schema;

export const postingSearch: SearchSource = {
  area: 'posting',
  visibleTo: isStudent,
  async find({ db, match, limit, today }) {
    const body = [companies.companyNm, companies.industryNm, postings.requirements];
    const rank = match.rank(postings.title, body);
    const score = match.score(postings.title);
    const rows = await db
      .select({ id: postings.postingId, title: postings.title, companyNm: companies.companyNm, body: postings.requirements, deadlineDt: postings.deadlineDt, rank, score })
      .from(postings)
      .innerJoin(companies, eq(companies.companyId, postings.companyId))
      .where(and(inArray(postings.status, PUBLISHED), eq(companies.useYn, 'Y'), match.where(postings.title, body)))
      .orderBy(rank, sql`${score} desc`, sql`case when ${postings.deadlineDt} >= ${today} then 0 else 1 end`, asc(postings.deadlineDt), desc(postings.postingId))
      .limit(limit);
    return rows.map((r) => ({
      area: 'posting' as const,
      key: String(r.id),
      title: r.title,
      href: `/user/careerinfo/cmmnrecrt/detail/${r.id}`,
      body: r.body,
      meta: `${r.companyNm} · ${r.deadlineDt >= today ? `마감 ${r.deadlineDt.replaceAll('-', '.')}` : '마감됨'}`,
      rank: r.rank,
      score: r.score,
    }));
  },
};

export const startupProgramSearch: SearchSource = {
  area: 'startup',
  visibleTo: isStudent,
  async find({ db, match, limit }) {
    const body = [startupPrograms.description, startupPrograms.place];
    const rank = match.rank(startupPrograms.title, body);
    const score = match.score(startupPrograms.title);
    const rows = await db
      .select({ id: startupPrograms.programId, title: startupPrograms.title, body: startupPrograms.description, kindCd: startupPrograms.kindCd, rank, score })
      .from(startupPrograms)
      .where(and(eq(startupPrograms.status, 'OPEN'), match.where(startupPrograms.title, body)))
      .orderBy(rank, sql`${score} desc`, desc(startupPrograms.programId))
      .limit(limit);
    return rows.map((r) => ({
      area: 'startup' as const,
      key: `program-${r.id}`,
      title: r.title,
      href: `/user/careerinfo/startupsupp/tab02#pg-${r.id}`,
      body: r.body,
      meta: r.kindCd === 'CAMP' ? '창업 캠프' : '창업 프로그램',
      rank: r.rank,
      score: r.score,
    }));
  },
};

export const startupSpaceSearch: SearchSource = {
  area: 'startup',
  visibleTo: isStudent,
  async find({ db, match, limit }) {
    const body = [startupSpaces.location];
    const rank = match.rank(startupSpaces.spaceNm, body);
    const score = match.score(startupSpaces.spaceNm);
    const rows = await db
      .select({ id: startupSpaces.spaceId, title: startupSpaces.spaceNm, location: startupSpaces.location, rank, score })
      .from(startupSpaces)
      .where(and(eq(startupSpaces.useYn, 'Y'), match.where(startupSpaces.spaceNm, body)))
      .orderBy(rank, sql`${score} desc`, asc(startupSpaces.spaceId))
      .limit(limit);
    return rows.map((r) => ({ area: 'startup' as const, key: `space-${r.id}`, title: r.title, href: `/user/careerinfo/startupsupp/tab03#sp-${r.id}`, body: null, meta: `창업공간 · ${r.location}`, rank: r.rank, score: r.score }));
  },
};
