// The student's personal calendar feed (decision 058): the secret of her feed address (only its
// SHA-256 digest is kept) and what the feed has sent her calendar app, so that an item keeps its UID,
// its SEQUENCE rises when it changes and a withdrawn item is sent once more as cancelled.
import { integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './schema';

const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();

/** One live feed address per student; a reset replaces the digest, revoking deletes the row. */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    studentId: text()
      .primaryKey()
      .references(() => users.userId),
    tokenHash: text().notNull(),
    /** The first characters of the token, so the settings page can say which address is live. */
    tokenHint: text().notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp({ withTimezone: true }),
  },
  (t) => [uniqueIndex().on(t.tokenHash)],
);

/** The event as last sent: what a cancelled item is sent with again. */
export interface SentEvent {
  summary: string;
  /** An ISO instant, or YYYY-MM-DD for an all-day item. */
  start: string;
  end: string | null;
  allDay: boolean;
  location: string | null;
  description: string | null;
  url: string | null;
  tentative: boolean;
}

/**
 * What the feed has sent a student, one row per item (uid without the host). sequence rises with
 * every change of the content hash and once more when the item is cancelled; cancelledAt is set
 * when the item left her records and cleared if it comes back.
 */
export const calendarFeedItems = pgTable(
  'calendar_feed_items',
  {
    studentId: text()
      .notNull()
      .references(() => users.userId),
    uid: text().notNull(),
    contentHash: text().notNull(),
    sequence: integer().notNull().default(0),
    event: jsonb().$type<SentEvent>().notNull(),
    cancelledAt: timestamp({ withTimezone: true }),
    updatedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.studentId, t.uid] })],
);
