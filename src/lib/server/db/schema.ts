// The portal's relational schema. One schema for PGlite and PostgreSQL; column names are
// snake_case in the database (drizzle `casing: 'snake_case'`), camelCase in code as the spec names them.
import { sql } from 'drizzle-orm';
import type { UserDiv } from '../../users';
import {
  pgTable,
  text,
  integer,
  serial,
  bigserial,
  timestamp,
  date,
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
    userDiv: text().$type<UserDiv>().notNull(),
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
    // Student lists in the order people read ids (student2 before student10), a page at a time,
    // and counted or searched by name from the index alone (org/repository.ts studentList).
    index('users_std_order')
      .on(sql`length(${t.userId})`, t.userId, t.korNm)
      .where(sql`user_div = 'std' and use_yn = 'Y'`),
    // A department's students of one year (getUserList filters), in the same order.
    index('users_std_dept_grade')
      .on(t.hakguaCd, t.gradeCd, sql`length(${t.userId})`, t.userId)
      .where(sql`user_div = 'std' and use_yn = 'Y'`),
    // Searches by part of an id (학번), alongside the name's trigram index.
    index('users_user_id_trgm').using('gin', sql`${t.userId} gin_trgm_ops`),
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
    /** A role the user must hold to see the entry (e.g. CONTENT_EDITOR); null: everyone of the user type. */
    requiredRole: text(),
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
    /** Who may read it: null everyone (logged in or not), LOGIN any logged-in user, or user types such as 'std,prof'. */
    audience: text(),
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
  /** Who sees it: null for everyone, else comma-separated user types ('anon' for visitors not logged in). */
  targetDivs: text(),
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


/**
 * Roles on top of the user type, granted by an admin: CONTENT_EDITOR (guides, notices, popups,
 * menus), PROGRAM_ADMIN (every career programme), CNSL_HEAD (the counselling centre's head, who
 * receives escalations). Revoking deletes the row; the audit log keeps who granted what and why.
 */
export const userRoles = pgTable(
  'user_roles',
  {
    userId: text()
      .notNull()
      .references(() => users.userId),
    roleCd: text().notNull(),
    grantedBy: text(),
    grantedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleCd] }), index().on(t.roleCd)],
);

/**
 * One-time links an admin hands over so that a master-login account sets its own password. Only
 * the SHA-256 of the token is kept; a link is used once and expires.
 */
