// The counselling centre's notice board (posts of board CNSL_NOTICE), written by its counsellors.
import { textToHtml } from '../../text/html';
import { and, eq } from 'drizzle-orm';
import { getDb, schema } from '../db';
import { HttpError } from '../http/respond';
import { sanitizeRichText, plainText } from '../sanitize';
import { centreOf, type Actor } from './access';
import { audit } from '../audit/log';
import { isDiv } from '../../users';

export const CNSL_NOTICE_BOARD = 'CNSL_NOTICE';

async function requirePsy(actor: Actor) {
  if (!isDiv(actor, 'cnslr') || (await centreOf(actor.userId)) !== 'PSY') throw new HttpError(403, '학생상담센터 상담사만 공지를 쓸 수 있습니다.');
}

export async function saveNotice(actor: Actor, input: { title: string; content: string; pinYn: 'Y' | 'N' }, postId?: number) {
  await requirePsy(actor);
  const db = await getDb();
  const content = sanitizeRichText(input.content.includes('<') ? input.content : textToHtml(input.content));
  const values = { title: input.title, content, contentText: plainText(content), pinYn: input.pinYn, updatedAt: new Date() };
  if (postId) {
    const rows = await db.update(schema.posts).set(values).where(and(eq(schema.posts.postId, postId), eq(schema.posts.boardCd, CNSL_NOTICE_BOARD))).returning({ postId: schema.posts.postId });
    if (!rows.length) throw new HttpError(404, '공지를 찾을 수 없습니다.');
    await audit({ actorId: actor.userId, action: 'cnsl.notice.edit', targetType: 'post', targetId: String(postId) });
    return rows[0];
  }
  const [row] = await db.insert(schema.posts).values({ ...values, boardCd: CNSL_NOTICE_BOARD, authorId: actor.userId }).returning({ postId: schema.posts.postId });
  await audit({ actorId: actor.userId, action: 'cnsl.notice.create', targetType: 'post', targetId: String(row.postId) });
  return row;
}
