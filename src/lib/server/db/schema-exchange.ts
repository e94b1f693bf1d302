// Exchange programmes (교환학생): partner universities with their requirements and seats, reviews
// of returned students, application rounds, and applications with up to three universities in
// order, language scores with evidence, the GPA read from the record at application, and history.
import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, numeric, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { fileGroups, users } from './schema';

const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();

export const exchangeUniversities = pgTable(
  'exchange_universities',
  {
    univId: serial().primaryKey(),
    univNm: text().notNull(),
    univEngNm: text().notNull(),
    /** Common code group COUNTRY. */
    countryCd: text().notNull(),
    city: text(),
    /** Language of instruction, common code group INSTR_LANG. */
    langCd: text().notNull(),
    /** Required language test (code group LANG_TEST) and its lowest accepted result as the test reports it ("N2", "6.5", "80"; src/lib/exchange/rules.ts); null when none is required. */
    testCd: text(),
    minLevel: text(),
    /** Minimum GPA on the 4.5 scale; null when none. */
    minGpa: numeric({ precision: 3, scale: 2, mode: 'number' }),
    seatsPerTerm: integer().notNull(),
    /** Term codes (10 spring, 20 autumn) in which students may go. */
    termsOffered: jsonb().$type<string[]>().notNull().default([]),
    homepage: text(),
    description: text().notNull(),
    useYn: text().notNull().default('Y'),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (t) => [index().on(t.countryCd), index().on(t.langCd), uniqueIndex('exchange_univ_name_once').on(t.univEngNm)],
);

/** What returned students wrote about a partner university. */
export const exchangeReviews = pgTable(
  'exchange_reviews',
  {
    reviewId: serial().primaryKey(),
    univId: integer()
      .notNull()
      .references(() => exchangeUniversities.univId),
    studentId: text()
      .notNull()
      .references(() => users.userId),
    /** e.g. 2025학년도 2학기 */
    termLabel: text().notNull(),
    rating: integer().notNull(),
    title: text().notNull(),
    content: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.univId)],
);

/** A call for applications: the term students go in, and the days applications are taken. */
export const exchangeRounds = pgTable(
  'exchange_rounds',
  {
    roundId: serial().primaryKey(),
    title: text().notNull(),
    year: integer().notNull(),
    /** 10 spring, 20 autumn (calendar module's term codes). */
    termCd: text().notNull(),
    applyStartDt: date({ mode: 'string' }).notNull(),
    applyEndDt: date({ mode: 'string' }).notNull(),
    useYn: text().notNull().default('Y'),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.year, t.termCd)],
);

export const exchangeApplications = pgTable(
  'exchange_applications',
  {
    applId: serial().primaryKey(),
    roundId: integer()
      .notNull()
      .references(() => exchangeRounds.roundId),
    studentId: text()
      .notNull()
      .references(() => users.userId),
    /** The GPA and credits read from the student's record when she applied (not typed by her). */
    gpa: numeric({ precision: 3, scale: 2, mode: 'number' }).notNull(),
    earnedCredits: integer().notNull(),
    studyPlan: text().notNull(),
    /** Evidence of the language scores (file service group the student owns). */
    evidenceFileGroupId: integer().references(() => fileGroups.fileGroupId),
    /** APPLIED 신청, SCREENING 서류심사, SELECTED 선발, FAILED 탈락, DISPATCHED 파견, CANCELLED 취소 */
    status: text().notNull(),
    selectedUnivId: integer().references(() => exchangeUniversities.univId),
    reviewNote: text(),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (t) => [
    // One live application per student and round.
    uniqueIndex('exchange_appl_once')
      .on(t.roundId, t.studentId)
      .where(sql`status <> 'CANCELLED'`),
    index().on(t.studentId),
    index().on(t.roundId, t.status),
    index().on(t.selectedUnivId),
  ],
);

/** The universities of an application in the student's order (1 to 3). */
export const exchangeChoices = pgTable(
  'exchange_choices',
  {
    applId: integer()
      .notNull()
      .references(() => exchangeApplications.applId),
    rank: integer().notNull(),
    univId: integer()
      .notNull()
      .references(() => exchangeUniversities.univId),
  },
  (t) => [primaryKey({ columns: [t.applId, t.rank] }), uniqueIndex().on(t.applId, t.univId)],
);

export const exchangeScores = pgTable(
  'exchange_scores',
  {
    applId: integer()
      .notNull()
      .references(() => exchangeApplications.applId),
    testCd: text().notNull(),
    /** The result as the test reports it: a JLPT level "N2", an IELTS band "6.5", a TOEFL score "95" (src/lib/exchange/rules.ts). */
    level: text().notNull(),
    testDt: date({ mode: 'string' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.applId, t.testCd] })],
);

export const exchangeApplicationHistory = pgTable(
  'exchange_application_history',
  {
    histId: serial().primaryKey(),
    applId: integer()
      .notNull()
      .references(() => exchangeApplications.applId),
    fromStatus: text(),
    toStatus: text().notNull(),
    univId: integer(),
    actorId: text().references(() => users.userId),
    note: text(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.applId)],
);

/**
 * An incoming exchange student (decision 040): a student of a partner university studying here for
 * one term. Her portal account is an ordinary student account (users.user_div 'std', frgn_yn 'Y',
 * no grade); this row is what makes her an incoming exchange student: from which university, for
 * which term, and the e-mail the international office reaches her at (one registration per e-mail
 * and term).
 */
export const exchangeIncoming = pgTable(
  'exchange_incoming',
  {
    incomingId: serial().primaryKey(),
    userId: text()
      .notNull()
      .references(() => users.userId),
    univId: integer()
      .notNull()
      .references(() => exchangeUniversities.univId),
    year: integer().notNull(),
    /** 10 spring, 20 autumn (calendar module's term codes). */
    termCd: text().notNull(),
    /** Lower-cased. */
    email: text().notNull(),
    registeredBy: text()
      .notNull()
      .references(() => users.userId),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('exchange_incoming_user_once').on(t.userId), uniqueIndex('exchange_incoming_email_term_once').on(t.email, t.year, t.termCd), index().on(t.year, t.termCd)],
);
