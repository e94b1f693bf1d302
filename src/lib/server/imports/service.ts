// Imports from the academic system: a dry run that writes nothing and reports, per kind, what would
// be created, updated, deactivated and restored and every refused row; then, once confirmed, the same
// work committed in one transaction. One import at a time across every instance (an advisory lock
// held by the transaction, and a flag within this process). Every run is kept with its report and
// audited with who, when, the file's hash and the counts; runs are read back in runs.ts.
import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { getDb, schema } from '../db';
import { HttpError, messages } from '../http/respond';
import { audit } from '../audit/log';
import { putFile, readFileStream } from '../files/storage';
import { announceSessionEnd } from '../events/hub';
import { forgetSession } from '../auth/sessions';
import { invalidate } from '../cache';
import { importRuns } from '../observability/metrics';
import { LEARNING_CACHE_PREFIX } from '../learning/admin/subjects';
import { Importer, type ApplyResult } from './apply';
import { ImportFileError, readImportFile, type Encoding, type FileInfo, type ReadLog } from './read';
import type { RunReport, RunStatus } from '../../imports/report';
import { assertConfirmable, getRun, loadRun } from './runs';

export interface ImportOptions {
  encoding: Encoding;
  /** Batch mode for one term: people and that term's enrolments missing from the file are deactivated. */
  batch: { year: number; termCd: string } | null;
  thresholdPct: number;
}

export interface Origin {
  channel: 'WEB' | 'CLI' | 'API';
  actorId: string | null;
  clientId: number | null;
  /** Who, in words, for the audit log when there is no admin (the client's name, the shell user). */
  by: string;
  ip: string | null;
}

export type { RunStatus, RunReport };

/** The largest file accepted (a whole university zips to a few tens of MB). */
export const MAX_IMPORT_BYTES = Number(process.env.IMPORT_MAX_BYTES || 200 * 1024 * 1024);
const IMPORT_LOCK = 742_002;
const BUSY = '다른 가져오기가 진행 중입니다. 끝난 뒤 다시 시도해 주세요.';

let running = false;

class Rollback extends Error {
  constructor(public result: ApplyResult) {
    super('rollback');
  }
}

interface Outcome {
  result: ApplyResult;
  files: FileInfo[];
  /** The file could not be read at all. */
  fatal: string | null;
  applied: boolean;
  durationMs: number;
}

const rowsOf = <T>(res: unknown) => ((res as { rows: T[] }).rows ?? []) as T[];

/**
 * Runs the import in one transaction. `apply` commits it unless something blocks it (threshold,
 * cycle); otherwise everything is rolled back. `guard` runs first inside the transaction.
 */
async function execute(bytes: Buffer, options: ImportOptions, runId: number, apply: boolean, origin: Origin, meta: { fileNm: string; fileHash: string }, guard?: (tx: Parameters<Parameters<Awaited<ReturnType<typeof getDb>>['transaction']>[0]>[0]) => Promise<void>): Promise<Outcome> {
  const started = Date.now();
  const log: ReadLog = { files: [], rejects: [], headers: {}, fileOf: {} };
  const db = await getDb();
  {
    let result: ApplyResult;
    try {
      result = await db.transaction(async (tx) => {
        const [lock] = rowsOf<{ locked: boolean }>(await tx.execute(sql`select pg_try_advisory_xact_lock(${IMPORT_LOCK}) as locked`));
        if (!lock?.locked) throw new HttpError(409, BUSY);
        if (guard) await guard(tx);
        const importer = new Importer(tx, { runId, batch: options.batch, thresholdPct: options.thresholdPct }, log);
        await importer.createStaging();
        for await (const row of readImportFile(bytes, options.encoding, log)) await importer.add(row);
        const r = await importer.finish();
        if (!log.files.some((f) => f.kind)) r.blockers.push('가져올 파일이 없습니다. students.csv처럼 종류별 이름의 CSV 파일(또는 시트)이 있어야 합니다.');
        if (!apply || r.blockers.length) throw new Rollback(r);
        await tx.insert(schema.auditLog).values({
          actorId: origin.actorId,
          action: 'import.apply',
          targetType: 'import',
          targetId: String(runId),
          detail: { channel: origin.channel, by: origin.by, clientId: origin.clientId, fileNm: meta.fileNm, fileHash: meta.fileHash, batch: options.batch, counts: r.counts, rejectTotal: r.rejectTotal + log.rejects.length },
          ip: origin.ip,
        });
        return r;
      });
    } catch (err) {
      if (err instanceof Rollback) return finish(err.result, false);
      if (err instanceof ImportFileError) return { result: { counts: {}, rejects: [], rejectTotal: 0, blockers: [], endedSessions: [] }, files: log.files, fatal: err.message, applied: false, durationMs: Date.now() - started };
      throw err;
    }
    // Committed: the switched-off people's sessions end everywhere, and cached curriculum goes.
    for (const idHash of result.endedSessions) {
      forgetSession(idHash);
      await announceSessionEnd(idHash).catch(() => {});
    }
    invalidate(LEARNING_CACHE_PREFIX);
    return finish(result, true);
  }

  function finish(r: ApplyResult, applied: boolean): Outcome {
    return {
      result: { ...r, rejects: [...log.rejects, ...r.rejects], rejectTotal: r.rejectTotal + log.rejects.length },
      files: log.files,
      fatal: null,
      applied,
      durationMs: Date.now() - started,
    };
  }
}

