// Content editing: every saved version of a guide page, notice or popup is a revision; the live row
// (posts, sys_popups) is what readers see and is only changed by publishing. content_docs holds the
// per-item head: the version number used for optimistic concurrency and the publishing state.
import { index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
const instant = () => timestamp({ withTimezone: true });

export const contentDocs = pgTable(
  'content_docs',
  {
    /** POST (guide pages and notices of every board) or POPUP. */
    kind: text().notNull(),
    contentId: integer().notNull(),
    /** Raised by every save; a save naming an older version is refused (409). */
    version: integer().notNull().default(1),
    /** DRAFT (never published), PUBLISHED, SCHEDULED (waiting for publishAt), UNPUBLISHED. */
    state: text().notNull(),
    publishedRevNo: integer(),
    /** The revision that goes live at publishAt. */
    scheduledRevNo: integer(),
    publishAt: instant(),
    unpublishAt: instant(),
    updatedBy: text(),
    updatedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.contentId] }), index().on(t.publishAt), index().on(t.unpublishAt)],
);

export const contentRevisions = pgTable(
  'content_revisions',
  {
    revId: serial().primaryKey(),
    kind: text().notNull(),
    contentId: integer().notNull(),
    revNo: integer().notNull(),
    title: text().notNull(),
    /** Sanitised HTML. */
    bodyHtml: text().notNull(),
    /** The fields beside title and body: board, category, pinned, readers, attachments (posts); period (popups). */
    meta: jsonb().$type<Record<string, unknown>>().notNull(),
    /** draft, published or scheduled: what the save asked for. */
    state: text().notNull(),
    publishAt: instant(),
    unpublishAt: instant(),
    /** The revision this one restored, if any. */
    restoredFrom: integer(),
    authorId: text(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex().on(t.kind, t.contentId, t.revNo)],
);
