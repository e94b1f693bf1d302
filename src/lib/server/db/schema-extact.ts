// External activities (교외활동) and service hours (봉사시간) the student registers herself, their
// review history, and the certificates of approved service hours. States: DRAFT, SUBMITTED,
// APPROVED, RETURNED (src/lib/extact/rules.ts).
import { date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { fileGroups, users } from './schema';

const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();

export const extActivities = pgTable(
  'ext_activities',
  {
    activityId: serial().primaryKey(),
    studentId: text()
      .notNull()
      .references(() => users.userId),
    /** CONTEST, INTERN, VOLUNTEER, EXTERNAL, ETC (ACTIVITY_KINDS). */
    kindCd: text().notNull(),
    title: text().notNull(),
    organizer: text().notNull(),
    startDt: date({ mode: 'string' }).notNull(),
    endDt: date({ mode: 'string' }).notNull(),
    description: text(),
    competencyCds: text().array().notNull().default([]),
    evidenceFileGroupId: integer().references(() => fileGroups.fileGroupId),
    status: text().notNull().default('DRAFT'),
    /** The staff member's reason when the activity was last returned. */
    returnReason: text(),
    submittedAt: timestamp({ withTimezone: true }),
    decidedAt: timestamp({ withTimezone: true }),
    deciderId: text().references(() => users.userId),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (t) => [index().on(t.studentId, t.startDt), index().on(t.status, t.submittedAt)],
);

export const extServiceHours = pgTable(
  'ext_service_hours',
  {
    serviceId: serial().primaryKey(),
    studentId: text()
      .notNull()
      .references(() => users.userId),
    organization: text().notNull(),
    startDt: date({ mode: 'string' }).notNull(),
    endDt: date({ mode: 'string' }).notNull(),
    /** Hours counted in halves (7 = 3.5 hours): sums stay exact. */
    halfHours: integer().notNull(),
    activity: text().notNull(),
    evidenceFileGroupId: integer().references(() => fileGroups.fileGroupId),
    status: text().notNull().default('DRAFT'),
    returnReason: text(),
    submittedAt: timestamp({ withTimezone: true }),
    decidedAt: timestamp({ withTimezone: true }),
    deciderId: text().references(() => users.userId),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (t) => [index().on(t.studentId, t.startDt), index().on(t.status, t.submittedAt)],
);

/** Every change of state of an activity or a service entry, with who made it and why. */
export const extHistory = pgTable(
  'ext_history',
  {
    histId: serial().primaryKey(),
    /** activity or service (REVIEW_TARGETS). */
    target: text().notNull(),
    targetId: integer().notNull(),
    fromStatus: text(),
    toStatus: text().notNull(),
    actorId: text().references(() => users.userId),
    note: text(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.target, t.targetId)],
);

/**
 * A certificate of approved service hours: what was approved when it was issued (a year, or all
 * years when year is null), verified by anyone at /verify/{code}. Approved entries do not change,
 * so a certificate stays true; a new approval makes the next request issue a new one.
 */
export const extServiceCertificates = pgTable(
  'ext_service_certificates',
  {
    certId: serial().primaryKey(),
    studentId: text()
      .notNull()
      .references(() => users.userId),
    year: integer(),
    halfHours: integer().notNull(),
    entryCount: integer().notNull(),
    certNo: text().notNull(),
    verifyCode: text().notNull(),
    issuedAt: createdAt(),
  },
  (t) => [index().on(t.studentId), uniqueIndex().on(t.certNo), uniqueIndex().on(t.verifyCode)],
);
