// Notifications out of the portal (decisions 059, 060): each user's channel per category, the address
// she confirmed, the devices she gets push notifications on, and the outbox of mails and pushes to
// send, written in the same transaction as the portal message they tell of.
import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { systemMessages, users } from './schema';

const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();

/** A user's channel for one category (NOTIFY_CATEGORIES): PORTAL, EMAIL or DIGEST. No row means PORTAL. */
export const notifyPrefs = pgTable(
  'notify_prefs',
  {
    userId: text()
      .notNull()
      .references(() => users.userId),
    category: text().notNull(),
    channel: text().notNull(),
    /** Also as a push notification to the devices she turned push on for. */
    push: boolean().notNull().default(false),
    updatedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.category] })],
);

/**
 * A browser that may receive her push notifications (Web Push, RFC 8030 / 8291): the push service's
 * endpoint and the keys the message is encrypted with. Dropped when she turns push off on that device,
 * when she logs out there, or when the push service answers that it is gone (404, 410).
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    subId: serial().primaryKey(),
    userId: text()
      .notNull()
      .references(() => users.userId),
    endpoint: text().notNull().unique(),
    p256dh: text().notNull(),
    auth: text().notNull(),
    /** What she may recognise the device by (the browser's own description, shortened). */
    label: text().notNull(),
    createdAt: createdAt(),
    lastSentAt: timestamp({ withTimezone: true }),
  },
  (t) => [index().on(t.userId)],
);

/**
 * The address mail goes to: confirmedAt set once she opened the signed link of the confirmation mail;
 * confirmNonce is that link's one-time part (cleared when used, replaced when a new mail is sent).
 */
export const notifyAddresses = pgTable('notify_addresses', {
  userId: text()
    .primaryKey()
    .references(() => users.userId),
  email: text().notNull(),
  confirmedAt: timestamp({ withTimezone: true }),
  confirmNonce: text(),
  confirmSentAt: timestamp({ withTimezone: true }),
  updatedAt: createdAt(),
});

/**
 * One mail or push to one recipient about one portal message. channel EMAIL is sent on its own, DIGEST
 * with the recipient's other digest rows in one morning mail, PUSH to each of her devices. status WAITING until dueAt, then SENT, or
 * FAILED after the last attempt; subject and line are what the mail may say (never counselling
 * content, grades or amounts), href the portal page it links to.
 */
export const notifyOutbox = pgTable(
  'notify_outbox',
  {
    outboxId: serial().primaryKey(),
    userId: text()
      .notNull()
      .references(() => users.userId),
    msgId: integer().references(() => systemMessages.msgId, { onDelete: 'set null' }),
    category: text().notNull(),
    channel: text().notNull(),
    urgent: boolean().notNull().default(false),
    subject: text().notNull(),
    line: text().notNull(),
    href: text().notNull(),
    status: text().notNull().default('WAITING'),
    attempts: integer().notNull().default(0),
    dueAt: timestamp({ withTimezone: true }).notNull(),
    lastError: text(),
    sentTo: text(),
    sentAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.status, t.dueAt), index().on(t.userId)],
);
