// The portal's relational schema. One schema for PGlite and PostgreSQL; column names are
// snake_case in the database (drizzle `casing: 'snake_case'`), camelCase in code as the spec names them.
import { sql } from 'drizzle-orm';
import {
  pgTable,
  text,
  integer,
  serial,
  bigserial,
  timestamp,
  date,
  numeric,
  jsonb,
  boolean,
  index,
  uniqueIndex,
  primaryKey,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
const yn = () => text().notNull().default('Y');

/** Colleges, departments, majors and administrative units in one tree (deptDiv, upDeptCd). */
export const depts = pgTable(
  'depts',
  {
    deptCd: text().primaryKey(),
    deptNm: text().notNull(),
    engNm: text(),
    /** COLG college, HAKGUA department, MAJOR major, ADMIN office, CENTER support centre */
    deptDiv: text().notNull(),
    upDeptCd: text(),
    /** Department group (com code of group DEPT_GRP), e.g. the liberal-arts group. */
    grpCd: text(),
    telNo: text(),
    location: text(),
    description: text(),
    sortOrd: integer().notNull().default(0),
    useYn: yn(),
  },
  (t) => [index().on(t.deptDiv, t.upDeptCd), index().on(t.grpCd)],
);

/** Every account: students, professors, staff, counsellors, outside users and admins. */
export const users = pgTable(
  'users',
  {
    userId: text().primaryKey(),
    /** std, prof, stf, cnslr, otsdr, adm */
    userDiv: text().notNull(),
    korNm: text().notNull(),
    engNm: text(),
    passwordHash: text(),
    /** N: signs in on the master login; Y: single sign-on only. */
    isSso: text().notNull().default('N'),
    useYn: yn(),
    email: text(),
    ph: text(),
    telNo: text(),
    adr: text(),
    sexCd: text(),
    birthDt: date({ mode: 'string' }),
    photoFileId: integer(),
    // Student record (spec section 3)
    colgCd: text(),
    hakguaCd: text(),
    majorCd: text(),
    minorCd: text(),
    doubleMajorCd: text(),
    gradeCd: text(),
    /** Enrolment status, com code group SHREG_ST: 재학, 휴학, 졸업, 수료, 제적 */
    shregSt: text(),
    entrDt: date({ mode: 'string' }),
    grdtDt: date({ mode: 'string' }),
    grdtYn: text(),
    grdtYear: text(),
    guideProfNo: text(),
    bohoHpNo: text(),
    creditAvg: numeric({ precision: 3, scale: 2 }),
    creditTotal: integer(),
    creditFull: integer(),
    frgnYn: text(),
    handicapYn: text(),
    highSch: text(),
    hakwiNo: text(),
    scholAmtGetCnt: integer(),
    jobNm: text(),
    occNm: text(),
    careerNm: text(),
    lastLoginAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (t) => [
    index().on(t.userDiv),
    index().on(t.colgCd, t.hakguaCd, t.majorCd),
    index().on(t.guideProfNo),
    index('users_kor_nm_trgm').using('gin', sql`${t.korNm} gin_trgm_ops`),
  ],
);

export const professors = pgTable('professors', {
  userId: text().primaryKey().references(() => users.userId),
  profNo: text().notNull().unique(),
  deptCd: text().references(() => depts.deptCd),
  positionNm: text(),
  office: text(),
  officeTel: text(),
  researchField: text(),
  officeHours: text(),
});

export const staff = pgTable('staff', {
  userId: text().primaryKey().references(() => users.userId),
  stfNo: text().notNull().unique(),
  /** com code group STF_DIV */
  stfDivCd: text(),
  /** com code group STF_PSTN */
  stfPstnCd: text(),
  deptCd: text().references(() => depts.deptCd),
  duty: text(),
  officeTel: text(),
});

export const counsellors = pgTable('counsellors', {
  userId: text().primaryKey().references(() => users.userId),
  cnslrId: text().notNull().unique(),
  /** com code group CNSLR_DIV: PSY psychological, CAREER career, LEARN learning */
  cnslrDiv: text().notNull(),
  deptCd: text().references(() => depts.deptCd),
  specialty: text(),
  room: text(),
  officeTel: text(),
});

export const outsideUsers = pgTable('outside_users', {
  userId: text().primaryKey().references(() => users.userId),
  /** com code group OTSDR_DIV: MENTOR, EXTERNAL */
  otsdrDiv: text().notNull(),
  orgNm: text(),
  jobNm: text(),
  introduction: text(),
});

/** Hierarchical common codes (getCmmnCdMngList). */
export const cmmnCodes = pgTable(
  'cmmn_codes',
  {
    cdId: text().primaryKey(),
    upCdId: text(),
    cdCategory: text().notNull(),
    cdNm: text().notNull(),
    userdef1: text(),
    userdef2: text(),
    userdef3: text(),
    sortOrd: integer().notNull().default(0),
    useYn: yn(),
  },
  (t) => [index().on(t.cdCategory, t.upCdId)],
);

/** Grouped detail codes (cocoComcdDList, getDeptGroup). */
export const comCodes = pgTable(
  'com_codes',
  {
    grpCd: text().notNull(),
    comCd: text().notNull(),
    comCdNm: text().notNull(),
    description: text(),
    sortOrd: integer().notNull().default(0),
    useYn: yn(),
  },
  (t) => [primaryKey({ columns: [t.grpCd, t.comCd] })],
);

export const academicTerms = pgTable(
  'academic_terms',
  {
    year: integer().notNull(),
    /** 10 first term, 15 summer session, 20 second term, 25 winter session */
    termCd: text().notNull(),
    termNm: text().notNull(),
    startDt: date({ mode: 'string' }).notNull(),
    endDt: date({ mode: 'string' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.year, t.termCd] })],
);

/** Academic calendar events shown on the main page. */
export const calendarEvents = pgTable(
  'calendar_events',
  {
    eventId: serial().primaryKey(),
    title: text().notNull(),
    startDt: date({ mode: 'string' }).notNull(),
    endDt: date({ mode: 'string' }).notNull(),
    category: text(),
  },
  (t) => [index().on(t.startDt)],
);

/** Side-menu tree, one per user type and client type. */
export const menus = pgTable(
  'menus',
  {
    menuId: text().primaryKey(),
    upMenuId: text(),
    menuNm: text().notNull(),
    menuUrl: text(),
    userDiv: text().notNull(),
    clientType: text().notNull().default('user'),
    depth: integer().notNull().default(1),
    sortOrd: integer().notNull().default(0),
    description: text(),
    useYn: yn(),
  },
  (t) => [
    index().on(t.userDiv, t.clientType, t.useYn),
    index('menus_menu_nm_trgm').using('gin', sql`${t.menuNm} gin_trgm_ops`),
  ],
);

export const menuUseHis = pgTable(
  'menu_use_his',
  {
    hisId: bigserial({ mode: 'number' }).primaryKey(),
    userId: text(),
    menuId: text(),
    menuUrl: text().notNull(),
    usedAt: createdAt(),
  },
  (t) => [index().on(t.userId, t.usedAt)],
);

export const favorites = pgTable(
  'favorites',
  {
    flId: serial().primaryKey(),
    userId: text().notNull().references(() => users.userId),
    flMenuId: text().notNull(),
    /** MENU, or later PROGRAM and other kinds */
    flType: text().notNull(),
    viewType: text(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex().on(t.userId, t.flType, t.flMenuId)],
);

export const fileGroups = pgTable('file_groups', {
  fileGroupId: serial().primaryKey(),
  ownerId: text(),
  /** public: anyone may download (notice attachments); private: owner and staff. */
  visibility: text().notNull().default('private'),
  createdAt: createdAt(),
});

export const files = pgTable(
  'files',
  {
    fileId: serial().primaryKey(),
    fileGroupId: integer()
      .notNull()
      .references(() => fileGroups.fileGroupId),
    saveFileNm: text().notNull(),
    oriFileNm: text().notNull(),
    fileExtNm: text().notNull(),
    mimeType: text().notNull(),
    fileSize: integer().notNull(),
    linkUrlPath: text().notNull(),
    uploaderId: text(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.fileGroupId)],
);

/** Notices and guide pages (boardCd), with view counts. */
export const posts = pgTable(
  'posts',
  {
    postId: serial().primaryKey(),
    boardCd: text().notNull(),
    title: text().notNull(),
    /** Sanitised HTML. */
    content: text().notNull(),
    /** Plain text of content, for search. */
    contentText: text().notNull().default(''),
    category: text(),
    menuId: text(),
    authorId: text(),
    fileGroupId: integer(),
    viewCnt: integer().notNull().default(0),
    pinYn: text().notNull().default('N'),
    useYn: yn(),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (t) => [
    index().on(t.boardCd, t.createdAt),
    index('posts_title_trgm').using('gin', sql`${t.title} gin_trgm_ops`),
    index('posts_content_trgm').using('gin', sql`${t.contentText} gin_trgm_ops`),
  ],
);

export const systemMessages = pgTable('system_messages', {
  msgId: serial().primaryKey(),
  msgType: text().notNull(),
  sendUserId: text(),
  msgTitle: text().notNull(),
  msgCont: text().notNull(),
  userDef1: text(),
  userDef2: text(),
  createdAt: createdAt(),
});

export const messageRecipients = pgTable(
  'message_recipients',
  {
    msgId: integer()
      .notNull()
      .references(() => systemMessages.msgId),
    recvUserId: text()
      .notNull()
      .references(() => users.userId),
    readAt: timestamp({ withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.msgId, t.recvUserId] }), index().on(t.recvUserId, t.readAt)],
);

export const sysPopups = pgTable('sys_popups', {
  popupId: serial().primaryKey(),
  title: text().notNull(),
  /** Sanitised HTML. */
  content: text().notNull(),
  linkUrl: text(),
  startDt: date({ mode: 'string' }).notNull(),
  endDt: date({ mode: 'string' }).notNull(),
  width: integer().notNull().default(420),
  sortOrd: integer().notNull().default(0),
  useYn: yn(),
  createdAt: createdAt(),
});

/** Per-user layout of the main page: ordered block keys with visibility. */
export const mainSetups = pgTable('main_setups', {
  userId: text()
    .primaryKey()
    .references(() => users.userId),
  blocks: jsonb().$type<{ key: string; visible: boolean }[]>().notNull(),
  updatedAt: createdAt(),
});

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the cookie value: a stolen table row cannot be replayed as a cookie. */
    idHash: text().primaryKey(),
    userId: text()
      .notNull()
      .references(() => users.userId),
    createdAt: createdAt(),
    lastSeenAt: createdAt(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    userAgent: text(),
  },
  (t) => [index().on(t.userId)],
);

/** Failed login attempts per key (user id or address), for rate limiting across instances. */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    attemptKey: text().notNull(),
    attemptedAt: createdAt(),
  },
  (t) => [index().on(t.attemptKey, t.attemptedAt)],
);

