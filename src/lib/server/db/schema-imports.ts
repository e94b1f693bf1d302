// Imports from the academic system (학사정보시스템): each run with its report, the people an import
// manages, and the API clients that may send files. The portal's own tables hold the data itself.
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One import: a dry run first (DRY_RUN, or REFUSED when it cannot be applied), then APPLIED once
 * confirmed. The uploaded file is kept (saveFileNm) so that the confirmation writes exactly what was
 * checked; a newer dry run of the same file supersedes the older one (SUPERSEDED).
 */
export const importRuns = pgTable(
  'import_runs',
  {
    runId: serial().primaryKey(),
    /** WEB the admin page, CLI the command, API a client's nightly job */
    channel: text().notNull(),
    /** The admin who uploaded or confirmed it; null for the command and API clients. */
    actorId: text(),
    clientId: integer(),
    fileNm: text().notNull(),
    /** SHA-256 of the file, hex. */
    fileHash: text().notNull(),
    fileSize: integer().notNull(),
    saveFileNm: text(),
    /** What was asked (auto, utf-8, cp949) and what was read. */
    encoding: text().notNull(),
    /** Batch mode: the file is the whole truth for this term. */
    batchYear: integer(),
    batchTermCd: text(),
    thresholdPct: integer().notNull().default(10),
    /** DRY_RUN, REFUSED, APPLIED, FAILED, SUPERSEDED */
    status: text().notNull(),
    /** Per kind: { create, update, deactivate, restore, unchanged, refused }. */
    counts: jsonb().$type<Record<string, Record<string, number>>>().notNull(),
    /** Refused rows (file, line, column, message), at most a few thousand; rejectTotal counts them all. */
    rejects: jsonb().$type<{ file: string; line: number; column: string; value: string; message: string }[]>().notNull(),
    rejectTotal: integer().notNull().default(0),
    /** The files (or sheets) read, with the kind each holds and the encoding it was read in. */
    files: jsonb().$type<{ file: string; kind: string | null; encoding: string | null }[]>().notNull().default([]),
    /** Why the run cannot be applied (threshold, a file that cannot be read). */
    message: text(),
    durationMs: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    appliedAt: timestamp({ withTimezone: true }),
    appliedBy: text(),
  },
  (t) => [index().on(t.createdAt), index().on(t.fileHash)],
);

/**
 * People whose record an import keeps (students, professors, staff). Only they are deactivated when
 * a batch leaves them out; accounts made by hand (admins, test accounts, incoming exchange students)
 * never are. deactivatedRunId marks an account the import switched off, so that it alone is switched
 * back on when the person returns (an account an admin disabled stays disabled).
 */
export const importPeople = pgTable(
  'import_people',
  {
    userId: text().primaryKey(),
    /** std, prof, stf */
    userDiv: text().notNull(),
    firstRunId: integer().notNull(),
    deactivatedRunId: integer(),
  },
  (t) => [index().on(t.userDiv)],
);

/** An academic system's job that may send imports over the API; only the token's SHA-256 is kept. */
export const importClients = pgTable('import_clients', {
  clientId: serial().primaryKey(),
  clientNm: text().notNull(),
  tokenHash: text().notNull().unique(),
  /** The token's first characters, to tell tokens apart in the list. */
  tokenHint: text().notNull(),
  /** Whether the client may apply (true) or only dry-run (false). */
  canApply: boolean().notNull().default(true),
  createdBy: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  lastUsedAt: timestamp({ withTimezone: true }),
  revokedAt: timestamp({ withTimezone: true }),
  revokedBy: text(),
});
