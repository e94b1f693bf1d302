// Career programme tests (시험): a test of a programme with its questions, and one attempt per
// application and test. Times are instants; the attempt's deadline is fixed on the server when the
// student starts (start + duration, never past the test's close).
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { careerApplications, careerPrograms, users } from './schema';

const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();

export const careerTests = pgTable(
  'career_tests',
  {
    testId: serial().primaryKey(),
    programId: integer()
      .notNull()
      .references(() => careerPrograms.programId),
    title: text().notNull(),
    /** Rules and instructions shown before the start (plain text). */
    intro: text().notNull(),
    openAt: timestamp({ withTimezone: true }).notNull(),
    closeAt: timestamp({ withTimezone: true }).notNull(),
    durationMin: integer().notNull(),
    /** Set when staff release the right answers; students see them on the mark page from then. */
    answersReleasedAt: timestamp({ withTimezone: true }),
    createdBy: text()
      .notNull()
      .references(() => users.userId),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (t) => [index().on(t.programId)],
);

/**
 * One question. kind: SINGLE (one right option), MULTI (every right option and no other), SHORT
 * (a typed answer; an exact match of an accepted answer is marked right, anything else waits for
 * staff). correct holds option indexes for choices; accepted the answers of a short question.
 */
export const careerTestQuestions = pgTable(
  'career_test_questions',
  {
    questionId: serial().primaryKey(),
    testId: integer()
      .notNull()
      .references(() => careerTests.testId, { onDelete: 'cascade' }),
    seq: integer().notNull(),
    kind: text().notNull(),
    body: text().notNull(),
    options: jsonb().$type<string[]>().notNull().default([]),
    correct: jsonb().$type<number[]>().notNull().default([]),
    accepted: jsonb().$type<string[]>().notNull().default([]),
    points: integer().notNull(),
  },
  (t) => [uniqueIndex().on(t.testId, t.seq)],
);

/** What a student answered: option indexes for choice questions, the typed text for short ones. */
export type TestAnswers = Record<string, number[] | string>;
/** Points per question id; null while a short answer waits for staff. */
export type QuestionPoints = Record<string, number | null>;

/** The one attempt of an application at a test; the unique index makes parallel starts one row. */
export const careerTestAttempts = pgTable(
  'career_test_attempts',
  {
    attemptId: serial().primaryKey(),
    testId: integer()
      .notNull()
      .references(() => careerTests.testId),
    applId: integer()
      .notNull()
      .references(() => careerApplications.applId),
    startedAt: timestamp({ withTimezone: true }).notNull(),
    deadlineAt: timestamp({ withTimezone: true }).notNull(),
    answers: jsonb().$type<TestAnswers>().notNull().default({}),
    savedAt: timestamp({ withTimezone: true }),
    submittedAt: timestamp({ withTimezone: true }),
    /** True when the server submitted the saved answers because the deadline passed. */
    autoSubmitted: boolean().notNull().default(false),
    points: jsonb().$type<QuestionPoints>().notNull().default({}),
    /** The total, set once every question has its points (graded). */
    score: integer(),
    graded: boolean().notNull().default(false),
    gradedAt: timestamp({ withTimezone: true }),
    gradedBy: text().references(() => users.userId),
  },
  (t) => [uniqueIndex().on(t.testId, t.applId), index().on(t.applId)],
);