/**
 * One import at a time in this process, claimed before the first query: on the embedded database
 * every query waits behind an import's transaction, so a second import would otherwise just queue.
 */
async function exclusive<T>(work: () => Promise<T>): Promise<T> {
  if (running) throw new HttpError(409, BUSY);
  running = true;
  try {
    return await work();
  } finally {
    running = false;
  }
}

async function nextRunId(): Promise<number> {
  const db = await getDb();
  const [r] = rowsOf<{ id: number }>(await db.execute(sql`select nextval(pg_get_serial_sequence('import_runs', 'run_id'))::int as id`));
  return Number(r.id);
}

function statusOf(o: Outcome, applying: boolean): RunStatus {
  if (o.fatal || o.result.blockers.length) return 'REFUSED';
  return applying && o.applied ? 'APPLIED' : 'DRY_RUN';
}

function messageOf(o: Outcome) {
  if (o.fatal) return o.fatal;
  return o.result.blockers.length ? o.result.blockers.join('\n') : null;
}

const sha256 = (bytes: Buffer) => crypto.createHash('sha256').update(bytes).digest('hex');

/**
 * Checks a file and reports what it would change, writing nothing. With `keep` the file is stored
 * so that the report can be confirmed later (the admin page, the API).
 */
export async function dryRun(bytes: Buffer, fileNm: string, options: ImportOptions, origin: Origin, keep: boolean): Promise<RunReport> {
  checkSize(bytes);
  return exclusive(() => dryRunNow(bytes, fileNm, options, origin, keep));
}

async function dryRunNow(bytes: Buffer, fileNm: string, options: ImportOptions, origin: Origin, keep: boolean): Promise<RunReport> {
  const runId = await nextRunId();
  const fileHash = sha256(bytes);
  const outcome = await recorded(runId, { origin, fileNm, fileHash, fileSize: bytes.length, options }, () => execute(bytes, options, runId, false, origin, { fileNm, fileHash }));
  const status = statusOf(outcome, false);
  const saveFileNm = keep && status === 'DRY_RUN' ? await putFile(bytes) : null;
  await saveRun(runId, { origin, fileNm, fileHash, fileSize: bytes.length, saveFileNm, options, outcome, status });
  await audit({ actorId: origin.actorId, action: 'import.dry-run', targetType: 'import', targetId: String(runId), detail: { channel: origin.channel, by: origin.by, clientId: origin.clientId, fileNm, fileHash, status, counts: outcome.result.counts, rejectTotal: outcome.result.rejectTotal }, ip: origin.ip });
  return getRun(runId);
}

/** Checks and writes in one go (the command, or an API client that asks for it): a blocked import writes nothing. */
export async function importNow(bytes: Buffer, fileNm: string, options: ImportOptions, origin: Origin): Promise<RunReport> {
  checkSize(bytes);
  return exclusive(() => importNowUnlocked(bytes, fileNm, options, origin));
}

async function importNowUnlocked(bytes: Buffer, fileNm: string, options: ImportOptions, origin: Origin): Promise<RunReport> {
  const runId = await nextRunId();
  const fileHash = sha256(bytes);
  const outcome = await recorded(runId, { origin, fileNm, fileHash, fileSize: bytes.length, options }, () => execute(bytes, options, runId, true, origin, { fileNm, fileHash }));
  const status = statusOf(outcome, true);
  await saveRun(runId, { origin, fileNm, fileHash, fileSize: bytes.length, saveFileNm: null, options, outcome, status, applied: status === 'APPLIED' });
  if (status !== 'APPLIED') await audit({ actorId: origin.actorId, action: 'import.refused', targetType: 'import', targetId: String(runId), detail: { channel: origin.channel, by: origin.by, clientId: origin.clientId, fileNm, fileHash, message: messageOf(outcome) }, ip: origin.ip });
  return getRun(runId);
}

/** Writes what a dry run showed. Only the dry run's own channel (and client) confirms it. */
export function confirm(runId: number, origin: Origin): Promise<RunReport> {
  return exclusive(() => confirmUnlocked(runId, origin));
}

