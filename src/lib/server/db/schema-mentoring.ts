// Mentoring (멘토링): mentor profiles of graduates and outside users (listed once staff approve
// them), students' requests with their question-and-answer threads, and group mentoring sessions
// (코멘토) students apply to for a seat.
import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './schema';

const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();

/**
 * A mentor's profile: one per account. kind ALUMNI for graduates (students whose shregSt is 졸업),
 * OUTSIDE for outside users. status PENDING 승인 대기, APPROVED 승인, REJECTED 반려; only approved
 * profiles that accept requests are listed. An edit of an approved profile keeps it approved.
 */
export const mentorProfiles = pgTable(
  'mentor_profiles',
  {
    mentorId: serial().primaryKey(),
    userId: text()
      .notNull()
      .references(() => users.userId),
    kind: text().notNull(),
    /** Common code group JOB_CLS. */
    jobClsCd: text().notNull(),
    company: text().notNull(),
    jobTitle: text().notNull(),
    careerYears: integer().notNull(),
    /** MENTOR_TOPICS codes. */
    topics: jsonb().$type<string[]>().notNull().default([]),
    bio: text().notNull(),
    acceptingYn: text().notNull().default('Y'),
    status: text().notNull().default('PENDING'),
    reviewNote: text(),
    reviewedBy: text().references(() => users.userId),
    reviewedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (t) => [uniqueIndex('mentor_profile_once').on(t.userId), index().on(t.status, t.jobClsCd)],
);

/**
 * A student's request to one mentor. status REQUESTED 신청, ACCEPTED 진행중, DECLINED 거절,
 * CLOSED 완료, CANCELLED 취소. One open request (REQUESTED or ACCEPTED) per student and mentor.
 */
export const mentoringRequests = pgTable(
  'mentoring_requests',
  {
    requestId: serial().primaryKey(),
    mentorId: integer()
      .notNull()
      .references(() => mentorProfiles.mentorId),
    studentId: text()
      .notNull()
      .references(() => users.userId),
    /** MENTOR_TOPICS code. */
    topicCd: text().notNull(),
    question: text().notNull(),
    /** QNA online questions and answers, MEETING a meeting. */
    wayCd: text().notNull(),
    status: text().notNull().default('REQUESTED'),
    /** The mentor's message with her acceptance or refusal. */
    responseNote: text(),
    respondedAt: timestamp({ withTimezone: true }),
    closedBy: text().references(() => users.userId),
    closedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('mentoring_request_open_once')
      .on(t.mentorId, t.studentId)
      .where(sql`status in ('REQUESTED', 'ACCEPTED')`),
    index().on(t.studentId),
    index().on(t.mentorId, t.status),
  ],
);

/** The thread of an accepted request: messages of the student and of the mentor. */
export const mentoringMessages = pgTable(
  'mentoring_messages',
  {
    messageId: serial().primaryKey(),
    requestId: integer()
      .notNull()
      .references(() => mentoringRequests.requestId),
    authorId: text()
      .notNull()
      .references(() => users.userId),
    body: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.requestId, t.createdAt)],
);

/** A group mentoring session (코멘토): a mentor's talk with a time, a place or link and seats. */
export const comentoSessions = pgTable(
  'comento_sessions',
  {
    sessionId: serial().primaryKey(),
    mentorId: integer()
      .notNull()
      .references(() => mentorProfiles.mentorId),
    title: text().notNull(),
    description: text().notNull(),
    /** Seoul calendar day and HH:mm times; applications close the day before. */
    sessionDt: date({ mode: 'string' }).notNull(),
    startTm: text().notNull(),
    endTm: text().notNull(),
    place: text(),
    /** An https address for an online session. */
    onlineUrl: text(),
    capacity: integer().notNull(),
    useYn: text().notNull().default('Y'),
    createdBy: text()
      .notNull()
      .references(() => users.userId),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.sessionDt)],
);

/** A seat in a session; status APPLIED or CANCELLED. One live seat per student and session. */
export const comentoApplications = pgTable(
  'comento_applications',
  {
    applId: serial().primaryKey(),
    sessionId: integer()
      .notNull()
      .references(() => comentoSessions.sessionId),
    studentId: text()
      .notNull()
      .references(() => users.userId),
    status: text().notNull().default('APPLIED'),
    createdAt: createdAt(),
    cancelledAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('comento_appl_once')
      .on(t.sessionId, t.studentId)
      .where(sql`status = 'APPLIED'`),
    index().on(t.studentId),
  ],
);
