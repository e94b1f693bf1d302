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