async function confirmUnlocked(runId: number, origin: Origin): Promise<RunReport> {
  const db = await getDb();
  const run = await loadRun(runId);
  if (!run || run.channel !== origin.channel || (origin.channel === 'API' && run.clientId !== origin.clientId)) throw new HttpError(404, messages.notFound);
  assertConfirmable(run);
  const bytes = await readStored(run.saveFileNm!);
  const options: ImportOptions = { encoding: run.encoding.split(':')[0] as Encoding, batch: run.batchYear ? { year: run.batchYear, termCd: run.batchTermCd! } : null, thresholdPct: run.thresholdPct };
  const outcome = await execute(bytes, options, runId, true, origin, { fileNm: run.fileNm, fileHash: run.fileHash }, async (tx) => {
    // Checked again under the lock: a second confirmation, or another import applied meanwhile.
    const [current] = await tx.select().from(schema.importRuns).where(eq(schema.importRuns.runId, runId)).for('update');
    assertConfirmable(current);
    const [later] = rowsOf<{ n: number }>(await tx.execute(sql`select count(*)::int as n from import_runs where status = 'APPLIED' and applied_at > ${current.createdAt}`));
    if (Number(later.n) > 0) throw new HttpError(409, '이 검토 뒤에 다른 가져오기가 반영되었습니다. 파일을 다시 올려 검토해 주세요.');
  });
  const status = statusOf(outcome, true);
  importRuns.inc({ outcome: status.toLowerCase() });
  await db
    .update(schema.importRuns)
    .set({
      status,
      counts: outcome.result.counts as Record<string, Record<string, number>>,
      rejects: outcome.result.rejects,
      rejectTotal: outcome.result.rejectTotal,
      message: messageOf(outcome),
      durationMs: outcome.durationMs,
      appliedAt: status === 'APPLIED' ? new Date() : null,
      appliedBy: origin.actorId ?? origin.by,
    })
    .where(eq(schema.importRuns.runId, runId));
  if (status !== 'APPLIED') throw new HttpError(409, messageOf(outcome) ?? '반영하지 못했습니다.');
  return getRun(runId);
}

/**
 * An import that fails on something unexpected (the database went away, a bug) has written nothing:
 * its run is still recorded, as FAILED, so the history says what happened.
 */
async function recorded(runId: number, r: { origin: Origin; fileNm: string; fileHash: string; fileSize: number; options: ImportOptions }, work: () => Promise<Outcome>): Promise<Outcome> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof HttpError) throw err;
    const failed: Outcome = { result: { counts: {}, rejects: [], rejectTotal: 0, blockers: [], endedSessions: [] }, files: [], fatal: '처리 중 오류가 나서 아무것도 반영하지 않았습니다. 잠시 후 다시 시도하고, 되풀이되면 서버 로그를 확인해 주세요.', applied: false, durationMs: 0 };
    await saveRun(runId, { ...r, saveFileNm: null, outcome: failed, status: 'FAILED' }).catch(() => {});
    await audit({ actorId: r.origin.actorId, action: 'import.failed', targetType: 'import', targetId: String(runId), detail: { channel: r.origin.channel, by: r.origin.by, fileNm: r.fileNm, fileHash: r.fileHash, error: err instanceof Error ? err.message.slice(0, 200) : 'unknown' }, ip: r.origin.ip }).catch(() => {});
    throw err;
  }
}

function checkSize(bytes: Buffer) {
  if (!bytes.length) throw new HttpError(400, '파일이 비어 있습니다.', { file: '파일을 골라 주세요.' });
  if (bytes.length > MAX_IMPORT_BYTES) throw new HttpError(413, `파일이 너무 큽니다. ${Math.round(MAX_IMPORT_BYTES / 1024 / 1024)}MB까지 올릴 수 있습니다.`);
}

async function readStored(saveFileNm: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of readFileStream(saveFileNm)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function saveRun(
  runId: number,
  r: { origin: Origin; fileNm: string; fileHash: string; fileSize: number; saveFileNm: string | null; options: ImportOptions; outcome: Outcome; status: RunStatus; applied?: boolean },
) {
  importRuns.inc({ outcome: r.status.toLowerCase() });
  const db = await getDb();
  const encodings = [...new Set(r.outcome.files.map((f) => f.encoding).filter(Boolean))].join(', ');
  await db.insert(schema.importRuns).values({
    runId,
    channel: r.origin.channel,
    actorId: r.origin.actorId,
    clientId: r.origin.clientId,
    fileNm: r.fileNm.slice(0, 200),
    fileHash: r.fileHash,
    fileSize: r.fileSize,
    saveFileNm: r.saveFileNm,
    encoding: `${r.options.encoding}${encodings ? `:${encodings}` : ''}`,
    batchYear: r.options.batch?.year ?? null,
    batchTermCd: r.options.batch?.termCd ?? null,
    thresholdPct: r.options.thresholdPct,
    status: r.status,
    counts: r.outcome.result.counts as Record<string, Record<string, number>>,
    rejects: r.outcome.result.rejects,
    rejectTotal: r.outcome.result.rejectTotal,
    message: messageOf(r.outcome),
    durationMs: r.outcome.durationMs,
    appliedAt: r.applied ? new Date() : null,
    appliedBy: r.applied ? (r.origin.actorId ?? r.origin.by) : null,
    files: r.outcome.files,
  });
}
