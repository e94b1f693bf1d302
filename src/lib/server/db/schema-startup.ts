// Startup support (창업지원): the centre's introduction and team, programmes and camps with seats,
// startup spaces booked by time, startup teams registered with their members' consent, and funding
// or mentoring applications with a status history. Dates are Seoul calendar days; booking times are
// instants.
import { sql } from 'drizzle-orm';
import { pgTable, text, integer, serial, timestamp, date, index, uniqueIndex, bigint, check, jsonb } from 'drizzle-orm/pg-core';
import { users, fileGroups } from './schema';

const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();

/** The startup support centre's introduction (one row per key: INTRO, PLACE, HOURS, CONTACT). */
export const startupCentre = pgTable('startup_centre', {
  infoKey: text().primaryKey(),
  content: text().notNull(),
  updatedBy: text().references(() => users.userId),
  updatedAt: createdAt(),
});

/** A member of the centre's support team with their role and contact; shown in sortOrd order. */
export const startupStaff = pgTable('startup_staff', {
  staffId: serial().primaryKey(),
  korNm: text().notNull(),
  roleNm: text().notNull(),
  duty: text().notNull(),
  phone: text(),
  email: text(),
  sortOrd: integer().notNull().default(0),
  useYn: text().notNull().default('Y'),
  createdAt: createdAt(),
});

/**
 * A startup programme or camp. status OPEN, or CANCELLED by staff (hidden from students). Students
 * apply from applyStartDt to applyEndDt; capacity seats are counted under a lock on this row.
 */
export const startupPrograms = pgTable(
  'startup_programs',
  {
    programId: serial().primaryKey(),
    /** PROGRAM 프로그램, CAMP 캠프. */
    kindCd: text().notNull(),
    title: text().notNull(),
    description: text().notNull(),
    place: text().notNull(),
    startDt: date({ mode: 'string' }).notNull(),
    endDt: date({ mode: 'string' }).notNull(),
    applyStartDt: date({ mode: 'string' }).notNull(),
    applyEndDt: date({ mode: 'string' }).notNull(),
    capacity: integer().notNull(),
    status: text().notNull().default('OPEN'),
    createdBy: text()
      .notNull()
      .references(() => users.userId),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.status, t.applyEndDt)],
);

/** A student's application to a programme: APPLIED or CANCELLED; one live application per student. */
export const startupProgramAppls = pgTable(
  'startup_program_appls',
  {
    applId: serial().primaryKey(),
    programId: integer()
      .notNull()
      .references(() => startupPrograms.programId),
    studentId: text()
      .notNull()
      .references(() => users.userId),
    status: text().notNull().default('APPLIED'),
    createdAt: createdAt(),
    cancelledAt: timestamp({ withTimezone: true }),
  },
  (t) => [index().on(t.studentId), uniqueIndex('startup_program_appls_live_uq').on(t.programId, t.studentId).where(sql`status = 'APPLIED'`)],
);

/** A startup space (meeting room or desk) open from openTm to closeTm (HH:mm, Seoul) every day. */
export const startupSpaces = pgTable('startup_spaces', {
  spaceId: serial().primaryKey(),
  /** ROOM 회의실, DESK 개인 좌석. */
  kindCd: text().notNull(),
  spaceNm: text().notNull(),
  location: text().notNull(),
  seats: integer().notNull(),
  openTm: text().notNull(),
  closeTm: text().notNull(),
  useYn: text().notNull().default('Y'),
  createdAt: createdAt(),
});

/**
 * A day a space is closed: every given weekday (0 Sunday ... 6 Saturday, e.g. 일요일 휴무) or one
 * Seoul date (e.g. 2026-12-25 휴관). Exactly one of weekday and closedDt is set.
 */
export const startupSpaceClosures = pgTable(
  'startup_space_closures',
  {
    closureId: serial().primaryKey(),
    spaceId: integer()
      .notNull()
      .references(() => startupSpaces.spaceId),
    weekday: integer(),
    closedDt: date({ mode: 'string' }),
    note: text().notNull(),
    createdBy: text()
      .notNull()
      .references(() => users.userId),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('startup_space_closures_weekday_uq').on(t.spaceId, t.weekday).where(sql`weekday is not null`),
    uniqueIndex('startup_space_closures_date_uq').on(t.spaceId, t.closedDt).where(sql`closed_dt is not null`),
    check('startup_space_closures_one_ck', sql`(weekday is null) <> (closed_dt is null) and (weekday is null or weekday between 0 and 6)`),
  ],
);

