// Portfolio: what a student adds to her history herself (awards, licences, languages, projects) and
// the links she shares with the public or her parents. Same conventions as schema.ts (snake_case
// columns, users by userId, *Dt timestamps).
import { bigserial, boolean, date, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { fileGroups, users } from './schema';

const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();

/**
 * A history entry the student writes herself. Kind: AWARD 수상, LICENSE 자격증, LANGUAGE 어학,
 * PROJECT 프로젝트. Evidence files live in a file group she owns (the shared file service).
 */
export const portfolioEntries = pgTable(
  'portfolio_entries',
  {
    entryId: serial().primaryKey(),
    studentId: text()
      .notNull()
      .references(() => users.userId),
    kind: text().notNull(),
    title: text().notNull(),
    /** Who awarded or issued it (대회 주최, 발급 기관, 시험 기관, 프로젝트 소속). */
    issuer: text(),
    /** The day it was earned, or the first day of a project. */
    acquiredDt: date({ mode: 'string' }).notNull(),
    /** The last day of a project; null for one-day entries. */
    endDt: date({ mode: 'string' }),
    /** A language test's score or level (e.g. 900, IH, 6급). */
    score: text(),
    description: text(),
    competencyCds: jsonb().$type<string[]>().notNull().default([]),
    evidenceFileGroupId: integer().references(() => fileGroups.fileGroupId),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (t) => [index().on(t.studentId, t.acquiredDt)],
);

/**
 * A share link of the student's portfolio. Kind PUBLIC (/portfolio/info) or PARENT
 * (/parent/portfolio/info). The token itself is never stored, only its SHA-256: a copy of the
 * database cannot open anyone's portfolio.
 */
export const portfolioShares = pgTable(
  'portfolio_shares',
  {
    shareId: serial().primaryKey(),
    studentId: text()
      .notNull()
      .references(() => users.userId),
    kind: text().notNull(),
    label: text().notNull(),
    tokenHash: text().notNull(),
    /** Section codes the page shows (src/lib/portfolio/sections.ts). */
    sections: jsonb().$type<string[]>().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
    viewCnt: integer().notNull().default(0),
    lastViewedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex().on(t.tokenHash), index().on(t.studentId)],
);

/** One row per view of a shared page: when, which page. No address or browser is kept. */
export const portfolioShareViews = pgTable(
  'portfolio_share_views',
  {
    viewId: bigserial({ mode: 'number' }).primaryKey(),
    shareId: integer()
      .notNull()
      .references(() => portfolioShares.shareId, { onDelete: 'cascade' }),
    page: text().notNull(),
    viewedAt: createdAt(),
  },
  (t) => [index().on(t.shareId, t.viewedAt)],
);

/**
 * A saved version of the student's résumé: its sections in her order, whether contact details and
 * her photo head it, and a self-introduction (typed, or taken from a cover-letter draft). The items
 * themselves are never copied: every view builds them from the history as it is then.
 */
export const portfolioResumes = pgTable(
  'portfolio_resumes',
  {
    resumeId: serial().primaryKey(),
    studentId: text()
      .notNull()
      .references(() => users.userId),
    title: text().notNull(),
    sections: jsonb().$type<string[]>().notNull(),
    showContact: boolean().notNull().default(true),
    showPhoto: boolean().notNull().default(false),
    intro: text(),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (t) => [uniqueIndex().on(t.studentId, t.title)],
);

/**
 * A résumé version the student published as an example for others (우수 포트폴리오). It is listed
 * only once career-centre staff select it; the student may withdraw it at any time (the row goes).
 * Department and job family are taken when she publishes, so the list filters without her record.
 */
export const portfolioShowcases = pgTable(
  'portfolio_showcases',
  {
    resumeId: integer()
      .primaryKey()
      .references(() => portfolioResumes.resumeId, { onDelete: 'cascade' }),
    studentId: text()
      .notNull()
      .references(() => users.userId),
    /** She allowed her name; otherwise the list shows it masked (김**). */
    showName: boolean().notNull().default(false),
    deptCd: text(),
    jobClsCd: text(),
    /** PUBLISHED (waiting for staff) or SELECTED (listed). */
    status: text().notNull(),
    publishedAt: createdAt(),
    selectedAt: timestamp({ withTimezone: true }),
    selectedBy: text().references(() => users.userId),
  },
  (t) => [index().on(t.status, t.deptCd), index().on(t.studentId)],
);
