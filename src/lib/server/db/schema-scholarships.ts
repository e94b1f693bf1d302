// Scholarships (장학): the scholarships the office runs, students' applications with their documents
// and every state change, payments, and the income bracket each student's eligibility is read from.
import { sql } from 'drizzle-orm';
import { pgTable, text, integer, serial, timestamp, date, numeric, jsonb, index, uniqueIndex } from 'drizzle-orm/pg-core';
import { users, fileGroups } from './schema';

const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
const yn = () => text().notNull().default('Y');

/**
 * A scholarship of one year and term. Amount: amountMin = amountMax for a fixed amount, a range
 * otherwise (the office sets each student's amount on selection). Eligibility rules left null (or an
 * empty list) do not apply. Dates are Seoul calendar days; both ends of the period count.
 */
export const scholarships = pgTable(
  'scholarships',
  {
    scholId: serial().primaryKey(),
    title: text().notNull(),
    /** Common code group SCHOL_KIND: MERIT 성적, NEED 가계곤란, WORK 근로, EXTERNAL 외부 재단, SPECIAL 특기·봉사. */
    kindCd: text().notNull(),
    /** Foundation or sponsor of an outside scholarship. */
    sponsorNm: text(),
    year: integer().notNull(),
    /** Term code of the calendar module (10 1학기, 20 2학기 ...). */
    termCd: text().notNull(),
    amountMin: integer().notNull(),
    amountMax: integer().notNull(),
    /** Students to select; null = no fixed number. */
    quota: integer(),
    description: text().notNull(),
    applyStartDt: date({ mode: 'string' }).notNull(),
    applyEndDt: date({ mode: 'string' }).notNull(),
    minGrade: integer(),
    minCredits: integer(),
    minGpa: numeric({ precision: 3, scale: 2, mode: 'number' }),
    /** Highest income bracket (code group SCHOL_INCOME, 0 = 기초·차상위 .. 10) that may apply. */
    maxIncomeCd: text(),
    /** Enrolment status codes (SHREG_ST); empty = any. */
    eligibleStatusCds: jsonb().$type<string[]>().notNull().default([]),
    /** Names of the documents every application must carry, one upload each. */
    requiredDocs: jsonb().$type<string[]>().notNull().default([]),
    managerId: text()
      .notNull()
      .references(() => users.userId),
    useYn: yn(),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (t) => [index().on(t.year, t.termCd), index().on(t.applyEndDt)],
);

/**
 * An application. status: APPLIED 신청, DOCS_REQUESTED 서류보완, REVIEWING 심사중, SELECTED 선정,
 * REJECTED 탈락, PAID 지급완료, CANCELLED 취소 (by the student, before review).
 */
export const scholApplications = pgTable(
  'schol_applications',
  {
    applId: serial().primaryKey(),
    scholId: integer()
      .notNull()
      .references(() => scholarships.scholId),
    studentId: text()
      .notNull()
      .references(() => users.userId),
    status: text().notNull(),
    /** The student's statement (신청 사유). */
    statement: text(),
    /** The last message of the office to the student (documents to add, reason of a rejection). */
    reviewNote: text(),
    /** Amount granted on selection (within the scholarship's range). */
    awardAmount: integer(),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (t) => [
    // One application per student and scholarship; a cancelled one may be followed by a new one.
    uniqueIndex('schol_appl_once')
      .on(t.scholId, t.studentId)
      .where(sql`status <> 'CANCELLED'`),
    index().on(t.studentId),
    index().on(t.scholId, t.status),
  ],
);

/** A document of an application: one file group per document, supplements added as new rows. */
export const scholApplicationDocs = pgTable(
  'schol_application_docs',
  {
    docId: serial().primaryKey(),
    applId: integer()
      .notNull()
      .references(() => scholApplications.applId),
    docNm: text().notNull(),
    fileGroupId: integer()
      .notNull()
      .references(() => fileGroups.fileGroupId),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.applId), index().on(t.fileGroupId)],
);

/** Every change of an application's state, with who made it and why. */
export const scholApplicationHistory = pgTable(
  'schol_application_history',
  {
    histId: serial().primaryKey(),
    applId: integer()
      .notNull()
      .references(() => scholApplications.applId),
    fromStatus: text(),
    toStatus: text().notNull(),
    actorId: text().references(() => users.userId),
    note: text(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.applId)],
);

/**
 * One payment (instalment, 분할 지급) of a selected application: seq 1, 2, ... per application. The
 * application becomes 지급완료 when the instalments reach its award; more than the award is refused
 * under a lock on the application, and (applId, seq) is unique. A withdrawn (cancelled) instalment
 * stays with its number and is not counted.
 */
export const scholPayments = pgTable(
  'schol_payments',
  {
    paymentId: serial().primaryKey(),
    applId: integer()
      .notNull()
      .references(() => scholApplications.applId),
    seq: integer().notNull().default(1),
    amount: integer().notNull(),
    paidDt: date({ mode: 'string' }).notNull(),
    memo: text(),
    recordedBy: text()
      .notNull()
      .references(() => users.userId),
    createdAt: createdAt(),
    /** A wrongly entered instalment withdrawn by staff: kept, no longer counted, with who, when and why. */
    cancelledAt: timestamp({ withTimezone: true }),
    cancelledBy: text().references(() => users.userId),
    cancelReason: text(),
  },
  (t) => [uniqueIndex('schol_payment_seq').on(t.applId, t.seq)],
);

/** A student's income bracket (소득분위, as assessed by the national foundation), recorded by the office. */
export const scholIncomeBrackets = pgTable('schol_income_brackets', {
  studentId: text()
    .primaryKey()
    .references(() => users.userId),
  /** Code group SCHOL_INCOME. */
  bracketCd: text().notNull(),
  recordedBy: text().references(() => users.userId),
  updatedAt: createdAt(),
});