export const auditLog = pgTable(
  'audit_log',
  {
    auditId: bigserial({ mode: 'number' }).primaryKey(),
    at: createdAt(),
    actorId: text(),
    action: text().notNull(),
    targetType: text(),
    targetId: text(),
    detail: jsonb(),
    ip: text(),
  },
  (t) => [index().on(t.at), index().on(t.actorId)],
);


// ---------------------------------------------------------------------------------------------
// Counselling. Everything below is private to counselling: staff and admins see only counts, and
// counsellors' notes (cnsl_records) never reach a student.

/**
 * One application for counselling. Kinds: LEARN, PROF, CAREER, HUMAN (general counselling) and
 * VISIT, PERSON, GROUP (psychological counselling).
 * Status: APPLIED 신청 -> ACCEPTED 접수 | REJECTED 반려 -> SCHEDULED 일정확정 -> DONE 완료 | NO_SHOW 불참;
 * CANCELLED 취소 by the student; WAITING 대기 on a full group programme.
 */
export const cnslApplications = pgTable(
  'cnsl_applications',
  {
    applId: serial().primaryKey(),
    cnslKind: text().notNull(),
    studentId: text()
      .notNull()
      .references(() => users.userId),
    /** The counsellor or professor in charge: chosen with the slot, or assigned at acceptance. */
    handlerId: text().references(() => users.userId),
    programId: integer(),
    slotStart: timestamp({ withTimezone: true }),
    slotEnd: timestamp({ withTimezone: true }),
    place: text(),
    preferredTimes: text(),
    topic: text().notNull(),
    /** Answers to the intake questions of the kind, keyed by question id. */
    intake: jsonb().$type<Record<string, string>>().notNull(),
    fileGroupId: integer(),
    /** A self-check result the student chose to share with this application. */
    screeningId: integer(),
    consentVersion: text().notNull(),
    consentAt: timestamp({ withTimezone: true }).notNull(),
    status: text().notNull(),
    rejectReason: text(),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (t) => [
    // Two students can never hold the same slot of the same person.
    uniqueIndex('cnsl_slot_taken')
      .on(t.handlerId, t.slotStart)
      .where(sql`slot_start is not null and status in ('APPLIED', 'ACCEPTED', 'SCHEDULED')`),
    // One live registration per student and group programme.
    uniqueIndex('cnsl_group_once')
      .on(t.programId, t.studentId)
      .where(sql`program_id is not null and status in ('APPLIED', 'WAITING', 'ACCEPTED', 'SCHEDULED', 'DONE')`),
    index().on(t.studentId, t.createdAt),
    index().on(t.handlerId, t.status),
    index().on(t.cnslKind, t.status),
  ],
);

export const cnslStatusHistory = pgTable(
  'cnsl_status_history',
  {
    histId: serial().primaryKey(),
    applId: integer()
      .notNull()
      .references(() => cnslApplications.applId),
    fromStatus: text(),
    toStatus: text().notNull(),
    actorId: text(),
    /** Reason of a rejection or cancellation, or what changed (shown to the student). */
    note: text(),
    at: createdAt(),
  },
  (t) => [index().on(t.applId, t.at)],
);

/** A session record: notes only counselling staff read; a professor may share a short summary. */
export const cnslRecords = pgTable(
  'cnsl_records',
  {
    recordId: serial().primaryKey(),
    applId: integer()
      .notNull()
      .references(() => cnslApplications.applId),
    authorId: text()
      .notNull()
      .references(() => users.userId),
    category: text().notNull(),
    notes: text().notNull(),
    followUp: text(),
    /** Professors only: a short record the student may read. */
    studentSummary: text(),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (t) => [index().on(t.applId)],
);

/** Weekly availability of a counsellor or professor; slots are cut from it. */
export const cnslAvailability = pgTable(
  'cnsl_availability',
  {
    availId: serial().primaryKey(),
    handlerId: text()
      .notNull()
      .references(() => users.userId),
    /** 1 Monday ... 7 Sunday (ISO) */
    weekday: integer().notNull(),
    startTime: text().notNull(),
    endTime: text().notNull(),
    slotMinutes: integer().notNull().default(50),
    place: text().notNull(),
  },
  (t) => [index().on(t.handlerId)],
);

/** A day off (OFF) or extra hours (EXTRA) that change the weekly availability. */
export const cnslAvailabilityExceptions = pgTable(
  'cnsl_availability_exceptions',
  {
    excId: serial().primaryKey(),
    handlerId: text()
      .notNull()
      .references(() => users.userId),
    onDate: date({ mode: 'string' }).notNull(),
    kind: text().notNull(),
    startTime: text(),
    endTime: text(),
    place: text(),
    note: text(),
  },
  (t) => [index().on(t.handlerId, t.onDate)],
);

export const cnslPrograms = pgTable('cnsl_programs', {
  programId: serial().primaryKey(),
  title: text().notNull(),
  description: text().notNull(),
  counsellorId: text()
    .notNull()
    .references(() => users.userId),
  capacity: integer().notNull(),
  applyStart: date({ mode: 'string' }).notNull(),
  applyEnd: date({ mode: 'string' }).notNull(),
  /** Human-readable schedule of the sessions, e.g. "12/1~12/22 매주 화 15:00-16:30 (4회)". */
  schedule: text().notNull(),
  sessionCount: integer().notNull(),
  place: text().notNull(),
  useYn: yn(),
  createdAt: createdAt(),
});

export const cnslAttendance = pgTable(
  'cnsl_attendance',
  {
    applId: integer()
      .notNull()
      .references(() => cnslApplications.applId),
    sessionNo: integer().notNull(),
    attended: boolean().notNull(),
    checkedBy: text(),
    checkedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.applId, t.sessionNo] })],
);

/** Mental-health self-checks (PHQ-9, GAD-7), private to the student unless shared. */
export const screenings = pgTable(
  'screenings',
  {
    screeningId: serial().primaryKey(),
    studentId: text()
      .notNull()
      .references(() => users.userId),
    instrument: text().notNull(),
    answers: jsonb().$type<number[]>().notNull(),
    score: integer().notNull(),
    band: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.studentId, t.createdAt)],
);
