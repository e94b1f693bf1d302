// SEED_SCALE: the demo data at a university's real size. Scale N adds (N-1) x 300 students after
// the 300 demo ones (student301, student302, ...), each modelled on one demo student: the same
// department, year, status and adviser, a name of her own, and copies of her completed transcript,
// achievements, competency diagnoses, programme completions, counselling, career programme and
// scholarship applications (with their histories) and the portal messages she received. Every row
// is produced by one INSERT ... SELECT over generate_series per table, inside the database, so the
// seed stays a few statements long whatever the scale, and it is the same on every run.
//
// Demo accounts and every row of scale 1 stay exactly as they are: the copies only add rows (with
// ids after the existing ones) and never touch the originals.
import { sql, type SQL } from 'drizzle-orm';
import { STUDENT_COUNT } from './people';

/** What the seed's transaction offers: a raw statement and its rows. */
export type Execute = (query: SQL) => Promise<unknown>;

/** Largest scale accepted (about 150,000 students). */
export const MAX_SCALE = 500;

/** SEED_SCALE as a whole number from 1 to MAX_SCALE; anything else is refused at start. */
export function seedScaleOf(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return 1;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > MAX_SCALE) throw new Error(`SEED_SCALE must be a whole number from 1 to ${MAX_SCALE}, not '${value}'`);
  return n;
}

const rowsOf = (result: unknown) => ((result as { rows?: Record<string, unknown>[] }).rows ?? (result as Record<string, unknown>[]));

/** The number of a demo student id ('student17' -> 17) when it is one of the 300 templates. */
const templateOf = (column: string) => `(${column} ~ '^student[0-9]+$' and substr(${column}, 8)::int <= ${STUDENT_COUNT})`;
/** The copy's id of a template student id, for copy number g.n (1 .. scale-1). */
const copyOf = (column: string) => `('student' || (substr(${column}, 8)::int + ${STUDENT_COUNT} * g.n))`;
/** A template student id mapped to the copy's, any other user id (staff, counsellors) kept. */
const copyIfTemplate = (column: string) => `(case when ${templateOf(column)} then ${copyOf(column)} else ${column} end)`;

interface IdPlan {
  /** Largest id before the copies. */
  base: number;
  /** Smallest template row id. */
  lo: number;
  /** Ids per copy: max - lo + 1 over the template rows. */
  span: number;
}

async function columnsOf(execute: Execute, table: string): Promise<string[]> {
  const rows = rowsOf(await execute(sql`select column_name from information_schema.columns where table_schema = current_schema() and table_name = ${table} order by ordinal_position`));
  return rows.map((r) => String(r.column_name));
}

/** Ids of the copies: base + (n-1) x span + (id - lo) + 1, so children find their parent's copy. */
async function planIds(execute: Execute, table: string, idColumn: string, studentColumn: string): Promise<IdPlan | null> {
  const [row] = rowsOf(
    await execute(sql.raw(`select (select coalesce(max(${idColumn}), 0) from ${table}) as base, min(${idColumn}) as lo, max(${idColumn}) as hi from ${table} where ${templateOf(studentColumn)}`)),
  );
  if (row.lo === null || row.lo === undefined) return null;
  const lo = Number(row.lo);
  return { base: Number(row.base), lo, span: Number(row.hi) - lo + 1 };
}

const mappedId = (plan: IdPlan, column: string) => `(${plan.base} + (g.n - 1) * ${plan.span} + (${column} - ${plan.lo}) + 1)`;

/**
 * Copies rows of `table` once per extra copy: each column is taken as it is unless `set` gives an
 * expression (the row is `t`, the copy number `g.n`, further joins in `from`).
 */
async function copyRows(
  execute: Execute,
  scale: number,
  table: string,
  opts: { set: Record<string, string>; from?: string; where: string; skip?: string[] },
) {
  const columns = (await columnsOf(execute, table)).filter((c) => !opts.skip?.includes(c));
  const values = columns.map((c) => opts.set[c] ?? `t.${c}`);
  await execute(
    sql.raw(
      `insert into ${table} (${columns.join(', ')}) select ${values.join(', ')} from ${table} t cross join generate_series(1, ${scale - 1}) g(n) ${opts.from ?? ''} where ${opts.where}`,
    ),
  );
}

async function moveSequence(execute: Execute, table: string, column: string) {
  await execute(sql.raw(`select setval(pg_get_serial_sequence('${table}', '${column}'), greatest((select max(${column}) from ${table}), 1))`));
}

