// Clubs (동아리): the directory, memberships with their state history, and recorded activities.
// Officers are members with an officer role; there is no separate officer table, so a club's
// officers are always among its approved members.
import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './schema';

const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();

export const clubs = pgTable(
  'clubs',
  {
    clubId: serial().primaryKey(),
    /** Common code group CLUB_CAT. */
    categoryCd: text().notNull(),
    clubNm: text().notNull(),
    summary: text().notNull(),
    introduction: text().notNull(),
    room: text(),
    /** Recruiting period (both days count); null when the club is not recruiting. */
    recruitStartDt: date({ mode: 'string' }),
    recruitEndDt: date({ mode: 'string' }),
    useYn: text().notNull().default('Y'),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (t) => [index().on(t.categoryCd), uniqueIndex('clubs_name_once').on(t.clubNm)],
);

export const clubMembers = pgTable(
  'club_members',
  {
    memberId: serial().primaryKey(),
    clubId: integer()
      .notNull()
      .references(() => clubs.clubId),
    studentId: text()
      .notNull()
      .references(() => users.userId),
    /** PRESIDENT 회장, VICE 부회장, TREASURER 총무, MEMBER 회원 */
    roleCd: text().notNull().default('MEMBER'),
    /** APPLIED 신청, APPROVED 승인, REJECTED 반려, LEFT 탈퇴 */
    status: text().notNull(),
    motivation: text(),
    reviewNote: text(),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (t) => [
    // One pending request or one membership per student and club.
    uniqueIndex('club_member_once')
      .on(t.clubId, t.studentId)
      .where(sql`status in ('APPLIED', 'APPROVED')`),
    index().on(t.studentId),
    index().on(t.clubId, t.status),
  ],
);

/** Every change of a membership (state or role), with who made it and why. */
export const clubMemberHistory = pgTable(
  'club_member_history',
  {
    histId: serial().primaryKey(),
    memberId: integer()
      .notNull()
      .references(() => clubMembers.memberId),
    fromStatus: text(),
    toStatus: text().notNull(),
    roleCd: text(),
    actorId: text().references(() => users.userId),
    note: text(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.memberId)],
);

export const clubActivities = pgTable(
  'club_activities',
  {
    activityId: serial().primaryKey(),
    clubId: integer()
      .notNull()
      .references(() => clubs.clubId),
    actDt: date({ mode: 'string' }).notNull(),
    title: text().notNull(),
    description: text().notNull(),
    authorId: text()
      .notNull()
      .references(() => users.userId),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.clubId, t.actDt)],
);
