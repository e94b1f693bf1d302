// The main page's banners and programme highlights, managed by content editors. The row is what the
// main page shows; edits go through the content revision model (content_docs / content_revisions,
// kind BANNER), which writes this row when a revision is published and switches it off when taken down.
import { date, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const mainBanners = pgTable(
  'main_banners',
  {
    bannerId: serial().primaryKey(),
    /** BANNER (image strip at the top of the main page) or HIGHLIGHT (programme highlights). */
    placement: text().notNull(),
    title: text().notNull(),
    /** A short line under the title (highlights). */
    summary: text(),
    /** A same-site path or an https address. */
    linkUrl: text(),
    /** An image of the file service (public once published). */
    imageFileId: integer(),
    imageAlt: text(),
    sortOrd: integer().notNull().default(0),
    startDt: date({ mode: 'string' }).notNull(),
    endDt: date({ mode: 'string' }).notNull(),
    /** Y only while a published revision is live. */
    useYn: text().notNull().default('N'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.placement, t.useYn, t.startDt, t.endDt)],
);
