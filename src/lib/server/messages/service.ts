// System messages (spec section 7 sendSystemMsg): stored per recipient, announced live.
import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { getDb, schema } from '../db';
import { HttpError } from '../http/respond';
import { announceMessage, MESSAGE_CHANNEL } from '../events/hub';
import { profNoOf } from '../org/repository';
import { audit } from '../audit/log';
import { dropUnreadCount } from '../auth/sessions';
import { isDiv, type Actor } from '../../users';
import { enqueueNotifications } from '../notifications/outbox';
import type { NotifyCategory } from '../../notifications/categories';

const { systemMessages, messageRecipients, users } = schema;

export const MSG_TYPE01 = 'MSG_TYPE01';

export interface NewMessage {
  msgType: string;
  recvIdArr: string[];
  msgTitle: string;
  msgCont: string;
  userDef1?: string;
  userDef2?: string;
}

/**
 * What a message is about, for the mail it may cause (decision 059): the recipient's channel for that
 * category decides whether it reaches her by email. Messages that name none count as campus life.
 */
export interface MailExtra {
  category?: NotifyCategory;
  /** The portal page the mail links to (the message's own page), when userDef2 is not one. */
  href?: string;
  /** Urgent news skips the quiet hours and the morning digest. */
  urgent?: boolean;
}

const DEFAULT_CATEGORY: NotifyCategory = 'CAMPUS';

/** Who may write to whom: students to nobody, professors to their advisees, staff, counsellors and admins to anyone. */
async function checkRecipients(sender: Actor, recvIds: string[]) {
  const db = await getDb();
  if (!['prof', 'stf', 'cnslr', 'adm'].includes(sender.userDiv)) throw new HttpError(403, '메시지를 보낼 권한이 없습니다.');
  const found = await db.select({ userId: users.userId, guideProfNo: users.guideProfNo }).from(users).where(and(inArray(users.userId, recvIds), eq(users.useYn, 'Y')));
  const missing = recvIds.filter((id) => !found.some((f) => f.userId === id));
  if (missing.length) throw new HttpError(400, '받는 사람을 확인해 주세요.', { recvIdArr: `존재하지 않는 사용자입니다: ${missing.slice(0, 5).join(', ')}` });
  if (isDiv(sender, 'prof')) {
    const profNo = await profNoOf(sender.userId);
    if (found.some((f) => f.guideProfNo !== profNo)) throw new HttpError(403, '지도학생에게만 메시지를 보낼 수 있습니다.');
  }
}

/** A message a professor or staff member writes; by email it counts as 메시지 unless the caller names another category. */
export async function sendSystemMessage(sender: Actor, input: NewMessage, ip?: string | null, mail: MailExtra = {}) {
  const recvIds = [...new Set(input.recvIdArr)];
  await checkRecipients(sender, recvIds);
  const db = await getDb();
  const msgId = await db.transaction(async (tx) => {
    const [msg] = await tx
      .insert(systemMessages)
      .values({ msgType: input.msgType, sendUserId: sender.userId, msgTitle: input.msgTitle, msgCont: input.msgCont, userDef1: input.userDef1, userDef2: input.userDef2 })
      .returning({ msgId: systemMessages.msgId });
    await tx.insert(messageRecipients).values(recvIds.map((recvUserId) => ({ msgId: msg.msgId, recvUserId })));
    await enqueueNotifications(tx, recvIds, { msgId: msg.msgId, category: mail.category ?? 'MESSAGE', title: input.msgTitle, urgent: mail.urgent });
    return msg.msgId;
  });
  await audit({ actorId: sender.userId, action: 'message.send', targetType: 'message', targetId: String(msgId), detail: { recipients: recvIds.length }, ip });
  await announceMessage(msgId);
  return { msgId, recvCnt: recvIds.length };
}

/** Messages from the system to one user, e.g. the counselling centre's status changes. */
export async function notifyUser(recvUserId: string, msgTitle: string, msgCont: string, extra: { userDef1?: string; userDef2?: string; senderId?: string } & MailExtra = {}) {
  const db = await getDb();
  const msgId = await db.transaction(async (tx) => {
    const [msg] = await tx
      .insert(systemMessages)
      .values({ msgType: MSG_TYPE01, sendUserId: extra.senderId ?? null, msgTitle, msgCont, userDef1: extra.userDef1, userDef2: extra.userDef2 })
      .returning({ msgId: systemMessages.msgId });
    await tx.insert(messageRecipients).values({ msgId: msg.msgId, recvUserId });
    await enqueueNotifications(tx, [recvUserId], { msgId: msg.msgId, category: extra.category ?? DEFAULT_CATEGORY, title: msgTitle, href: extra.href ?? extra.userDef2, urgent: extra.urgent });
    return msg.msgId;
  });
  await announceMessage(msgId);
  return msgId;
}

