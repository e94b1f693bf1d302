// Keyed guide texts of other areas: a board of the BOARD codes (e.g. ECPGUIDE) whose published
// posts make up one guide page, edited at 콘텐츠 관리 with the same revisions, drafts and history as
// guide pages and notices. Readers see only what is published and meant for them.
import { and, asc, desc, eq } from 'drizzle-orm';
import { getDb, schema } from '../db';
import { canReadPost, type Reader } from '../posts/repository';
import { publishDue } from './due';

const { posts } = schema;

/** The published sections of a guide board, pinned first, then in the order they were first published. */
export async function boardGuide(boardCd: string, reader: Reader) {
  await publishDue();
  const db = await getDb();
  const rows = await db
    .select({ postId: posts.postId, title: posts.title, content: posts.content, audience: posts.audience, updatedAt: posts.updatedAt })
    .from(posts)
    .where(and(eq(posts.boardCd, boardCd), eq(posts.useYn, 'Y')))
    .orderBy(desc(posts.pinYn), asc(posts.createdAt), asc(posts.postId))
    .limit(20);
  return rows.filter((r) => canReadPost(r.audience, reader));
}