export const passwordLinks = pgTable(
  'password_links',
  {
    tokenHash: text().primaryKey(),
    userId: text()
      .notNull()
      .references(() => users.userId),
    createdBy: text(),
    createdAt: createdAt(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index().on(t.userId)],
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
    /** The student said she may harm herself or is in danger: shown first and alerted at once. */
    urgent: boolean().notNull().default(false),
    /** The first time someone in charge opened the application (urgent ones escalate until then). */
    firstOpenedAt: timestamp({ withTimezone: true }),
    firstOpenedBy: text(),
    /** When an unopened urgent application was escalated to the centre's head (once). */
    escalatedAt: timestamp({ withTimezone: true }),
    /** The session time the day-before reminder was sent for (a moved session is reminded again). */
    remindedFor: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (t) => [
    index('cnsl_urgent_open').on(t.createdAt).where(sql`urgent and first_opened_at is null and escalated_at is null`),
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
    // The counsellors' inbox order (counselling/applications.ts), so a page reads only its rows.
    index('cnsl_inbox_order').on(
      sql`(case when ${t.urgent} and ${t.status} in ('APPLIED', 'ACCEPTED') then 0 else 1 end)`,
      sql`(case ${t.status} when 'APPLIED' then 0 when 'ACCEPTED' then 1 when 'SCHEDULED' then 2 else 3 end)`,
      t.createdAt.desc().nullsFirst(),
    ),
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

// Learning activities: subjects, offerings, transcripts, graduation requirements, competencies,
// tracks, the competency certificate, the general-education curriculum and the students' own plans.

/** General-education areas of the liberal-arts college (호크마교양대학), two levels. */
export const geAreas = pgTable('ge_areas', {
  areaCd: text().primaryKey(),
  korNm: text().notNull(),
  /** Set on a sub-area; null on a top area. */
  upAreaCd: text(),
  description: text().notNull(),
  /** Credits a student must earn in this area to graduate (0: a recommended area). */
  minCredits: integer().notNull().default(0),
  sortOrd: integer().notNull().default(0),
});

/**
 * A subject of the curriculum. Category: MAJOR_REQ 전공필수, MAJOR_ELEC 전공선택, GE_REQ 교양필수,
 * GE_ELEC 교양선택, FREE 일반선택. Major subjects belong to a department; general education to an area.
 */
export const subjects = pgTable(
  'subjects',
  {
    sbjtKeyId: text().primaryKey(),
    sbjtCd: text().notNull().unique(),
    korNm: text().notNull(),
    engNm: text(),
    credits: integer().notNull(),
    category: text().notNull(),
    deptCd: text().references(() => depts.deptCd),
    geAreaCd: text().references(() => geAreas.areaCd),
    /** The year (1-4) and term ('10' first, '20' second) in which it is usually taken. */
    stdYear: integer().notNull(),
    stdTermCd: text().notNull(),
    description: text().notNull(),
    useYn: yn(),
    updatedAt: createdAt(),
  },
  (t) => [
    index().on(t.deptCd, t.stdYear, t.stdTermCd),
    index().on(t.geAreaCd),
    index('subjects_kor_nm_trgm').using('gin', sql`${t.korNm} gin_trgm_ops`),
  ],
);

/** sbjtKeyId can be taken only after preSbjtKeyId has been passed. */
export const subjectPrereqs = pgTable(
  'subject_prereqs',
  {
    sbjtKeyId: text()
      .notNull()
      .references(() => subjects.sbjtKeyId),
    preSbjtKeyId: text()
      .notNull()
      .references(() => subjects.sbjtKeyId),
  },
  (t) => [primaryKey({ columns: [t.sbjtKeyId, t.preSbjtKeyId] }), index().on(t.preSbjtKeyId)],
);

/** The university's core competencies. */
export const competencies = pgTable('competencies', {
  competencyCd: text().primaryKey(),
  korNm: text().notNull(),
  engNm: text().notNull(),
  /** One line: what the competency is. */
  summary: text().notNull(),
  description: text().notNull(),
  /** Observable behaviours (sub-competencies), in order. */
  elements: jsonb().$type<string[]>().notNull(),
  sortOrd: integer().notNull().default(0),
});

/** How strongly (1-3) a subject builds a competency. */
export const subjectCompetencies = pgTable(
  'subject_competencies',
  {
    sbjtKeyId: text()
      .notNull()
      .references(() => subjects.sbjtKeyId),
    competencyCd: text()
      .notNull()
      .references(() => competencies.competencyCd),
    weight: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.sbjtKeyId, t.competencyCd] }), index().on(t.competencyCd)],
);

/** Extra-curricular programmes that build a competency (run by the centres). */
export const competencyPrograms = pgTable(
  'competency_programs',
  {
    programId: serial().primaryKey(),
    competencyCd: text()
      .notNull()
      .references(() => competencies.competencyCd),
    title: text().notNull(),
    deptCd: text().references(() => depts.deptCd),
    description: text().notNull(),
    /** Certification points a completed programme earns. */
    points: integer().notNull().default(1),
    useYn: yn(),
  },
  (t) => [index().on(t.competencyCd)],
);

/** A student's completed extra-curricular programme (counts toward the competency certificate). */
export const programCompletions = pgTable(
  'program_completions',
  {
    studentId: text()
      .notNull()
      .references(() => users.userId),
    programId: integer()
      .notNull()
      .references(() => competencyPrograms.programId),
    completedDt: date({ mode: 'string' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.studentId, t.programId] })],
);

/** Questions of the competency self-diagnosis, answered on a 1-5 scale. */
export const competencyQuestions = pgTable(
  'competency_questions',
  {
    questionId: serial().primaryKey(),
    competencyCd: text()
      .notNull()
      .references(() => competencies.competencyCd),
    text: text().notNull(),
    sortOrd: integer().notNull().default(0),
    useYn: yn(),
  },
  (t) => [index().on(t.competencyCd)],
);