/** An application table and its history table (the history's actor follows the student's copy). */
async function copyApplications(execute: Execute, scale: number, table: string, history: string, historySet: Record<string, string> = {}, set: Record<string, string> = {}) {
  const plan = await planIds(execute, table, 'appl_id', 'student_id');
  if (!plan) return;
  const histPlan = rowsOf(await execute(sql.raw(`select coalesce(max(hist_id), 0) as base from ${history}`)))[0];
  await copyRows(execute, scale, table, {
    set: { appl_id: mappedId(plan, 't.appl_id'), student_id: copyOf('t.student_id'), ...set },
    where: templateOf('t.student_id'),
  });
  // History rows in their original order, numbered after the existing ones.
  await copyRows(execute, scale, history, {
    set: {
      hist_id: `(${Number(histPlan.base)} + row_number() over (order by g.n, t.hist_id))`,
      appl_id: mappedId(plan, 't.appl_id'),
      actor_id: copyIfTemplate('t.actor_id'),
      ...historySet,
    },
    from: `join ${table} p on p.appl_id = t.appl_id and p.appl_id <= ${plan.base}`,
    where: templateOf('p.student_id'),
  });
  await moveSequence(execute, table, 'appl_id');
  await moveSequence(execute, history, 'hist_id');
}

/** Adds the students of scales 2..N and their records; nothing at scale 1. */
export async function seedScale(execute: Execute, scale: number): Promise<void> {
  if (scale <= 1) return;
  // Students: the template's department, year, status and adviser; a surname and given name drawn
  // from two other demo students (foreign students keep the template's name).
  await copyRows(execute, scale, 'users', {
    set: {
      user_id: copyOf('t.user_id'),
      email: `(${copyOf('t.user_id')} || '@' || split_part(t.email, '@', 2))`,
      kor_nm: `(case when t.frgn_yn = 'Y' then t.kor_nm else left(t.kor_nm, 1) || substr(o.kor_nm, 2) end)`,
      eng_nm: `(case when t.frgn_yn = 'Y' then t.eng_nm else split_part(t.eng_nm, ' ', 1) || ' ' || split_part(o.eng_nm, ' ', 2) end)`,
      hakwi_no: `(case when t.hakwi_no is null then null else '제' || coalesce(t.grdt_year, '2026') || '-' || lpad((substr(t.user_id, 8)::int + ${STUDENT_COUNT} * g.n)::text, 5, '0') || '호' end)`,
    },
    // The given name comes from the demo student a fixed stride away (a different one per copy).
    from: `join users o on o.user_id = 'student' || (1 + ((substr(t.user_id, 8)::int * 7 + g.n * 31) % ${STUDENT_COUNT}))`,
    where: `t.user_div = 'std' and ${templateOf('t.user_id')}`,
  });

  // Transcript: the completed terms (the running term's sections would overfill their seats).
  await copyRows(execute, scale, 'enrolments', { set: { student_id: copyOf('t.student_id') }, skip: ['enrolment_id'], where: `t.grade is not null and ${templateOf('t.student_id')}` });
  await copyRows(execute, scale, 'student_achievements', { set: { student_id: copyOf('t.student_id') }, skip: await serialColumns(execute, 'student_achievements'), where: templateOf('t.student_id') });
  await copyRows(execute, scale, 'program_completions', { set: { student_id: copyOf('t.student_id') }, skip: await serialColumns(execute, 'program_completions'), where: templateOf('t.student_id') });
  await copyRows(execute, scale, 'competency_diagnoses', { set: { student_id: copyOf('t.student_id') }, skip: await serialColumns(execute, 'competency_diagnoses'), where: templateOf('t.student_id') });

  // Applications with their histories. A copied counselling slot moves by g.n seconds: the same
  // time on the page, and never the same instant as another student's live slot with that person.
  await copyApplications(execute, scale, 'cnsl_applications', 'cnsl_status_history', {}, {
    slot_start: `(t.slot_start + g.n * interval '1 second')`,
    slot_end: `(t.slot_end + g.n * interval '1 second')`,
    file_group_id: 'null',
    screening_id: 'null',
    first_opened_by: copyIfTemplate('t.first_opened_by'),
  });
  await copyApplications(execute, scale, 'career_applications', 'career_application_history');
  await copyApplications(execute, scale, 'schol_applications', 'schol_application_history');

  // Portal messages: each copy receives what her template received, read or not alike.
  await copyRows(execute, scale, 'message_recipients', { set: { recv_user_id: copyOf('t.recv_user_id') }, where: templateOf('t.recv_user_id') });

}

const SCALED_TABLES = ['users', 'enrolments', 'student_achievements', 'program_completions', 'competency_diagnoses', 'cnsl_applications', 'cnsl_status_history', 'career_applications', 'career_application_history', 'schol_applications', 'schol_application_history', 'message_recipients'];

/**
 * After the seed's transaction (VACUUM cannot run inside one): statistics for the planner, and the
 * visibility map that lets lists be counted from an index alone. PostgreSQL's autovacuum would do
 * this later; the embedded database has none.
 */
export async function settleScale(execute: Execute, scale: number): Promise<void> {
  if (scale <= 1) return;
  for (const table of SCALED_TABLES) await execute(sql.raw(`vacuum analyze ${table}`));
}

/** Columns filled by a sequence (left to the database on copies). */
async function serialColumns(execute: Execute, table: string): Promise<string[]> {
  const rows = rowsOf(
    await execute(sql`select column_name from information_schema.columns where table_schema = current_schema() and table_name = ${table} and column_default like 'nextval(%'`),
  );
  return rows.map((r) => String(r.column_name));
}
