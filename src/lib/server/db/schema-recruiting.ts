// Recruiting: companies, job postings, a student's bookmarks and hidden postings, and the secret
// tokens of the private calendar feeds. Dates are Seoul calendar days (deadline = last day to apply).
import { sql } from 'drizzle-orm';
import { pgTable, text, integer, serial, timestamp, date, jsonb, index, uniqueIndex, primaryKey } from 'drizzle-orm/pg-core';
import { users, fileGroups } from './schema';

const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
const yn = () => text().notNull().default('Y');

/** A hiring company. ownerId: the outside user (userDiv otsdr) who speaks for it, if any. */
export const recruitCompanies = pgTable(
  'recruit_companies',
  {
    companyId: serial().primaryKey(),
    companyNm: text().notNull(),
    /** Code group COMPANY_SIZE. */
    sizeCd: text().notNull(),
    industryNm: text().notNull(),
    /** Code group RECRUIT_REGION. */
    regionCd: text().notNull(),
    homepage: text(),
    introduction: text(),
    ownerId: text().references(() => users.userId),
    useYn: yn(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.ownerId), uniqueIndex().on(t.companyNm)],
);

/**
 * A job posting. status: PENDING 승인 대기 (an outside user's posting before staff approval),
 * OPEN 게시, CLOSED 조기 마감 (closed by hand), REJECTED 반려. An OPEN posting whose deadline
 * has passed counts as closed too; the deadline is computed, never stored as a status.
 */
export const recruitPostings = pgTable(
  'recruit_postings',
  {
    postingId: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => recruitCompanies.companyId),
    title: text().notNull(),
    /** Code group JOB_CLS (shared with the career goal). */
    jobClsCd: text().notNull(),
    /** Code group EMP_TYPE: FULL 정규직, CONTRACT 계약직, INTERN 인턴. */
    empTypeCd: text().notNull(),
    /** Code group RECRUIT_REGION. */
    regionCd: text().notNull(),
    /** Code group CAREER_LVL: NEW 신입, EXP 경력, ANY 경력무관. */
    careerLvlCd: text().notNull(),
    openDt: date({ mode: 'string' }).notNull(),
    deadlineDt: date({ mode: 'string' }).notNull(),
    headcount: integer(),
    salary: text(),
    requirements: text().notNull(),
    howToApply: text().notNull(),
    applyUrl: text(),
    /** Shown to logged-in students only. */
    contact: text(),
    fileGroupId: integer().references(() => fileGroups.fileGroupId),
    status: text().notNull(),
    postedBy: text()
      .notNull()
      .references(() => users.userId),
    /** std/stf/otsdr of the poster when posted: decides who may edit it. */
    posterDiv: text().notNull(),
    reviewNote: text(),
    viewCnt: integer().notNull().default(0),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (t) => [index().on(t.status, t.deadlineDt), index().on(t.companyId), index().on(t.postedBy), index().on(t.jobClsCd)],
);

export const recruitBookmarks = pgTable(
  'recruit_bookmarks',
  {
    studentId: text()
      .notNull()
      .references(() => users.userId),
    postingId: integer()
      .notNull()
      .references(() => recruitPostings.postingId),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.studentId, t.postingId] })],
);

/** Postings a student does not want among her recommendations. */
export const recruitHidden = pgTable(
  'recruit_hidden',
  {
    studentId: text()
      .notNull()
      .references(() => users.userId),
    postingId: integer()
      .notNull()
      .references(() => recruitPostings.postingId),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.studentId, t.postingId] })],
);

/**
 * The secret of a student's private calendar feed (one per student). Only a SHA-256 digest is kept,
 * so a copy of the database does not open anyone's feed; regenerating replaces it, revoking deletes it.
 */
export const recruitFeedTokens = pgTable(
  'recruit_feed_tokens',
  {
    studentId: text()
      .primaryKey()
      .references(() => users.userId),
    tokenHash: text().notNull(),
    /** The first characters, so the page can say which address is live. */
    tokenHint: text().notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp({ withTimezone: true }),
  },
  (t) => [uniqueIndex().on(t.tokenHash)],
);

