// The classroom of a career programme (decision 034): notices, Q&A, references and reports with
// their submissions. Everything hangs on the programme; a student reaches it through her
// participating application, staff through managing the programme.
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { careerApplications, careerPrograms, fileGroups, users } from './schema';

const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
const programRef = () =>
  integer()
    .notNull()
    .references(() => careerPrograms.programId);

/** A notice of the programme's staff, plain text with line breaks; pinned ones come first. */
export const careerClassNotices = pgTable(
  'career_class_notices',
  {
    noticeId: serial().primaryKey(),
    programId: programRef(),
    title: text().notNull(),
    body: text().notNull(),
    pinned: boolean().notNull().default(false),
    fileGroupId: integer().references(() => fileGroups.fileGroupId),
    authorId: text()
      .notNull()
      .references(() => users.userId),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  // The file service asks on every download whether a group belongs to a classroom.
  (t) => [index().on(t.programId, t.createdAt), index().on(t.fileGroupId)],
);

/** A student's question; private ones are read by her and staff only. Editable until answered. */
export const careerClassQuestions = pgTable(
  'career_class_questions',
  {
    questionId: serial().primaryKey(),
    programId: programRef(),
    studentId: text()
      .notNull()
      .references(() => users.userId),
    title: text().notNull(),
    body: text().notNull(),
    isPrivate: boolean().notNull().default(false),
    answer: text(),
    answeredBy: text().references(() => users.userId),
    answeredAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (t) => [index().on(t.programId, t.createdAt), index().on(t.studentId)],
);

/** A reference of the programme (자료실): uploaded files (FILE) or an outside address (LINK). */
export const careerClassReferences = pgTable(
  'career_class_references',
  {
    refId: serial().primaryKey(),
    programId: programRef(),
    kind: text().notNull(),
    title: text().notNull(),
    description: text(),
    url: text(),
    fileGroupId: integer().references(() => fileGroups.fileGroupId),
    authorId: text()
      .notNull()
      .references(() => users.userId),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.programId, t.createdAt), index().on(t.fileGroupId)],
);

/**
 * A report assignment. Submissions open at openAt; until dueAt they are on time, until closeAt
 * late (지각); after closeAt refused. Instants, shown and entered in Asia/Seoul.
 */
export const careerReports = pgTable(
  'career_reports',
  {
    reportId: serial().primaryKey(),
    programId: programRef(),
    title: text().notNull(),
    instructions: text().notNull(),
    openAt: timestamp({ withTimezone: true }).notNull(),
    dueAt: timestamp({ withTimezone: true }).notNull(),
    closeAt: timestamp({ withTimezone: true }).notNull(),
    maxScore: integer().notNull(),
    /** File extensions accepted, a subset of the file service's list. */
    allowedExts: jsonb().$type<string[]>().notNull(),
    createdBy: text()
      .notNull()
      .references(() => users.userId),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (t) => [index().on(t.programId, t.dueAt)],
);

/**
 * The last submission of a student for a report (one row, replaced on resubmission; submitCount
 * counts them). fileIds is the snapshot of what was handed in: files added to the group later
 * are not part of it.
 */
export const careerReportSubmissions = pgTable(
  'career_report_submissions',
  {
    submissionId: serial().primaryKey(),
    reportId: integer()
      .notNull()
      .references(() => careerReports.reportId, { onDelete: 'cascade' }),
    applId: integer()
      .notNull()
      .references(() => careerApplications.applId),
    studentId: text()
      .notNull()
      .references(() => users.userId),
    body: text(),
    fileGroupId: integer().references(() => fileGroups.fileGroupId),
    fileIds: jsonb().$type<number[]>().notNull().default([]),
    submitCount: integer().notNull().default(1),
    submittedAt: timestamp({ withTimezone: true }).notNull(),
    late: boolean().notNull().default(false),
    score: integer(),
    feedback: text(),
    gradedBy: text().references(() => users.userId),
    gradedAt: timestamp({ withTimezone: true }),
  },
  (t) => [uniqueIndex().on(t.reportId, t.applId), index().on(t.studentId)],
);