/** One self-diagnosis per student and term (a new attempt in the same term replaces it). */
export const competencyDiagnoses = pgTable(
  'competency_diagnoses',
  {
    diagnosisId: serial().primaryKey(),
    studentId: text()
      .notNull()
      .references(() => users.userId),
    year: integer().notNull(),
    termCd: text().notNull(),
    /** Answers (1-5) keyed by question id. */
    answers: jsonb().$type<Record<string, number>>().notNull(),
    /** Score 0-100 per competency code, computed on the server. */
    scores: jsonb().$type<Record<string, number>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex().on(t.studentId, t.year, t.termCd)],
);

/** A section of a subject in a term, with its professor, room and weekly times. */
export const offerings = pgTable(
  'offerings',
  {
    offeringId: serial().primaryKey(),
    year: integer().notNull(),
    termCd: text().notNull(),
    sbjtKeyId: text()
      .notNull()
      .references(() => subjects.sbjtKeyId),
    section: text().notNull(),
    profUserId: text().references(() => users.userId),
    room: text(),
    capacity: integer().notNull(),
    /** Weekly meetings: day 1 (Mon) - 6 (Sat), start/end 'HH:MM' in Korean time. */
    times: jsonb().$type<{ day: number; start: string; end: string }[]>().notNull(),
    useYn: yn(),
  },
  (t) => [
    uniqueIndex().on(t.year, t.termCd, t.sbjtKeyId, t.section),
    index().on(t.year, t.termCd),
    index().on(t.profUserId, t.year, t.termCd),
  ],
);

/**
 * The transcript: one row per subject a student took (grade null while the term is running) or per
 * block of transfer credits. GPA and credit totals are always computed from these rows.
 * Grades: A+ A0 B+ B0 C+ C0 D+ D0 F (graded), P / NP (pass-fail). A retaken subject keeps both rows;
 * only the later one counts.
 */
export const enrolments = pgTable(
  'enrolments',
  {
    enrolmentId: serial().primaryKey(),
    studentId: text()
      .notNull()
      .references(() => users.userId),
    year: integer().notNull(),
    termCd: text().notNull(),
    /** COURSE (a subject taken here) or TRANSFER (credits recognised from elsewhere). */
    kind: text().notNull().default('COURSE'),
    sbjtKeyId: text().references(() => subjects.sbjtKeyId),
    offeringId: integer().references(() => offerings.offeringId),
    /** For transfer credits: what was taken and the category it is recognised as. */
    transferNm: text(),
    transferCategory: text(),
    credits: integer().notNull(),
    grade: text(),
    /** N: withdrawn (an import for the term no longer lists it); kept, but no longer on the transcript. */
    useYn: yn(),
  },
  (t) => [index().on(t.studentId, t.year, t.termCd), index().on(t.offeringId), index().on(t.sbjtKeyId)],
);

/** Non-course graduation requirements a student has met: ENGLISH score, VOLUNTEER hours, THESIS passed. */
export const studentAchievements = pgTable(
  'student_achievements',
  {
    achievementId: serial().primaryKey(),
    studentId: text()
      .notNull()
      .references(() => users.userId),
    kind: text().notNull(),
    value: integer().notNull(),
    note: text(),
    achievedDt: date({ mode: 'string' }).notNull(),
  },
  (t) => [index().on(t.studentId, t.kind)],
);

/**
 * A set of graduation requirements for a department, in one role (PRIMARY 주전공, DOUBLE 복수전공,
 * MINOR 부전공), for the students admitted in [entryYearFrom, entryYearTo]. A null deptCd marks the
 * university-wide set (total credits, general education, non-course requirements).
 */
export const gradRequirementSets = pgTable(
  'grad_requirement_sets',
  {
    setId: serial().primaryKey(),
    deptCd: text().references(() => depts.deptCd),
    role: text().notNull(),
    entryYearFrom: integer().notNull(),
    entryYearTo: integer().notNull(),
    title: text().notNull(),
  },
  (t) => [index().on(t.deptCd, t.role)],
);

/** One rule of a requirement set; its kind decides what params means (see the graduation engine). */
export const gradRequirementRules = pgTable(
  'grad_requirement_rules',
  {
    ruleId: serial().primaryKey(),
    setId: integer()
      .notNull()
      .references(() => gradRequirementSets.setId, { onDelete: 'cascade' }),
    sortOrd: integer().notNull().default(0),
    kind: text().notNull(),
    label: text().notNull(),
    params: jsonb().$type<Record<string, unknown>>().notNull(),
  },
  (t) => [index().on(t.setId, t.sortOrd)],
);