/**
 * The last day (Seoul) a student got a message about new postings for her career goal: at most one
 * such message a day, whatever number of postings go live.
 */
export const recruitAlerts = pgTable('recruit_alerts', {
  studentId: text()
    .primaryKey()
    .references(() => users.userId),
  lastSentDt: date({ mode: 'string' }).notNull(),
  lastPostingId: integer().notNull(),
});

/**
 * A student's saved posting search (the list's filters under a name). New postings that match it
 * reach her as a message, within the same once-a-day limit as her career goal.
 */
export const recruitSavedSearches = pgTable(
  'recruit_saved_searches',
  {
    searchId: serial().primaryKey(),
    studentId: text()
      .notNull()
      .references(() => users.userId),
    searchNm: text().notNull(),
    /** keyword, jobClsCd, empTypeCd, regionCd, careerLvlCd, sizeCd: as the list's query has them. */
    criteria: jsonb().$type<SavedCriteria>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.studentId), uniqueIndex().on(t.studentId, t.searchNm)],
);

export interface SavedCriteria {
  keyword?: string;
  jobClsCd?: string;
  empTypeCd?: string;
  regionCd?: string;
  careerLvlCd?: string;
  sizeCd?: string;
}

/**
 * A contest or external activity (공모전·대외활동) for students: field (code group CONTEST_FIELD),
 * host, prize, application period (Seoul days). status: OPEN, or CLOSED early by staff; a past
 * deadline closes it too, computed as for postings.
 */
export const recruitContests = pgTable(
  'recruit_contests',
  {
    contestId: serial().primaryKey(),
    title: text().notNull(),
    /** Code group CONTEST_FIELD. */
    fieldCd: text().notNull(),
    hostNm: text().notNull(),
    targetNm: text().notNull(),
    prize: text(),
    applyStartDt: date({ mode: 'string' }).notNull(),
    applyEndDt: date({ mode: 'string' }).notNull(),
    description: text().notNull(),
    homepage: text(),
    status: text().notNull().default('OPEN'),
    postedBy: text()
      .notNull()
      .references(() => users.userId),
    viewCnt: integer().notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.status, t.applyEndDt), index().on(t.fieldCd)],
);

/**
 * A graduate-school admission round (대학원 입시): school, programme, degree (code group GRAD_DEGREE),
 * application period (Seoul days) and the documents to send.
 */
export const recruitGradAdmissions = pgTable(
  'recruit_grad_admissions',
  {
    admissionId: serial().primaryKey(),
    schoolNm: text().notNull(),
    programNm: text().notNull(),
    /** Code group GRAD_DEGREE: MASTER, DOCTOR, INTEGRATED. */
    degreeCd: text().notNull(),
    roundNm: text().notNull(),
    applyStartDt: date({ mode: 'string' }).notNull(),
    applyEndDt: date({ mode: 'string' }).notNull(),
    documents: text().notNull(),
    homepage: text(),
    status: text().notNull().default('OPEN'),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.status, t.applyEndDt)],
);

/**
 * A job fair (채용박람회): on campus (CAMPUS, a place) or online (ONLINE, a platform and address),
 * over one or more Seoul days. status: OPEN, or CANCELLED by staff (then hidden from students).
 */
export const recruitFairs = pgTable(
  'recruit_fairs',
  {
    fairId: serial().primaryKey(),
    title: text().notNull(),
    /** CAMPUS 교내, ONLINE 온라인. */
    kindCd: text().notNull(),
    place: text().notNull(),
    onlineUrl: text(),
    startDt: date({ mode: 'string' }).notNull(),
    endDt: date({ mode: 'string' }).notNull(),
    description: text().notNull(),
    status: text().notNull().default('OPEN'),
    postedBy: text()
      .notNull()
      .references(() => users.userId),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.status, t.startDt)],
);

