// E-badges (디지털 배지): definitions with the rule that earns them, and the badges issued to
// students. A badge is issued once per student; revoking keeps the row (the verification page
// says since when it is revoked) and a later issue reinstates the same row.
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, boolean } from 'drizzle-orm/pg-core';
import { files, users } from './schema';
import type { BadgeEvidence, BadgeRule } from '../../badges/rules';

const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();

export const badges = pgTable(
  'badges',
  {
    badgeId: serial().primaryKey(),
    badgeNm: text().notNull(),
    description: text().notNull(),
    /** What a student must do, in words (the Open Badges achievement's criteria narrative). */
    criteria: text().notNull(),
    /** The rule checked on every activity event: { kind: 'MANUAL' } or { kind, count, competencyCd? }. */
    rule: jsonb().$type<BadgeRule>().notNull(),
    /** An uploaded image (a public file group); without one the portal draws an SVG from colour and symbol. */
    imageFileId: integer().references(() => files.fileId),
    color: text().notNull().default('#5D87FF'),
    /** One or two characters drawn on the generated image. */
    symbol: text().notNull().default('★'),
    useYn: text().notNull().default('Y'),
    createdBy: text().references(() => users.userId),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (t) => [uniqueIndex('badges_name_once').on(t.badgeNm)],
);

export const badgeAwards = pgTable(
  'badge_awards',
  {
    awardId: serial().primaryKey(),
    badgeId: integer()
      .notNull()
      .references(() => badges.badgeId),
    userId: text()
      .notNull()
      .references(() => users.userId),
    /** 16 base32 characters: the public verification page's address. */
    verifyCode: text().notNull(),
    /** AUTO by the rule, MANUAL by staff. */
    method: text().notNull(),
    /** Staff's reason for a manual issue. */
    reason: text(),
    /** The events that met the rule, as they were when the badge was issued. */
    evidence: jsonb().$type<BadgeEvidence[]>().notNull().default([]),
    issuedAt: createdAt(),
    issuedBy: text().references(() => users.userId),
    /** The student hides it from her public pages; its verification link still answers. */
    hidden: boolean().notNull().default(false),
    revokedAt: timestamp({ withTimezone: true }),
    /** Null with revokedAt set: revoked by the portal because the events behind it were withdrawn. */
    revokedBy: text().references(() => users.userId),
    revokeReason: text(),
    updatedAt: createdAt(),
  },
  (t) => [uniqueIndex('badge_award_once').on(t.badgeId, t.userId), uniqueIndex('badge_award_code').on(t.verifyCode), index().on(t.userId)],
);