/** What a department publishes about itself for prospective majors. */
export const majorProfiles = pgTable('major_profiles', {
  deptCd: text()
    .primaryKey()
    .references(() => depts.deptCd),
  educationGoal: text().notNull(),
  /** What is taught, in a few lines. */
  curriculumSummary: text().notNull(),
  careers: jsonb().$type<string[]>().notNull(),
  certificates: jsonb().$type<string[]>().notNull(),
  email: text(),
  homepage: text(),
});

/** A student-designed major: a proposal of subjects that staff approve or return. */
export const majorProposals = pgTable(
  'major_proposals',
  {
    proposalId: serial().primaryKey(),
    studentId: text()
      .notNull()
      .references(() => users.userId),
    title: text().notNull(),
    goal: text().notNull(),
    sbjtKeyIds: jsonb().$type<string[]>().notNull(),
    /** DRAFT 작성중, SUBMITTED 제출, APPROVED 승인, RETURNED 반려 */
    status: text().notNull(),
    reviewerId: text().references(() => users.userId),
    reviewNote: text(),
    submittedAt: timestamp({ withTimezone: true }),
    decidedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (t) => [index().on(t.studentId), index().on(t.status)],
);

/** Tracks (micro-degrees): a set of subjects with rules, applied for and approved. */
export const tracks = pgTable('tracks', {
  trackCd: text().primaryKey(),
  korNm: text().notNull(),
  deptCd: text().references(() => depts.deptCd),
  summary: text().notNull(),
  description: text().notNull(),
  /** Credits from the track's subjects needed to complete it. */
  minCredits: integer().notNull(),
  /** Who may apply: minimum year of study and earned credits. */
  minGrade: integer().notNull().default(1),
  minEarnedCredits: integer().notNull().default(0),
  applyStartDt: date({ mode: 'string' }).notNull(),
  applyEndDt: date({ mode: 'string' }).notNull(),
  capacity: integer(),
  useYn: yn(),
  sortOrd: integer().notNull().default(0),
});

export const trackSubjects = pgTable(
  'track_subjects',
  {
    trackCd: text()
      .notNull()
      .references(() => tracks.trackCd),
    sbjtKeyId: text()
      .notNull()
      .references(() => subjects.sbjtKeyId),
    required: boolean().notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.trackCd, t.sbjtKeyId] }), index().on(t.sbjtKeyId)],
);

/** APPLIED 신청 -> APPROVED 승인 | RETURNED 반려; CANCELLED 취소 by the student before the deadline. */
export const trackApplications = pgTable(
  'track_applications',
  {
    applId: serial().primaryKey(),
    trackCd: text()
      .notNull()
      .references(() => tracks.trackCd),
    studentId: text()
      .notNull()
      .references(() => users.userId),
    motivation: text().notNull(),
    status: text().notNull(),
    reviewerId: text().references(() => users.userId),
    reviewNote: text(),
    createdAt: createdAt(),
    decidedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    // One live application per student and track.
    uniqueIndex('track_appl_once')
      .on(t.trackCd, t.studentId)
      .where(sql`status in ('APPLIED', 'APPROVED')`),
    index().on(t.studentId),
    index().on(t.status),
  ],
);

/**
 * Students whose certificate facts changed outside the portal's own code (a grade written to
 * `enrolments` by the academic system, a completed programme), one row each until the sweep records
 * their certificate levels. Filled by database triggers in the transaction of the change.
 */
