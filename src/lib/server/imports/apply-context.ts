// The state one import builds up (counts per kind, refused rows, blockers, sessions to end) and the
// set-based helpers every kind's step uses: refusing staged rows with their reason, counting,
// upserting only what differs, and batch mode's change threshold.
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db';
import { TERM_NAMES } from '../../calendar';
import { COLUMNS, KIND_NAMES, type Kind, type Reject } from './format';
import type { ReadLog } from './read';
import type { KindCounts } from '../../imports/report';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface ApplyOptions {
  runId: number;
  /** Batch mode: the file is the whole truth for this term (people and that term's enrolments). */
  batch: { year: number; termCd: string } | null;
  thresholdPct: number;
}

/** Refused rows kept in the report; the total is counted beyond it. */
export const MAX_REJECTS = 5000;

/** The staging table of a kind. */
export const t = (kind: Kind) => sql.raw(`imp_${kind}`);
/** "2027학년도 1학기" of a staged row, for messages. */
export const termOf = (alias = 'i') => sql.raw(`(${alias}.year || '학년도 ' || case ${alias}.term_cd ${Object.entries(TERM_NAMES).map(([cd, nm]) => `when '${cd}' then '${nm}'`).join(' ')} else ${alias}.term_cd end)`);
export const rowsOf = <T>(res: unknown) => ((res as { rows: T[] }).rows ?? []) as T[];

/** What one import has counted, refused and blocked so far, and the helpers each kind's step writes with. */
export class ApplyContext {
  protected counts: Partial<Record<Kind, KindCounts>> = {};
  protected rejects: Reject[] = [];
  protected rejectTotal = 0;
  blockers: string[] = [];
  endedSessions: string[] = [];

  constructor(
    readonly tx: Tx,
    readonly opts: ApplyOptions,
    protected log: ReadLog,
  ) {}

  protected addReject(r: Reject) {
    this.rejectTotal++;
    if (this.rejects.length < MAX_REJECTS) this.rejects.push(r);
  }

  c(kind: Kind): KindCounts {
    return (this.counts[kind] ??= { rows: 0, create: 0, update: 0, deactivate: 0, restore: 0, refused: 0 });
  }

  /** The column's name as the file wrote it. */
  protected colName(kind: Kind, key: string) {
    return this.log.headers[kind]?.[key] ?? COLUMNS[kind].find((c) => c.key === key)?.ko ?? key;
  }

  has(kind: Kind, key: string) {
    return !!this.log.headers[kind]?.[key];
  }

  /**
   * Marks the rows matching `cond` (written against alias i) as refused with the message, and
   * reports them. `value` is the offending value (an SQL expression over i).
   */
  async refuse(kind: Kind, key: string, cond: SQL, message: SQL, value: SQL = sql`''`) {
    const file = this.log.fileOf[kind] ?? kind;
    const res = await this.tx.execute(sql`
      with d as (update ${t(kind)} i set refused = true where not i.refused and (${cond}) returning i.line, (${value})::text as value, (${message})::text as message)
      select line, value, message, count(*) over ()::int as total from d order by line limit ${MAX_REJECTS}`);
    const rows = rowsOf<{ line: number; value: string | null; message: string; total: number }>(res);
    if (!rows.length) return;
    const total = rows[0].total;
    this.c(kind).refused += total;
    const column = this.colName(kind, key);
    for (const r of rows) this.addReject({ file, line: r.line, column, value: (r.value ?? '').slice(0, 100), message: r.message });
    this.rejectTotal += total - rows.length;
  }

  /** Later rows with a key seen before in the same file. */
  async refuseDuplicates(kind: Kind, keyCols: string, keyLabel: string, keyName: string) {
    await this.refuse(
      kind,
      keyName,
      sql.raw(`i.line in (select line from (select line, row_number() over (partition by ${keyCols} order by line) as n from imp_${kind} where not refused) d where d.n > 1)`),
      sql.raw(`'같은 ${keyLabel}의 행이 이 파일에 이미 있습니다. (' || (select min(j.line) from imp_${kind} j where not j.refused and (${keyCols.split(',').map((c) => `j.${c.trim()} is not distinct from i.${c.trim()}`).join(' and ')})) || '행)'`),
      sql.raw(`concat_ws(' ', ${keyCols.split(',').map((c) => `i.${c.trim()}`).join(', ')})`),
    );
  }

  async count(query: SQL): Promise<number> {
    const [row] = rowsOf<{ n: number }>(await this.tx.execute(query));
    return Number(row?.n ?? 0);
  }

  /** Upsert with a change check: only rows that differ are written. Returns created and updated. */
  async upsert(kind: Kind, o: { table: string; conflict: string; from: string; insert: [string, string][]; update: [string, string | null][]; touch?: string }) {
    const update = o.update.filter(([, key]) => key === null || this.has(kind, key));
    const cols = o.insert.map(([c]) => c).join(', ');
    const exprs = o.insert.map(([, e]) => e).join(', ');
    const set = update.map(([c]) => `${c} = excluded.${c}`).concat(o.touch ? [`${o.touch} = now()`] : []).join(', ');
    const cmpOld = update.map(([c]) => `${o.table}.${c}`).join(', ');
    const cmpNew = update.map(([c]) => `excluded.${c}`).join(', ');
    const onConflict = update.length ? `do update set ${set} where (${cmpOld}, null) is distinct from (${cmpNew}, null)` : 'do nothing';
    const res = await this.tx.execute(
      sql.raw(`with up as (insert into ${o.table} (${cols}) select ${exprs} from ${o.from} on conflict (${o.conflict}) ${onConflict} returning (xmax = 0) as ins)
        select count(*) filter (where ins)::int as created, count(*) filter (where not ins)::int as updated from up`),
    );
    const [r] = rowsOf<{ created: number; updated: number }>(res);
    return { created: Number(r.created), updated: Number(r.updated) };
  }

  /** Batch mode's safety: switching off more than the threshold's share of a kind means a cut-off file. */
  checkThreshold(kind: Kind, deactivate: number, active: number) {
    if (!deactivate || !active) return;
    const pct = (deactivate / active) * 100;
    if (pct > this.opts.thresholdPct)
      this.blockers.push(`${KIND_NAMES[kind]} ${active.toLocaleString('ko-KR')}건 중 ${deactivate.toLocaleString('ko-KR')}건(${pct.toFixed(1)}%)을 비활성화하게 되어 변경 한도 ${this.opts.thresholdPct}%를 넘습니다. 파일이 잘리지 않았는지 확인해 주세요.`);
  }
}
