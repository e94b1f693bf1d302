// Email notifications (decision 059): each user's channel per category, the address she confirmed,
// and the outbox of mails to send, written in the same transaction as the portal message they tell of.
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
    updatedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.category] })],
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
 * One mail to one recipient about one portal message. channel EMAIL is sent on its own, DIGEST with
 * the recipient's other digest rows in one morning mail. status WAITING until dueAt, then SENT, or
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
