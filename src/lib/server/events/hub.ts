// Live notifications over server-sent events. A sent message is announced with NOTIFY (PostgreSQL,
// or PGlite in-process), so every instance hears it and writes to the streams of its own users.
import { and, eq, gt, inArray } from 'drizzle-orm';
import { database, schema } from '../db';
import { liveEventKindOf } from '../../messages/events';
import { config } from '../config';
import { liveConnections } from '../observability/metrics';

export const MESSAGE_CHANNEL = 'portal_messages';
/** A logout anywhere ends that session's streams on every instance. */
export const SESSION_END_CHANNEL = 'portal_session_end';
const HEARTBEAT_MS = 25_000;
const encoder = new TextEncoder();

type Stream = { userId: string; sessionHash: string; controller: ReadableStreamDefaultController<Uint8Array>; heartbeat: ReturnType<typeof setInterval> };

const streams = new Map<string, Set<Stream>>();
let subscription: Promise<() => Promise<void>> | undefined;

function ensureSubscribed() {
  subscription ??= database().then(async (d) => {
    const stopMessages = await d.listen(MESSAGE_CHANNEL, (payload) => void deliver(payload));
    const stopSessions = await d.listen(SESSION_END_CHANNEL, (sessionHash) => closeSessionStreams(sessionHash));
    return async () => {
      await stopMessages();
      await stopSessions();
    };
  });
  // Not remembered when the database could not be opened: the next stream tries again.
  subscription.catch(() => (subscription = undefined));
  return subscription;
}

function closeSessionStreams(sessionHash: string) {
  for (const set of [...streams.values()]) {
    for (const stream of [...set]) if (stream.sessionHash === sessionHash) close(stream);
  }
}

function close(stream: Stream) {
  try {
    stream.controller.close();
  } catch {
    /* already closed */
  }
  remove(stream);
}

/**
 * Of these sessions, those still valid: not expired, not idle past the limit, their account in use.
 * A stream is only as alive as its session: a session that idled out, was ended or whose account
 * was disabled receives nothing more.
 */
async function aliveSessions(sessionHashes: string[]): Promise<Set<string>> {
  if (!sessionHashes.length) return new Set();
  const { db } = await database();
  const now = Date.now();
  const rows = await db
    .select({ idHash: schema.sessions.idHash })
    .from(schema.sessions)
    .innerJoin(schema.users, eq(schema.users.userId, schema.sessions.userId))
    .where(
      and(
        inArray(schema.sessions.idHash, sessionHashes),
        gt(schema.sessions.expiresAt, new Date(now)),
        gt(schema.sessions.lastSeenAt, new Date(now - config.sessionIdleMinutes * 60_000)),
        eq(schema.users.useYn, 'Y'),
      ),
    );
  return new Set(rows.map((r) => r.idHash));
}

/** Each heartbeat also re-checks the session, so an expired or idle session's stream ends too. */
async function heartbeat(stream: Stream) {
  if ((await aliveSessions([stream.sessionHash])).has(stream.sessionHash)) write(stream, ': keep-alive\n\n');
  else close(stream);
}

/**
 * Sends one message to the open streams of those of its recipients connected to this instance, as
 * an event of its kind ("message", or "urgent" for an urgent counselling case).
 */
async function deliver(payload: string) {
  const { msgId } = JSON.parse(payload) as { msgId: number };
  const connected = [...streams.keys()];
  if (!connected.length) return;
  const { db } = await database();
  const rows = await db
    .select({ recvUserId: schema.messageRecipients.recvUserId, msgTitle: schema.systemMessages.msgTitle, msgCont: schema.systemMessages.msgCont, msgType: schema.systemMessages.msgType, userDef1: schema.systemMessages.userDef1, userDef2: schema.systemMessages.userDef2, createdAt: schema.systemMessages.createdAt })
    .from(schema.messageRecipients)
    .innerJoin(schema.systemMessages, eq(schema.systemMessages.msgId, schema.messageRecipients.msgId))
    .where(and(eq(schema.messageRecipients.msgId, msgId), inArray(schema.messageRecipients.recvUserId, connected)));
  // A message is private: checked against each stream's session at the moment it is delivered.
  const targets = rows.flatMap((row) => [...(streams.get(row.recvUserId) ?? [])].map((stream) => ({ stream, row })));
  const alive = await aliveSessions([...new Set(targets.map((t) => t.stream.sessionHash))]);
  for (const { stream, row } of targets) {
    if (!alive.has(stream.sessionHash)) {
      close(stream);
      continue;
    }
    const { recvUserId: _, ...msg } = row;
    const kind = liveEventKindOf(msg);
    write(stream, `event: ${kind}\ndata: ${JSON.stringify({ msgId, kind, ...msg })}\n\n`);
  }
}

function write(stream: Stream, text: string) {
  try {
    stream.controller.enqueue(encoder.encode(text));
  } catch {
    // The client is gone (the adapter does not always tell us): forget the stream.
    remove(stream);
  }
}

function remove(stream: Stream) {
  clearInterval(stream.heartbeat);
  const set = streams.get(stream.userId);
  if (set?.delete(stream)) liveConnections.dec();
  if (set && !set.size) streams.delete(stream.userId);
}

/** A text/event-stream body for one user's open page. */
export async function openStream(userId: string, sessionHash: string): Promise<ReadableStream<Uint8Array>> {
  await ensureSubscribed();
  let stream: Stream;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      stream = { userId, sessionHash, controller, heartbeat: setInterval(() => void heartbeat(stream).catch(() => close(stream)), HEARTBEAT_MS) };
      let set = streams.get(userId);
      if (!set) streams.set(userId, (set = new Set()));
      set.add(stream);
      liveConnections.inc();
      controller.enqueue(encoder.encode('retry: 5000\nevent: open\ndata: {}\n\n'));
    },
    cancel() {
      remove(stream);
    },
  });
}

export async function announceSessionEnd(sessionHash: string) {
  await (await database()).notify(SESSION_END_CHANNEL, sessionHash);
}

export async function announceMessage(msgId: number) {
  await (await database()).notify(MESSAGE_CHANNEL, JSON.stringify({ msgId }));
}

/** Number of open streams on this instance (tests check that closed streams leave nothing). */
export function openStreamCount() {
  let n = 0;
  for (const set of streams.values()) n += set.size;
  return n;
}

/** On shutdown: end every stream so the server can close. */
export function closeAllStreams() {
  for (const set of streams.values()) {
    for (const stream of [...set]) close(stream);
  }
}