type Tx = Parameters<Parameters<Awaited<ReturnType<typeof getDb>>['transaction']>[0]>[0];

/**
 * A system message written in the caller's transaction: it exists exactly when the change that
 * caused it does. The live announcement is a NOTIFY in the same transaction, which PostgreSQL
 * delivers only at commit, so a rolled-back change never reaches a screen either.
 */
export async function notifyUserInTransaction(tx: Tx, recvUserId: string, msgTitle: string, msgCont: string, extra: { userDef1?: string; userDef2?: string } & MailExtra = {}) {
  const [msg] = await tx
    .insert(systemMessages)
    .values({ msgType: MSG_TYPE01, sendUserId: null, msgTitle, msgCont, userDef1: extra.userDef1, userDef2: extra.userDef2 })
    .returning({ msgId: systemMessages.msgId });
  await tx.insert(messageRecipients).values({ msgId: msg.msgId, recvUserId });
  await enqueueNotifications(tx, [recvUserId], { msgId: msg.msgId, category: extra.category ?? DEFAULT_CATEGORY, title: msgTitle, href: extra.href ?? extra.userDef2, urgent: extra.urgent });
  await tx.execute(sql`select pg_notify(${MESSAGE_CHANNEL}, ${JSON.stringify({ msgId: msg.msgId })})`);
  return msg.msgId;
}

/** A page of the user's messages; withTotal false skips the count when only the first few are shown. */
export async function inbox(userId: string, opts: { unreadOnly?: boolean; page?: number; size?: number; withTotal?: boolean } = {}) {
  const db = await getDb();
  const page = opts.page ?? 1;
  const size = opts.size ?? 20;
  const cond = and(eq(messageRecipients.recvUserId, userId), opts.unreadOnly ? isNull(messageRecipients.readAt) : undefined);
  const n = opts.withTotal === false ? null : (await db.select({ n: count() }).from(messageRecipients).where(cond))[0].n;
  const list = await db
    .select({ msgId: systemMessages.msgId, msgType: systemMessages.msgType, msgTitle: systemMessages.msgTitle, msgCont: systemMessages.msgCont, userDef1: systemMessages.userDef1, userDef2: systemMessages.userDef2, createdAt: systemMessages.createdAt, readAt: messageRecipients.readAt, senderNm: users.korNm })
    .from(messageRecipients)
    .innerJoin(systemMessages, eq(systemMessages.msgId, messageRecipients.msgId))
    .leftJoin(users, eq(users.userId, systemMessages.sendUserId))
    .where(cond)
    .orderBy(desc(systemMessages.createdAt), desc(systemMessages.msgId))
    .limit(size)
    .offset((page - 1) * size);
  return { list, totalCnt: n, page, size };
}

export async function unreadCount(userId: string) {
  const db = await getDb();
  const [{ n }] = await db.select({ n: count() }).from(messageRecipients).where(and(eq(messageRecipients.recvUserId, userId), isNull(messageRecipients.readAt)));
  return n;
}

/** Marks one message (or all) as read for this user only. */
export async function markRead(userId: string, msgId?: number) {
  const db = await getDb();
  const rows = await db
    .update(messageRecipients)
    .set({ readAt: sql`now()` })
    .where(and(eq(messageRecipients.recvUserId, userId), isNull(messageRecipients.readAt), msgId ? eq(messageRecipients.msgId, msgId) : undefined))
    .returning({ msgId: messageRecipients.msgId });
  if (rows.length) dropUnreadCount(userId);
  return rows.length;
}

export async function sentBy(userId: string, limit = 20) {
  const db = await getDb();
  return db
    .select({ msgId: systemMessages.msgId, msgTitle: systemMessages.msgTitle, msgCont: systemMessages.msgCont, createdAt: systemMessages.createdAt, // The outer table is named in full: a bare msg_id inside the subquery would mean r.msg_id.
      recvCnt: sql<number>`(select count(*)::int from message_recipients r where r.msg_id = system_messages.msg_id)`,
      readCnt: sql<number>`(select count(*)::int from message_recipients r where r.msg_id = system_messages.msg_id and r.read_at is not null)` })
    .from(systemMessages)
    .where(eq(systemMessages.sendUserId, userId))
    .orderBy(desc(systemMessages.createdAt), desc(systemMessages.msgId))
    .limit(limit);
}