/** A company's booth at a fair; ownerId is the outside user (otsdr) who speaks for it, if any. */
export const recruitFairBooths = pgTable(
  'recruit_fair_booths',
  {
    boothId: serial().primaryKey(),
    fairId: integer()
      .notNull()
      .references(() => recruitFairs.fairId),
    companyNm: text().notNull(),
    ownerId: text().references(() => users.userId),
    boothNo: text().notNull(),
    /** What the company consults on or hires for. */
    jobs: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.fairId), index().on(t.ownerId), uniqueIndex().on(t.fairId, t.boothNo)],
);

/** A consultation time slot of a booth; capacity students may book it (1 unless staff said more). */
export const recruitFairSlots = pgTable(
  'recruit_fair_slots',
  {
    slotId: serial().primaryKey(),
    boothId: integer()
      .notNull()
      .references(() => recruitFairBooths.boothId),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    endsAt: timestamp({ withTimezone: true }).notNull(),
    capacity: integer().notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex().on(t.boothId, t.startsAt)],
);

/**
 * A student's booking of a slot. status: BOOKED or CANCELLED (kept for the booth's record). A
 * student holds a slot once: the partial unique index refuses a second live booking even when two
 * requests race; the seat count is checked under a lock on the slot row.
 */
export const recruitFairBookings = pgTable(
  'recruit_fair_bookings',
  {
    bookingId: serial().primaryKey(),
    slotId: integer()
      .notNull()
      .references(() => recruitFairSlots.slotId),
    studentId: text()
      .notNull()
      .references(() => users.userId),
    status: text().notNull().default('BOOKED'),
    createdAt: createdAt(),
    cancelledAt: timestamp({ withTimezone: true }),
  },
  (t) => [index().on(t.studentId), uniqueIndex('recruit_fair_bookings_live_uq').on(t.slotId, t.studentId).where(sql`status = 'BOOKED'`)],
);

/**
 * A part-time job (아르바이트) on or off campus. Pay is per hour in won, checked against the legal
 * minimum wage of every year the period covers when posted. applyInPortal Y: students apply here
 * with a short form; N: howToApply says where. status: PENDING (a company's job waiting for staff
 * approval), OPEN, CLOSED (by hand) or REJECTED (returned with reviewNote); a past deadline closes it too.
 */
export const recruitParttimeJobs = pgTable(
  'recruit_parttime_jobs',
  {
    jobId: serial().primaryKey(),
    title: text().notNull(),
    employerNm: text().notNull(),
    /** ON 교내, OFF 교외. */
    campusCd: text().notNull(),
    place: text().notNull(),
    hoursPerWeek: integer().notNull(),
    hourlyPay: integer().notNull(),
    workTime: text().notNull(),
    periodStartDt: date({ mode: 'string' }).notNull(),
    periodEndDt: date({ mode: 'string' }).notNull(),
    deadlineDt: date({ mode: 'string' }).notNull(),
    description: text().notNull(),
    howToApply: text().notNull(),
    applyInPortal: text().notNull().default('Y'),
    contact: text(),
    status: text().notNull().default('OPEN'),
    /** Why staff returned a company's job (status REJECTED). */
    reviewNote: text(),
    postedBy: text()
      .notNull()
      .references(() => users.userId),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.status, t.deadlineDt), index().on(t.postedBy)],
);

/** A student's application to a part-time job taken in the portal (one per job). */
export const recruitParttimeApplications = pgTable(
  'recruit_parttime_applications',
  {
    applId: serial().primaryKey(),
    jobId: integer()
      .notNull()
      .references(() => recruitParttimeJobs.jobId),
    studentId: text()
      .notNull()
      .references(() => users.userId),
    motivation: text().notNull(),
    availableHours: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex().on(t.jobId, t.studentId), index().on(t.studentId)],
);

/**
 * The legal hourly minimum wage (최저임금위원회 고시) by year, in won, from effectiveDt. Part-time
 * pay is checked against it when a job is posted; a year without a row refuses the posting until
 * staff record the figure. recordedBy is null for the figures the migration wrote.
 */
export const recruitMinimumWages = pgTable('recruit_minimum_wages', {
  year: integer().primaryKey(),
  hourlyWage: integer().notNull(),
  effectiveDt: date({ mode: 'string' }).notNull(),
  recordedBy: text().references(() => users.userId),
  recordedAt: createdAt(),
});
