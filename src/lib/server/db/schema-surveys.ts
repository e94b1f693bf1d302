// Surveys (설문조사) and satisfaction research (만족도 조사): surveys with their questions, the
// responses with their answers, and who took part. For an anonymous survey a response carries no
// person: participation is kept in survey_participants, which has no link to any response, so no
// query can join an answer to a student.
import { sql } from 'drizzle-orm';
import { pgTable, text, integer, serial, timestamp, date, jsonb, index, uniqueIndex, primaryKey } from 'drizzle-orm/pg-core';
import { users } from './schema';

const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
const yn = (v = 'Y') => text().notNull().default(v);

/**
 * A survey. kind: GENERAL (addressed by user type, department and grade) or SATISFACTION (addressed to
 * the completers of the programme named by refType/refId). status: DRAFT 작성중, OPEN 게시, CLOSED 마감
 * (closed early by the office); a published survey takes answers from openAt until closeAt.
 */
export const surveys = pgTable(
  'surveys',
  {
    surveyId: serial().primaryKey(),
    title: text().notNull(),
    description: text().notNull().default(''),
    kind: text().notNull(),
    status: text().notNull().default('DRAFT'),
    /** User types addressed (std ...); empty = every student. */
    targetUserDivs: jsonb().$type<string[]>().notNull().default(['std']),
    /** College, department or major codes; empty = all. */
    targetDeptCds: jsonb().$type<string[]>().notNull().default([]),
    /** Grades 1..6; empty = all. */
    targetGrades: jsonb().$type<number[]>().notNull().default([]),
    openAt: timestamp({ withTimezone: true }).notNull(),
    closeAt: timestamp({ withTimezone: true }).notNull(),
    anonymousYn: yn('N'),
    /** Named surveys only: the respondent may change her answers until the survey closes. */
    editableYn: yn('N'),
    /** SATISFACTION: what the survey rates, e.g. ('career_program', '3'). */
    refType: text(),
    refId: text(),
    /** GENERAL only: addressed to the participants (approved, attending or completed) of this career programme; null = no such limit. */
    targetProgramId: integer(),
    managerId: text()
      .notNull()
      .references(() => users.userId),
    useYn: yn(),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (t) => [index().on(t.kind, t.status), index().on(t.refType, t.refId)],
);

/**
 * The ordered sections of a survey (one step of the student's form each). A survey without rows
 * here has one untitled section; its questions carry sectionSeq 1.
 */
export const surveySections = pgTable(
  'survey_sections',
  {
    surveyId: integer()
      .notNull()
      .references(() => surveys.surveyId),
    seq: integer().notNull(),
    title: text().notNull(),
    description: text().notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.surveyId, t.seq] })],
);

/**
 * kind: SINGLE 단일 선택, MULTI 복수 선택, SCALE 1-5 척도, RATING 별점 (1..scaleMax), SHORT 단답,
 * LONG 서술, MATRIX 행렬 (rows = statements, options = the one scale of columns).
 * options: choices of SINGLE/MULTI, columns of MATRIX. jumps (SINGLE only): per option, the section
 * seq to go to next, 0 = end of the survey, null = the following section.
 */
export const surveyQuestions = pgTable(
  'survey_questions',
  {
    questionId: serial().primaryKey(),
    surveyId: integer()
      .notNull()
      .references(() => surveys.surveyId),
    seq: integer().notNull(),
    sectionSeq: integer().notNull().default(1),
    kind: text().notNull(),
    title: text().notNull(),
    requiredYn: yn('Y'),
    options: jsonb().$type<string[]>().notNull().default([]),
    rows: jsonb().$type<string[]>().notNull().default([]),
    scaleMax: integer(),
    jumps: jsonb().$type<(number | null)[]>().notNull().default([]),
  },
  (t) => [index().on(t.surveyId, t.seq)],
);

/**
 * One response per person and survey. respondentId is set for named surveys only; an anonymous
 * response has neither a person nor a time of day (the Seoul date only), so it cannot be matched to
 * a participant by its moment either.
 */
export const surveyResponses = pgTable(
  'survey_responses',
  {
    responseId: serial().primaryKey(),
    surveyId: integer()
      .notNull()
      .references(() => surveys.surveyId),
    respondentId: text().references(() => users.userId),
    submittedDt: date({ mode: 'string' }).notNull(),
    updatedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('survey_response_once')
      .on(t.surveyId, t.respondentId)
      .where(sql`respondent_id is not null`),
    index().on(t.surveyId),
  ],
);

/** One answer: chosen option indexes (SINGLE/MULTI; MATRIX: the column of each row, -1 = row left blank), a scale value (SCALE/RATING) or text (SHORT/LONG). */
export const surveyAnswers = pgTable(
  'survey_answers',
  {
    answerId: serial().primaryKey(),
    responseId: integer()
      .notNull()
      .references(() => surveyResponses.responseId),
    questionId: integer()
      .notNull()
      .references(() => surveyQuestions.questionId),
    choices: jsonb().$type<number[]>(),
    scale: integer(),
    textValue: text(),
  },
  (t) => [uniqueIndex().on(t.responseId, t.questionId), index().on(t.questionId)],
);

/** Who answered which survey (named and anonymous alike): asks no one twice, counts the response rate. No time, no response id. */
export const surveyParticipants = pgTable(
  'survey_participants',
  {
    surveyId: integer()
      .notNull()
      .references(() => surveys.surveyId),
    userId: text()
      .notNull()
      .references(() => users.userId),
  },
  (t) => [primaryKey({ columns: [t.surveyId, t.userId] }), index().on(t.userId)],
);

/**
 * A student's unfinished answers, to resume later. Deleted in the transaction that writes her
 * response, so for an anonymous survey nothing links the stored answers to her once submitted.
 */
export const surveyDrafts = pgTable(
  'survey_drafts',
  {
    surveyId: integer()
      .notNull()
      .references(() => surveys.surveyId),
    userId: text()
      .notNull()
      .references(() => users.userId),
    answers: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    sectionSeq: integer().notNull().default(1),
    savedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.surveyId, t.userId] }), index().on(t.userId)],
);
