// Notices (with programme news) and guide pages for the search: published posts the reader may open
// (the audience rule of the boards), linked to their own pages.
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { schema } from '../db';
import { publishDue } from '../content/due';
import { formatSeoulDate } from '../../calendar';
import type { SearchContext, SearchSource } from '../search/registry';
import { readable } from './repository';

const { posts } = schema;

async function findPosts({ db, match, searcher, limit }: SearchContext, boards: string[]) {
  const rank = match.rank(posts.title, [posts.contentText]);
  const score = match.score(posts.title);
  return db
    .select({ postId: posts.postId, boardCd: posts.boardCd, title: posts.title, body: posts.contentText, category: posts.category, createdAt: posts.createdAt, rank, score })
    .from(posts)
    .where(and(inArray(posts.boardCd, boards), eq(posts.useYn, 'Y'), readable(searcher), match.where(posts.title, [posts.contentText])))
    .orderBy(rank, sql`${score} desc`, desc(posts.createdAt), desc(posts.postId))
    .limit(limit);
}

export const noticeSearch: SearchSource = {
  area: 'notice',
  visibleTo: () => true,
  // Scheduled notices go live (and expired ones go away) before anyone finds them.
  prepare: () => publishDue(),
  async find(ctx) {
    const rows = await findPosts(ctx, ['NOTICE', 'PROGRAM']);
    return rows.map((r) => ({
      area: 'notice' as const,
      key: String(r.postId),
      title: r.title,
      href: `/notice/${r.postId}`,
      body: r.body,
      meta: [r.boardCd === 'PROGRAM' ? '프로그램 소식' : r.category, formatSeoulDate(r.createdAt)].filter(Boolean).join(' · '),
      rank: r.rank,
      score: r.score,
    }));
  },
};

export const guideSearch: SearchSource = {
  area: 'guide',
  visibleTo: () => true,
  async find(ctx) {
    const rows = await findPosts(ctx, ['GUIDE']);
    return rows.map((r) => ({ area: 'guide' as const, key: String(r.postId), title: r.title, href: `/guide/${r.postId}`, body: r.body, meta: null, rank: r.rank, score: r.score }));
  },
};