export const hcertiPending = pgTable('hcerti_pending', {
  studentId: text()
    .primaryKey()
    .references(() => users.userId),
  queuedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * The competency certificate's requirements, by level. Kinds: COMPETENCY_POINTS (weighted credits
 * in one competency), DIAGNOSIS (self-diagnoses taken), PROGRAMS (programme points).
 */
export const hcertiRequirements = pgTable('hcerti_requirements', {
  reqId: serial().primaryKey(),
  /** BRONZE, SILVER, GOLD: each level includes the requirements of the level below. */
  levelCd: text().notNull(),
  kind: text().notNull(),
  competencyCd: text().references(() => competencies.competencyCd),
  minValue: integer().notNull(),
  label: text().notNull(),
  sortOrd: integer().notNull().default(0),
});

/** A student's saved timetable plans for a term. */
export const timetablePlans = pgTable(
  'timetable_plans',
  {
    planId: serial().primaryKey(),
    studentId: text()
      .notNull()
      .references(() => users.userId),
    year: integer().notNull(),
    termCd: text().notNull(),
    name: text().notNull(),
    offeringIds: jsonb().$type<number[]>().notNull(),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (t) => [uniqueIndex().on(t.studentId, t.year, t.termCd, t.name)],
);

/** A saved what-if of the graduation simulation. */
export const gradScenarios = pgTable(
  'grad_scenarios',
  {
    scenarioId: serial().primaryKey(),
    studentId: text()
      .notNull()
      .references(() => users.userId),
    name: text().notNull(),
    /** { primaryDeptCd?, doubleDeptCd?, minorDeptCd?, plannedSbjtKeyIds: string[] } */
    params: jsonb().$type<{ primaryDeptCd?: string | null; doubleDeptCd?: string | null; minorDeptCd?: string | null; plannedSbjtKeyIds: string[] }>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex().on(t.studentId, t.name)],
);

// ---------------------------------------------------------------------------------------------
// Career and future design (진로·미래설계)

/**
 * A career programme (비교과 프로그램). Eligibility lists empty = open to all; dates are Seoul
 * calendar days. The completion rule fields are read when the programme is closed.
 */
export const careerPrograms = pgTable(
  'career_programs',
  {
    programId: serial().primaryKey(),
    title: text().notNull(),
    /** Common code group CAREER_CAT. */
    categoryCd: text().notNull(),
    summary: text().notNull(),
    description: text().notNull(),
    /** Competency codes (competencies table) the programme builds. */
    competencyCds: jsonb().$type<string[]>().notNull().default([]),
    mileage: integer().notNull().default(0),
    eligibleColgCds: jsonb().$type<string[]>().notNull().default([]),
    eligibleDeptCds: jsonb().$type<string[]>().notNull().default([]),
    eligibleGrades: jsonb().$type<number[]>().notNull().default([]),
    /** Enrolment status codes, e.g. 재학 / 휴학; empty = any. */
    eligibleStatusCds: jsonb().$type<string[]>().notNull().default([]),
    capacity: integer().notNull(),
    waitlistCapacity: integer().notNull().default(0),
    /** Approve on apply (seat taken at once) or staff review first. */
    autoApprove: boolean().notNull().default(true),
    applyStartDt: date({ mode: 'string' }).notNull(),
    applyEndDt: date({ mode: 'string' }).notNull(),
    runStartDt: date({ mode: 'string' }).notNull(),
    runEndDt: date({ mode: 'string' }).notNull(),
    place: text(),
    /** Completion rule: share of sessions attended (percent), reports required, test pass mark. */
    minAttendPct: integer().notNull().default(80),
    reportsRequired: integer().notNull().default(0),
    testPassMark: integer(),
    /** Set when staff close the programme: completion is decided then, once. */
    closedAt: timestamp({ withTimezone: true }),
    closedBy: text().references(() => users.userId),
    managerId: text()
      .notNull()
      .references(() => users.userId),
    useYn: yn(),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (t) => [index().on(t.categoryCd), index().on(t.managerId), index().on(t.applyEndDt)],
);

export const careerProgramSessions = pgTable(
  'career_program_sessions',
  {
    sessionId: serial().primaryKey(),
    programId: integer()
      .notNull()
      .references(() => careerPrograms.programId, { onDelete: 'cascade' }),
    seq: integer().notNull(),
    title: text().notNull(),
    sessionDt: date({ mode: 'string' }).notNull(),
    startTm: text().notNull(),
    endTm: text().notNull(),
    place: text(),
    /** Key of the session's rotating attendance QR codes; made when staff first show the code. */
    checkinSecret: text(),
  },
  (t) => [uniqueIndex().on(t.programId, t.seq)],
);

/**
 * A student's application. status: APPLIED 신청, WAITING 대기, APPROVED 승인, REJECTED 반려,
 * ATTENDING 수강중, COMPLETED 이수, NOT_COMPLETED 미이수, CANCELLED 취소. waitSeq orders the
 * waiting list (lower first) and is set only while WAITING.
 */
export const careerApplications = pgTable(
  'career_applications',
  {
    applId: serial().primaryKey(),
    programId: integer()
      .notNull()
      .references(() => careerPrograms.programId),
    studentId: text()
      .notNull()
      .references(() => users.userId),
    status: text().notNull(),
    waitSeq: integer(),
    motivation: text(),
    reviewNote: text(),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (t) => [
    // One live application per student and programme.
    uniqueIndex('career_appl_once')
      .on(t.programId, t.studentId)
      .where(sql`status not in ('CANCELLED', 'REJECTED')`),
    index().on(t.studentId),
    index().on(t.programId, t.status),
  ],
);

/** Every change of an application's state, with who made it and why. */
export const careerApplicationHistory = pgTable(
  'career_application_history',
  {
    histId: serial().primaryKey(),
    applId: integer()
      .notNull()
      .references(() => careerApplications.applId),
    fromStatus: text(),
    toStatus: text().notNull(),
    actorId: text().references(() => users.userId),
    note: text(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.applId)],
);

export const careerBookmarks = pgTable(
  'career_bookmarks',
  {
    studentId: text()
      .notNull()
      .references(() => users.userId),
    programId: integer()
      .notNull()
      .references(() => careerPrograms.programId),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.studentId, t.programId] })],
);

/**
 * Attendance of one applicant at one session: marked by staff by hand or by the student scanning
 * the session's rotating QR code. One row per (session, application); the last mark counts.
 */
export const careerAttendance = pgTable(
  'career_attendance',
  {
    sessionId: integer()
      .notNull()
      .references(() => careerProgramSessions.sessionId, { onDelete: 'cascade' }),
    applId: integer()
      .notNull()
      .references(() => careerApplications.applId),
    present: boolean().notNull(),
    /** STAFF by hand, QR by the student's check-in. */
    method: text().notNull(),
    markedBy: text().references(() => users.userId),
    markedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.sessionId, t.applId] }), index().on(t.applId)],
);

