// Import runs read back: one run as its report (with whether a dry run can still be confirmed), and
// the history, newest first, with each run's totals.
import { desc, eq, sql } from 'drizzle-orm';
import { getDb, schema } from '../db';
import { HttpError, messages } from '../http/respond';
import type { FileInfo } from './read';
import { KINDS, type Kind, type KindCounts, type RunReport, type RunStatus } from '../../imports/report';

/** A dry run is confirmed within this time, or checked again. */
export const CONFIRM_HOURS = 24;

const rowsOf = <T>(res: unknown) => ((res as { rows: T[] }).rows ?? []) as T[];

export function assertConfirmable(run: typeof schema.importRuns.$inferSelect) {
  if (run.status === 'APPLIED') throw new HttpError(409, '이미 반영된 가져오기입니다.');
  if (run.status !== 'DRY_RUN' || !run.saveFileNm) throw new HttpError(409, '반영할 수 없는 가져오기입니다. 검토 결과를 확인해 주세요.');
  if (Date.now() - run.createdAt.getTime() > CONFIRM_HOURS * 3_600_000) throw new HttpError(409, `검토한 지 ${CONFIRM_HOURS}시간이 지났습니다. 파일을 다시 올려 검토해 주세요.`);
}

export async function loadRun(runId: number) {
  const db = await getDb();
  const [run] = await db.select().from(schema.importRuns).where(eq(schema.importRuns.runId, runId));
  return run ?? null;
}

function toReport(run: typeof schema.importRuns.$inferSelect): RunReport {
  const counts = run.counts as Record<string, unknown>;
  const ordered: Partial<Record<Kind, KindCounts>> = {};
  for (const kind of KINDS) if (counts[kind]) ordered[kind] = counts[kind] as KindCounts;
  let confirmable = false;
  try {
    assertConfirmable(run);
    confirmable = true;
  } catch {
    /* not confirmable */
  }
  return {
    runId: run.runId,
    status: run.status as RunStatus,
    channel: run.channel,
    actorId: run.actorId,
    clientId: run.clientId,
    fileNm: run.fileNm,
    fileHash: run.fileHash,
    fileSize: run.fileSize,
    encoding: run.encoding.split(':')[1] ?? run.encoding,
    batch: run.batchYear ? { year: run.batchYear, termCd: run.batchTermCd! } : null,
    thresholdPct: run.thresholdPct,
    counts: ordered,
    files: run.files as FileInfo[],
    rejects: run.rejects,
    rejectTotal: run.rejectTotal,
    message: run.message,
    durationMs: run.durationMs,
    createdAt: run.createdAt.toISOString(),
    appliedAt: run.appliedAt?.toISOString() ?? null,
    appliedBy: run.appliedBy,
    confirmable,
  };
}

export async function getRun(runId: number, clientId?: number): Promise<RunReport> {
  const run = await loadRun(runId);
  if (!run || (clientId !== undefined && run.clientId !== clientId)) throw new HttpError(404, messages.notFound);
  return toReport(run);
}

export interface RunSummary {
  runId: number;
  status: RunStatus;
  channel: string;
  by: string | null;
  fileNm: string;
  fileHash: string;
  batch: string | null;
  totals: { create: number; update: number; deactivate: number; restore: number; refused: number };
  createdAt: string;
  appliedAt: string | null;
}

/** The history, newest first. */
export async function listRuns(page: number, pageSize: number): Promise<{ list: RunSummary[]; page: number; pageSize: number; total: number }> {
  const db = await getDb();
  const r = schema.importRuns;
  const rows = await db.select().from(r).orderBy(desc(r.runId)).limit(pageSize).offset((page - 1) * pageSize);
  const [{ n }] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from import_runs`));
  const list = rows.map((run) => {
    const report = toReport(run);
    const totals = { create: 0, update: 0, deactivate: 0, restore: 0, refused: 0 };
    for (const c of Object.values(report.counts)) for (const key of Object.keys(totals) as (keyof typeof totals)[]) totals[key] += c?.[key] ?? 0;
    totals.refused = report.rejectTotal;
    return {
      runId: run.runId,
      status: report.status,
      channel: run.channel,
      by: run.appliedBy ?? run.actorId,
      fileNm: run.fileNm,
      fileHash: run.fileHash,
      batch: report.batch ? `${report.batch.year}-${report.batch.termCd}` : null,
      totals,
      createdAt: report.createdAt,
      appliedAt: report.appliedAt,
    };
  });
  return { list, page, pageSize, total: Number(n) };
}
