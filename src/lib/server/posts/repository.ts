// Notices and guide pages. A notice is public unless it names its readers (audience): LOGIN for
// any logged-in user, or user types ('std,prof').
import { and, asc, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import { getDb, schema } from '../db';
import { likeTerm } from '../org/repository';
import type { Actor } from '../../users';
import { publishDue } from '../content/due';

const { posts, users, files } = schema;

const listColumns = {
  postId: posts.postId,
  boardCd: posts.boardCd,
  title: posts.title,
  category: posts.category,
  viewCnt: posts.viewCnt,
  pinYn: posts.pinYn,
  fileGroupId: posts.fileGroupId,
  audience: posts.audience,
  createdAt: posts.createdAt,
  authorNm: users.korNm,
};

/** Who is reading: null for a visitor who is not logged in. */
export type Reader = Pick<Actor, 'userDiv'> | null;

/** May this reader open a post with this audience? */
export function canReadPost(audience: string | null, reader: Reader) {
  if (!audience) return true;
  if (!reader) return false;
  return audience === 'LOGIN' || audience.split(',').includes(reader.userDiv);
}

/** What a reader should do about a post they may not open: log in first, or nothing (not found). */
export function refusalOf(audience: string | null, reader: Reader): 'login' | 'not-found' | null {
  if (canReadPost(audience, reader)) return null;
  return reader ? 'not-found' : 'login';
}

/** The posts this reader may open, as SQL (the rule of canReadPost). */
export function readable(reader: Reader): SQL | undefined {
  if (!reader) return isNull(posts.audience);
  return or(isNull(posts.audience), eq(posts.audience, 'LOGIN'), sql`${reader.userDiv} = any(string_to_array(${posts.audience}, ','))`);
}

/** A page of a board, only the posts the reader may open (reader undefined: every post, for staff tools). */
export async function listPosts(boardCd: string, opts: { page?: number; size?: number; keyword?: string; reader?: Reader } = {}) {
  // Scheduled notices go live (and expired ones go away) at their time, before anyone reads the board.
  await publishDue();
  const db = await getDb();
  const page = opts.page ?? 1;
  const size = opts.size ?? 10;
  const cond = and(
    eq(posts.boardCd, boardCd),
    eq(posts.useYn, 'Y'),
    opts.reader === undefined ? undefined : readable(opts.reader),
    opts.keyword ? or(ilike(posts.title, likeTerm(opts.keyword)), ilike(posts.contentText, likeTerm(opts.keyword))) : undefined,
  );
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(posts).where(cond);
  const list = await db
    .select(listColumns)
    .from(posts)
    .leftJoin(users, eq(users.userId, posts.authorId))
    .where(cond)
    .orderBy(desc(posts.pinYn), desc(posts.createdAt), desc(posts.postId))
    .limit(size)
    .offset((page - 1) * size);
  return { list, totalCnt: n, page, size };
}

export async function getPost(postId: number) {
  await publishDue();
  const db = await getDb();
  const [post] = await db
    .select({ ...listColumns, content: posts.content, updatedAt: posts.updatedAt })
    .from(posts)
    .leftJoin(users, eq(users.userId, posts.authorId))
    .where(and(eq(posts.postId, postId), eq(posts.useYn, 'Y')));
  if (!post) return null;
  const attachments = post.fileGroupId
    ? await db
        .select({ fileId: files.fileId, oriFileNm: files.oriFileNm, fileExtNm: files.fileExtNm, fileSize: files.fileSize, linkUrlPath: files.linkUrlPath })
        .from(files)
        .where(eq(files.fileGroupId, post.fileGroupId))
        .orderBy(asc(files.fileId))
    : [];
  return { ...post, attachments };
}

/** The neighbours of a post in its board, for "이전글 / 다음글". */
export async function neighbours(boardCd: string, postId: number) {
  const db = await getDb();
  const base = and(eq(posts.boardCd, boardCd), eq(posts.useYn, 'Y'));
  const [prev] = await db.select({ postId: posts.postId, title: posts.title }).from(posts).where(and(base, sql`${posts.postId} < ${postId}`)).orderBy(desc(posts.postId)).limit(1);
  const [next] = await db.select({ postId: posts.postId, title: posts.title }).from(posts).where(and(base, sql`${posts.postId} > ${postId}`)).orderBy(asc(posts.postId)).limit(1);
  return { prev: prev ?? null, next: next ?? null };
}

export async function increaseViewCount(postId: number) {
  const db = await getDb();
  const rows = await db
    .update(posts)
    .set({ viewCnt: sql`${posts.viewCnt} + 1` })
    .where(and(eq(posts.postId, postId), eq(posts.useYn, 'Y')))
    .returning({ viewCnt: posts.viewCnt });
  return rows[0]?.viewCnt ?? null;
}

export async function viewCountOf(postId: number) {
  const db = await getDb();
  const [row] = await db.select({ viewCnt: posts.viewCnt }).from(posts).where(and(eq(posts.postId, postId), eq(posts.useYn, 'Y')));
  return row?.viewCnt ?? null;
}
