// The cross-area record of what a person did (DESIGN section 8): one row per event, written by the
// area where it happened and read by later areas (portfolio, badges, surveys) without joining
// into every area's own tables. Areas that act on an event (badges) register a listener at start
// (areas.ts): the log does not know its readers.
import { and, desc, eq } from 'drizzle-orm';
import { getDb, schema, type Db } from '../db';

const { activityEvents } = schema;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export const ACTIVITY_KINDS = {
  CAREER_PROGRAM_COMPLETED: 'CAREER_PROGRAM_COMPLETED',
  SCHOLARSHIP_PAID: 'SCHOLARSHIP_PAID',
  CLUB_JOINED: 'CLUB_JOINED',
  CLUB_ACTIVITY: 'CLUB_ACTIVITY',
  EXCHANGE_DISPATCHED: 'EXCHANGE_DISPATCHED',
  EXT_ACTIVITY_APPROVED: 'EXT_ACTIVITY_APPROVED',
  SERVICE_HOURS_APPROVED: 'SERVICE_HOURS_APPROVED',
  TRACK_APPROVED: 'TRACK_APPROVED',
  MENTORING_COMPLETED: 'MENTORING_COMPLETED',
  COMPETENCY_CERTIFIED: 'COMPETENCY_CERTIFIED',
} as const;
export type ActivityKind = keyof typeof ACTIVITY_KINDS;

export interface ActivityEvent {
  userId: string;
  kind: ActivityKind;
  /** What happened, in Korean, as later pages show it (e.g. the programme's title). */
  title: string;
  refType: string;
  refId: string;
  occurredAt?: Date;
}

export type WithdrawnEvent = Pick<ActivityEvent, 'userId' | 'kind' | 'refType' | 'refId'>;

/** What an area does when an event is recorded or taken back: in the same transaction, so it holds exactly when the event does. */
export interface ActivityListener {
  published(tx: Tx, event: ActivityEvent): Promise<unknown>;
  withdrawn(tx: Tx, event: WithdrawnEvent): Promise<unknown>;
}

const listeners = new Map<string, ActivityListener>();

/** Registers (or replaces) an area's listener under its name. */
export function listenToActivity(name: string, listener: ActivityListener) {
  listeners.set(name, listener);
}

/** Runs `fn` in the caller's transaction, or in a new one when there is none. */
async function inTransaction<T>(tx: Tx | undefined, fn: (tx: Tx) => Promise<T>): Promise<T> {
  if (tx) return fn(tx);
  return (await getDb()).transaction(fn);
}

/**
 * Records an event; publishing the same (kind, reference, person) twice keeps the first, so a
 * repeated decision does not count twice. Pass the transaction that made the change, so the event
 * exists exactly when the change does. The listeners (the badge rules, decision 029) run in the
 * same transaction.
 */
export async function publishActivity(event: ActivityEvent, tx?: Tx) {
  await inTransaction(tx, async (t) => {
    await t
      .insert(activityEvents)
      .values({ userId: event.userId, kind: event.kind, title: event.title, refType: event.refType, refId: event.refId, occurredAt: event.occurredAt })
      .onConflictDoNothing();
    for (const listener of listeners.values()) await listener.published(t, event);
  });
}

/**
 * Takes an event back when the decision behind it is corrected (e.g. a completion changed to
 * 미이수), so later areas never show what is no longer true.
 */
export async function withdrawActivity(event: WithdrawnEvent, tx?: Tx) {
  await inTransaction(tx, async (t) => {
    await t
      .delete(activityEvents)
      .where(and(eq(activityEvents.userId, event.userId), eq(activityEvents.kind, event.kind), eq(activityEvents.refType, event.refType), eq(activityEvents.refId, event.refId)));
    for (const listener of listeners.values()) await listener.withdrawn(t, event);
  });
}

/** A person's events, newest first. */
export async function activitiesOf(userId: string, kind?: ActivityKind) {
  const db = await getDb();
  return db
    .select()
    .from(activityEvents)
    .where(kind ? and(eq(activityEvents.userId, userId), eq(activityEvents.kind, kind)) : eq(activityEvents.userId, userId))
    .orderBy(desc(activityEvents.occurredAt));
}
