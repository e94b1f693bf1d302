// Employment reference (취업 참고자료): career interest test results (Holland RIASEC) and cover-letter
// drafts with their saved versions (the last MAX_VERSIONS kept per draft).
import { date, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './schema';

const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();

export const careerTestResults = pgTable(
  'career_test_results',
  {
    resultId: serial().primaryKey(),
    studentId: text()
      .notNull()
      .references(() => users.userId),
    /** The Seoul day the test was taken. */
    testDt: date({ mode: 'string' }).notNull(),
    /** Sum per type: { R, I, A, S, E, C }, each 8..40. */
    scores: jsonb().$type<Record<string, number>>().notNull(),
    /** The three highest types, e.g. SAE. */
    topCode: text().notNull(),
    /** Every answer by item id (R1 … C8), 1..5. */
    answers: jsonb().$type<Record<string, number>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.studentId, t.createdAt)],
);

export const coverLetterDrafts = pgTable(
  'cover_letter_drafts',
  {
    draftId: serial().primaryKey(),
    studentId: text()
      .notNull()
      .references(() => users.userId),
    /** A question of COVER_LETTER_QUESTIONS (MOTIVE, GROWTH, …). */
    questionCd: text().notNull(),
    title: text().notNull(),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (t) => [index().on(t.studentId, t.questionCd)],
);

export const coverLetterVersions = pgTable(
  'cover_letter_versions',
  {
    versionId: serial().primaryKey(),
    draftId: integer()
      .notNull()
      .references(() => coverLetterDrafts.draftId, { onDelete: 'cascade' }),
    /** 1, 2, 3 … per draft; numbers are never reused after old versions are dropped. */
    versionNo: integer().notNull(),
    content: text().notNull(),
    charCnt: integer().notNull(),
    charNoSpaceCnt: integer().notNull(),
    byteCnt: integer().notNull(),
    /** The version this one was restored from, when it was. */
    restoredFromNo: integer(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('cover_letter_version_once').on(t.draftId, t.versionNo)],
);

/** Online courses and lectures (온라인 취업 강좌), listed by category on the online page. */
export const onlineCourses = pgTable(
  'online_courses',
  {
    courseId: serial().primaryKey(),
    /** ONLINE_CATEGORIES: RESUME, INTERVIEW, JOB, SKILL, INDUSTRY. */
    categoryCd: text().notNull(),
    title: text().notNull(),
    provider: text().notNull(),
    description: text().notNull(),
    /** An https address of the course. */
    url: text().notNull(),
    /** Total length in minutes. */
    durationMin: integer().notNull(),
    useYn: text().notNull().default('Y'),
    sortOrder: integer().notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.categoryCd, t.sortOrder)],
);