/**
 * A completion certificate, issued when a programme is closed. certNo is what the paper shows; the
 * verification code is the unguessable part of the public /verify/{code} address.
 */
export const careerCertificates = pgTable(
  'career_certificates',
  {
    certId: serial().primaryKey(),
    applId: integer()
      .notNull()
      .references(() => careerApplications.applId),
    certNo: text().notNull(),
    verifyCode: text().notNull(),
    issuedAt: createdAt(),
    /** Set when a certificate is withdrawn (e.g. completion corrected); verification then says so. */
    revokedAt: timestamp({ withTimezone: true }),
  },
  (t) => [uniqueIndex().on(t.applId), uniqueIndex().on(t.certNo), uniqueIndex().on(t.verifyCode)],
);

/** A student's career goal: job family (code group JOB_CLS), industries, companies and a roadmap. */
export const careerGoals = pgTable('career_goals', {
  studentId: text()
    .primaryKey()
    .references(() => users.userId),
  jobClsCd: text().notNull(),
  industries: jsonb().$type<string[]>().notNull().default([]),
  companies: jsonb().$type<string[]>().notNull().default([]),
  /** One plan text per grade (1-4) and term (1, 2). */
  roadmap: jsonb().$type<{ grade: number; termCd: string; plan: string }[]>().notNull().default([]),
  updatedAt: createdAt(),
});

/**
 * Cross-area record of things a person did (e.g. a programme completed): later areas (portfolio,
 * badges, surveys) read it rather than each area's own tables.
 */
export const activityEvents = pgTable(
  'activity_events',
  {
    eventId: bigserial({ mode: 'number' }).primaryKey(),
    userId: text()
      .notNull()
      .references(() => users.userId),
    /** e.g. CAREER_PROGRAM_COMPLETED */
    kind: text().notNull(),
    title: text().notNull(),
    refType: text().notNull(),
    refId: text().notNull(),
    occurredAt: createdAt(),
  },
  (t) => [index().on(t.userId, t.occurredAt), uniqueIndex().on(t.kind, t.refType, t.refId, t.userId)],
);
