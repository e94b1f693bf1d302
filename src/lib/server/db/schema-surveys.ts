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
    managerId: text()
      .notNull()
      .references(() => users.userId),
    useYn: yn(),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (t) => [index().on(t.kind, t.status), index().on(t.refType, t.refId)],
);

/** kind: SINGLE 단일 선택, MULTI 복수 선택, SCALE 1-5 척도, SHORT 단답, LONG 서술. options: choices of SINGLE/MULTI. */
export const surveyQuestions = pgTable(
  'survey_questions',
  {
    questionId: serial().primaryKey(),
    surveyId: integer()
      .notNull()
      .references(() => surveys.surveyId),
    seq: integer().notNull(),
    kind: text().notNull(),
    title: text().notNull(),
    requiredYn: yn('Y'),
    options: jsonb().$type<string[]>().notNull().default([]),
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

/** One answer: chosen option indexes (SINGLE/MULTI), a scale value (SCALE) or text (SHORT/LONG). */
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