/**
 * A booking of a space for one time range on one Seoul day: BOOKED or CANCELLED. Overlaps are
 * refused under a lock on the space row (the check and the insert are one transaction). A closed day
 * added later cancels the bookings it covers, with who and why.
 */
export const startupSpaceBookings = pgTable(
  'startup_space_bookings',
  {
    bookingId: serial().primaryKey(),
    spaceId: integer()
      .notNull()
      .references(() => startupSpaces.spaceId),
    studentId: text()
      .notNull()
      .references(() => users.userId),
    useDt: date({ mode: 'string' }).notNull(),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    endsAt: timestamp({ withTimezone: true }).notNull(),
    purpose: text().notNull(),
    status: text().notNull().default('BOOKED'),
    createdAt: createdAt(),
    cancelledAt: timestamp({ withTimezone: true }),
    /** Staff who cancelled it (a closed day added later); null when the student cancelled. */
    cancelledBy: text().references(() => users.userId),
    /** Why staff cancelled it: the closure's label ('매주 일요일 정기 휴무'). */
    cancelNote: text(),
  },
  (t) => [index().on(t.spaceId, t.useDt), index().on(t.studentId, t.useDt)],
);

/**
 * A startup club or team. status: CONSENT (members still to confirm), PENDING (all confirmed,
 * waiting for staff), APPROVED, RETURNED (with returnReason; the leader may submit again).
 */
export const startupTeams = pgTable(
  'startup_teams',
  {
    teamId: serial().primaryKey(),
    teamNm: text().notNull(),
    /** 창업 아이템. */
    item: text().notNull(),
    description: text().notNull(),
    leaderId: text()
      .notNull()
      .references(() => users.userId),
    status: text().notNull(),
    returnReason: text(),
    decidedBy: text().references(() => users.userId),
    decidedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.leaderId), index().on(t.status)],
);

/** A member of a team; consentYn Y once she confirmed (the leader confirms by registering). */
export const startupTeamMembers = pgTable(
  'startup_team_members',
  {
    teamId: integer()
      .notNull()
      .references(() => startupTeams.teamId),
    studentId: text()
      .notNull()
      .references(() => users.userId),
    roleNm: text().notNull(),
    consentYn: text().notNull().default('N'),
    consentedAt: timestamp({ withTimezone: true }),
  },
  (t) => [uniqueIndex().on(t.teamId, t.studentId), index().on(t.studentId)],
);

/**
 * Every step of a team: registered, all confirmed, approved, returned (with the reason), edited and
 * sent again by the leader (detail names members added and removed).
 */
export const startupTeamHistory = pgTable(
  'startup_team_history',
  {
    historyId: serial().primaryKey(),
    teamId: integer()
      .notNull()
      .references(() => startupTeams.teamId),
    fromStatus: text(),
    toStatus: text().notNull(),
    note: text(),
    detail: jsonb(),
    actorId: text()
      .notNull()
      .references(() => users.userId),
    at: createdAt(),
  },
  (t) => [index().on(t.teamId)],
);

/**
 * A funding (지원금) or mentoring application. status: APPLIED 신청, REVIEW 심사중, SELECTED 선정,
 * REJECTED 탈락. amount in won (funding only); the business plan is a private file group.
 */
export const startupFundingAppls = pgTable(
  'startup_funding_appls',
  {
    fundingId: serial().primaryKey(),
    /** FUNDING 지원금, MENTORING 멘토링. */
    kindCd: text().notNull(),
    studentId: text()
      .notNull()
      .references(() => users.userId),
    teamId: integer().references(() => startupTeams.teamId),
    title: text().notNull(),
    summary: text().notNull(),
    amount: bigint({ mode: 'number' }),
    mentoringField: text(),
    fileGroupId: integer().references(() => fileGroups.fileGroupId),
    status: text().notNull().default('APPLIED'),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (t) => [index().on(t.studentId), index().on(t.status)],
);

/** Every status change of a funding application, with who made it and why. */
export const startupFundingHistory = pgTable(
  'startup_funding_history',
  {
    historyId: serial().primaryKey(),
    fundingId: integer()
      .notNull()
      .references(() => startupFundingAppls.fundingId),
    fromStatus: text(),
    toStatus: text().notNull(),
    note: text(),
    actorId: text()
      .notNull()
      .references(() => users.userId),
    at: createdAt(),
  },
  (t) => [index().on(t.fundingId)],
);
