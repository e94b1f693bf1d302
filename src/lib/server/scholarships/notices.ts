// Scholarship notices written by the office: posts of the notice board in the 장학 category, so
// they appear on the notice board and on the students' 장학 page alike.
import { invalidate } from '../cache';
import { and, desc, eq } from 'drizzle-orm';
import { getDb, schema } from '../db';
import { audit } from '../audit/log';
import { plainText, sanitizeRichText } from '../sanitize';
import { textToHtml } from '../../text/html';
import type { ScholNoticeInput } from '../../schemas/scholarships';
import { SCHOLARSHIP_NOTICE_CATEGORY } from './student';
import type { Actor } from './staff-access';

const { posts, users } = schema;

/** The student notice menu the notice board's posts belong to. */
const NOTICE_MENU_ID = 'STD_BOARD_NOTICE';


export async function createNotice(actor: Actor, input: ScholNoticeInput, ip: string | null = null) {
  const db = await getDb();
  const content = sanitizeRichText(textToHtml(input.content));
  const [row] = await db
    .insert(posts)
    .values({ boardCd: 'NOTICE', category: SCHOLARSHIP_NOTICE_CATEGORY, menuId: NOTICE_MENU_ID, title: input.title, content, contentText: plainText(content), pinYn: input.pinYn, authorId: actor.userId, useYn: 'Y' })
    .returning({ postId: posts.postId });
  await audit({ actorId: actor.userId, action: 'schol.notice.create', targetType: 'post', targetId: String(row.postId), ip });
  // Readers' notice lists (and the pages showing them) are dropped everywhere.
  invalidate('posts:');
  return row;
}

/** The latest scholarship notices, for the office's page. */
export async function recentNotices(limit = 10) {
  const db = await getDb();
  return db
    .select({ postId: posts.postId, title: posts.title, pinYn: posts.pinYn, authorNm: users.korNm, createdAt: posts.createdAt })
    .from(posts)
    .leftJoin(users, eq(users.userId, posts.authorId))
    .where(and(eq(posts.boardCd, 'NOTICE'), eq(posts.category, SCHOLARSHIP_NOTICE_CATEGORY), eq(posts.useYn, 'Y')))
    .orderBy(desc(posts.createdAt), desc(posts.postId))
    .limit(limit);
}
