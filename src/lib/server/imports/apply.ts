// Writes one import inside the caller's transaction, kind by kind in the order they refer to each
// other: rows are staged in temporary tables (streamed in, a batch at a time), checked against the
// database with set-based SQL (a refused row is marked with its reason, never written), compared with
// what the portal holds, and then written with statements that touch only what differs, so the same
// file a second time changes nothing. A dry run is the same work rolled back.
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db';
import { TERM_NAMES } from '../../calendar';
import { COLUMNS, KIND_NAMES, ROW_SCHEMAS, crossChecks, ruleParams, type Kind, type Reject, type RowOf } from './format';
import type { ReadLog, SourceRow } from './read';
import * as z from 'zod/mini';
import type { KindCounts } from '../../imports/report';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type { KindCounts };

export interface ApplyOptions {
  runId: number;
  /** Batch mode: the file is the whole truth for this term (people and that term's enrolments). */
  batch: { year: number; termCd: string } | null;
  thresholdPct: number;
}

export interface ApplyResult {
  counts: Partial<Record<Kind, KindCounts>>;
  rejects: Reject[];
  rejectTotal: number;
  /** Reasons the import cannot be written (change threshold, a prerequisite cycle). */
  blockers: string[];
  /** Sessions of people switched off, to end once the transaction is committed. */
  endedSessions: string[];
}

/** Refused rows kept in the report; the total is counted beyond it. */
export const MAX_REJECTS = 5000;
const BATCH_ROWS = 2000;

/** Staging columns per kind: [column, SQL type, format key]. */
const STAGE: Record<Kind, [string, string, string][]> = {
  departments: [['dept_cd', 'text', 'deptCd'], ['dept_div', 'text', 'deptDiv'], ['dept_nm', 'text', 'deptNm'], ['eng_nm', 'text', 'engNm'], ['up_dept_cd', 'text', 'upDeptCd'], ['grp_cd', 'text', 'grpCd'], ['tel_no', 'text', 'telNo'], ['location', 'text', 'location'], ['use_yn', 'text', 'useYn']],
  terms: [['year', 'int', 'year'], ['term_cd', 'text', 'termCd'], ['term_nm', 'text', 'termNm'], ['start_dt', 'date', 'startDt'], ['end_dt', 'date', 'endDt']],
  professors: [['prof_no', 'text', 'profNo'], ['kor_nm', 'text', 'korNm'], ['eng_nm', 'text', 'engNm'], ['dept_cd', 'text', 'deptCd'], ['position_nm', 'text', 'positionNm'], ['office', 'text', 'office'], ['office_tel', 'text', 'officeTel'], ['research_field', 'text', 'researchField'], ['office_hours', 'text', 'officeHours'], ['email', 'text', 'email'], ['use_yn', 'text', 'useYn']],
  staff: [['stf_no', 'text', 'stfNo'], ['kor_nm', 'text', 'korNm'], ['dept_cd', 'text', 'deptCd'], ['stf_div_cd', 'text', 'stfDivCd'], ['stf_pstn_cd', 'text', 'stfPstnCd'], ['duty', 'text', 'duty'], ['office_tel', 'text', 'officeTel'], ['email', 'text', 'email'], ['use_yn', 'text', 'useYn']],
  students: [
    ['user_id', 'text', 'userId'], ['kor_nm', 'text', 'korNm'], ['eng_nm', 'text', 'engNm'], ['hakgua_cd', 'text', 'hakguaCd'], ['major_cd', 'text', 'majorCd'], ['double_major_cd', 'text', 'doubleMajorCd'],
    ['minor_cd', 'text', 'minorCd'], ['grade_cd', 'text', 'gradeCd'], ['shreg_st', 'text', 'shregSt'], ['entr_dt', 'date', 'entrDt'], ['grdt_dt', 'date', 'grdtDt'], ['guide_prof_no', 'text', 'guideProfNo'],
    ['email', 'text', 'email'], ['ph', 'text', 'ph'], ['sex_cd', 'text', 'sexCd'], ['birth_dt', 'date', 'birthDt'], ['frgn_yn', 'text', 'frgnYn'],
  ],
  subjects: [
    ['sbjt_cd', 'text', 'sbjtCd'], ['kor_nm', 'text', 'korNm'], ['eng_nm', 'text', 'engNm'], ['credits', 'int', 'credits'], ['category', 'text', 'category'], ['dept_cd', 'text', 'deptCd'], ['ge_area_cd', 'text', 'geAreaCd'],
    ['std_year', 'int', 'stdYear'], ['std_term_cd', 'text', 'stdTermCd'], ['description', 'text', 'description'], ['prereqs', 'jsonb', 'prereqs'], ['competencies', 'jsonb', 'competencies'], ['use_yn', 'text', 'useYn'],
  ],
  sections: [['year', 'int', 'year'], ['term_cd', 'text', 'termCd'], ['sbjt_cd', 'text', 'sbjtCd'], ['section', 'text', 'section'], ['prof_no', 'text', 'profNo'], ['room', 'text', 'room'], ['capacity', 'int', 'capacity'], ['times', 'jsonb', 'times']],
  enrolments: [['user_id', 'text', 'userId'], ['year', 'int', 'year'], ['term_cd', 'text', 'termCd'], ['sbjt_cd', 'text', 'sbjtCd'], ['section', 'text', 'section'], ['credits', 'int', 'credits'], ['grade', 'text', 'grade']],
  requirements: [
    ['dept_cd', 'text', 'deptCd'], ['role', 'text', 'role'], ['entry_year_from', 'int', 'entryYearFrom'], ['entry_year_to', 'int', 'entryYearTo'], ['title', 'text', 'title'], ['sort_ord', 'int', 'sortOrd'],
    ['kind', 'text', 'kind'], ['label', 'text', 'label'], ['params', 'jsonb', 'params'],
  ],
};

/** Extra working columns filled while checking. */
const WORK: Partial<Record<Kind, string>> = {
  students: "use_yn text not null default 'Y'",
  professors: 'user_id text',
  staff: 'user_id text',
  subjects: 'sbjt_key_id text, links_changed boolean not null default false',
  sections: 'sbjt_key_id text, prof_user_id text',
  enrolments: 'sbjt_key_id text, subject_credits int, offering_id int, enrolment_id int',
};

/** The key columns of kinds whose missing records batch mode deactivates: a row refused for another reason still counts as present. */
const KEYS: Partial<Record<Kind, string[]>> = { students: ['userId'], professors: ['profNo'], staff: ['stfNo'], enrolments: ['userId', 'year', 'termCd', 'sbjtCd'] };

/** Staging indexes on the columns rows are matched by. */
const INDEX: Partial<Record<Kind, string>> = { students: 'user_id', professors: 'prof_no', staff: 'stf_no', subjects: 'sbjt_cd', enrolments: 'user_id, year, term_cd, sbjt_cd', sections: 'year, term_cd, sbjt_cd, section' };

const t = (kind: Kind) => sql.raw(`imp_${kind}`);
/** "2027학년도 1학기" of a staged row, for messages. */
const termOf = (alias = 'i') => sql.raw(`(${alias}.year || '학년도 ' || case ${alias}.term_cd ${Object.entries(TERM_NAMES).map(([cd, nm]) => `when '${cd}' then '${nm}'`).join(' ')} else ${alias}.term_cd end)`);
const rowsOf = <T>(res: unknown) => ((res as { rows: T[] }).rows ?? []) as T[];

export class Importer {
  private counts: Partial<Record<Kind, KindCounts>> = {};
  private rejects: Reject[] = [];
  private rejectTotal = 0;
  private blockers: string[] = [];
  private endedSessions: string[] = [];
  private pending: Partial<Record<Kind, Record<string, unknown>[]>> = {};
  private present = new Set<Kind>();

  constructor(
    private tx: Tx,
    private opts: ApplyOptions,
    private log: ReadLog,
  ) {}

  private last = Date.now();
  /** IMPORT_LOG=1: how long each step took, on the server's log (for sizing; never personal data). */
  private phase(name: string) {
    if (process.env.IMPORT_LOG !== '1') return;
    const now = Date.now();
    console.log(`[import ${this.opts.runId}] ${name}: ${now - this.last} ms`);
    this.last = now;
  }

  private addReject(r: Reject) {
    this.rejectTotal++;
    if (this.rejects.length < MAX_REJECTS) this.rejects.push(r);
  }

  private c(kind: Kind): KindCounts {
    return (this.counts[kind] ??= { rows: 0, create: 0, update: 0, deactivate: 0, restore: 0, refused: 0 });
  }

  /** The column's name as the file wrote it. */
  private colName(kind: Kind, key: string) {
    return this.log.headers[kind]?.[key] ?? COLUMNS[kind].find((c) => c.key === key)?.ko ?? key;
  }

  private has(kind: Kind, key: string) {
    return !!this.log.headers[kind]?.[key];
  }

  async createStaging() {
    for (const kind of Object.keys(STAGE) as Kind[]) {
      const cols = STAGE[kind].map(([c, type]) => `${c} ${type}`).join(', ');
      const work = WORK[kind] ? `, ${WORK[kind]}` : '';
      await this.tx.execute(sql.raw(`create temp table imp_${kind} (line int not null, refused boolean not null default false, ${cols}${work}) on commit drop`));
    }
  }

  /** One row from the file: checked on its own and staged (or staged as refused with its key only). */
  async add(row: SourceRow) {
    const { kind } = row;
    this.present.add(kind);
    this.c(kind).rows++;
    const result = z.safeParse(ROW_SCHEMAS[kind], row.values);
    let problem: { key: string; message: string } | null;
    let data: Record<string, unknown> | null = null;
    if (!result.success) {
      const issue = result.error.issues[0];
      problem = { key: String(issue.path[0] ?? ''), message: issue.message };
    } else {
      data = result.data as Record<string, unknown>;
      problem = crossChecks(kind, result.data as RowOf<typeof kind>);
    }
    if (problem) {
      this.c(kind).refused++;
      this.addReject({ file: row.file, line: row.line, column: this.colName(kind, problem.key), value: String(row.values[problem.key] ?? '').slice(0, 100), message: problem.message });
      // Still present for batch mode when its key reads.
      const keys = KEYS[kind];
      if (!keys) return;
      const keyOnly = z.safeParse(z.pick(ROW_SCHEMAS[kind] as never, Object.fromEntries(keys.map((k) => [k, true])) as never), row.values);
      if (!keyOnly.success) return;
      data = { ...(keyOnly.data as Record<string, unknown>), __refused: true };
    }
    await this.stage(kind, row.line, data!);
  }

  private async stage(kind: Kind, line: number, data: Record<string, unknown>) {
    const staged: Record<string, unknown> = { line, refused: !!data.__refused };
    for (const [col, , key] of STAGE[kind]) staged[col] = data[key] ?? null;
    if (!data.__refused) {
      if (kind === 'terms') staged.term_nm ??= TERM_NAMES[data.termCd as string];
      if (kind === 'requirements') staged.params = ruleParams(data as RowOf<'requirements'>);
      if (kind === 'subjects') {
        const seen = new Map<string, number>();
        for (const c of data.competencies as { cd: string; weight: number }[]) seen.set(c.cd, c.weight);
        staged.competencies = [...seen].map(([cd, weight]) => ({ cd, weight }));
        staged.prereqs = [...new Set(data.prereqs as string[])];
        staged.description ??= '';
      }
      if (kind === 'students') staged.frgn_yn ??= 'N';
      if ((kind === 'professors' || kind === 'staff') && !data.useYn) staged.use_yn = 'Y';
    }
    const list = (this.pending[kind] ??= []);
    list.push(staged);
    if (list.length >= BATCH_ROWS) await this.flush(kind);
  }

  private async flush(kind: Kind) {
    const list = this.pending[kind];
    if (!list?.length) return;
    this.pending[kind] = [];
    const cols = ['line int', 'refused boolean', ...STAGE[kind].map(([c, type]) => `${c} ${type}`)].join(', ');
    const names = ['line', 'refused', ...STAGE[kind].map(([c]) => c)].join(', ');
    await this.tx.execute(sql`insert into ${t(kind)} (${sql.raw(names)}) select ${sql.raw(names)} from jsonb_to_recordset(${JSON.stringify(list)}::jsonb) as x(${sql.raw(cols)})`);
  }

  /**
   * Marks the rows matching `cond` (written against alias i) as refused with the message, and
   * reports them. `value` is the offending value (an SQL expression over i).
   */
  private async refuse(kind: Kind, key: string, cond: SQL, message: SQL, value: SQL = sql`''`) {
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
  private async refuseDuplicates(kind: Kind, keyCols: string, keyLabel: string, keyName: string) {
    await this.refuse(
      kind,
      keyName,
      sql.raw(`i.line in (select line from (select line, row_number() over (partition by ${keyCols} order by line) as n from imp_${kind} where not refused) d where d.n > 1)`),
      sql.raw(`'같은 ${keyLabel}의 행이 이 파일에 이미 있습니다. (' || (select min(j.line) from imp_${kind} j where not j.refused and (${keyCols.split(',').map((c) => `j.${c.trim()} is not distinct from i.${c.trim()}`).join(' and ')})) || '행)'`),
      sql.raw(`concat_ws(' ', ${keyCols.split(',').map((c) => `i.${c.trim()}`).join(', ')})`),
    );
  }

  private async count(query: SQL): Promise<number> {
    const [row] = rowsOf<{ n: number }>(await this.tx.execute(query));
    return Number(row?.n ?? 0);
  }

  /** Upsert with a change check: only rows that differ are written. Returns created and updated. */
  private async upsert(kind: Kind, o: { table: string; conflict: string; from: string; insert: [string, string][]; update: [string, string | null][]; touch?: string }) {
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

  /** Checks and writes every kind present, in the order they refer to each other. */
  async finish(): Promise<ApplyResult> {
    for (const kind of Object.keys(STAGE) as Kind[]) await this.flush(kind);
    // Temporary tables have no statistics until analysed: without them the planner joins staged rows
    // to the portal's tables row by row.
    for (const kind of this.present) {
      const key = INDEX[kind];
      if (key) await this.tx.execute(sql.raw(`create index on imp_${kind} (${key})`));
      await this.tx.execute(sql.raw(`analyze imp_${kind}`));
    }
    this.phase('read and staged');
    const steps: [Kind, () => Promise<void>][] = [
      ['departments', () => this.departments()],
      ['terms', () => this.terms()],
      ['professors', () => this.people('professors')],
      ['staff', () => this.people('staff')],
      ['students', () => this.people('students')],
      ['subjects', () => this.subjects()],
      ['sections', () => this.sections()],
      ['enrolments', () => this.enrolments()],
      ['requirements', () => this.requirements()],
    ];
    for (const [kind, step] of steps) {
      if (!this.present.has(kind)) continue;
      await step();
      this.phase(kind);
    }
    return { counts: this.counts, rejects: this.rejects.sort((a, b) => (a.file === b.file ? a.line - b.line : 0)), rejectTotal: this.rejectTotal, blockers: this.blockers, endedSessions: this.endedSessions };
  }

  /** Batch mode's safety: switching off more than the threshold's share of a kind means a cut-off file. */
  private checkThreshold(kind: Kind, deactivate: number, active: number) {
    if (!deactivate || !active) return;
    const pct = (deactivate / active) * 100;
    if (pct > this.opts.thresholdPct)
      this.blockers.push(`${KIND_NAMES[kind]} ${active.toLocaleString('ko-KR')}건 중 ${deactivate.toLocaleString('ko-KR')}건(${pct.toFixed(1)}%)을 비활성화하게 되어 변경 한도 ${this.opts.thresholdPct}%를 넘습니다. 파일이 잘리지 않았는지 확인해 주세요.`);
  }

  private async departments() {
    const k: Kind = 'departments';
    await this.refuseDuplicates(k, 'dept_cd', '코드', 'deptCd');
    await this.tx.execute(sql`update imp_departments i set grp_cd = c.com_cd from com_codes c where c.grp_cd = 'DEPT_GRP' and c.com_cd_nm = i.grp_cd`);
    await this.refuse(k, 'grpCd', sql`i.grp_cd is not null and not exists (select 1 from com_codes c where c.grp_cd = 'DEPT_GRP' and c.com_cd = i.grp_cd)`, sql`'계열 코드 ' || i.grp_cd || '가 코드표에 없습니다.'`, sql`i.grp_cd`);
    // A parent may itself be refused: repeat until nothing changes (colleges, departments, majors).
    for (let depth = 0; depth < 4; depth++) {
      const before = this.c(k).refused;
      await this.refuse(
        k,
        'upDeptCd',
        sql`i.up_dept_cd is not null and coalesce((select p.dept_div from imp_departments p where p.dept_cd = i.up_dept_cd and not p.refused limit 1), (select d.dept_div from depts d where d.dept_cd = i.up_dept_cd and not exists (select 1 from imp_departments q where q.dept_cd = d.dept_cd))) is null`,
        sql`'상위코드 ' || i.up_dept_cd || '인 조직이 없습니다.'`,
        sql`i.up_dept_cd`,
      );
      await this.refuse(
        k,
        'upDeptCd',
        sql`i.dept_div in ('HAKGUA', 'MAJOR') and coalesce((select p.dept_div from imp_departments p where p.dept_cd = i.up_dept_cd and not p.refused limit 1), (select d.dept_div from depts d where d.dept_cd = i.up_dept_cd)) is distinct from (case i.dept_div when 'HAKGUA' then 'COLG' else 'HAKGUA' end)`,
        sql`case i.dept_div when 'HAKGUA' then '학과의 상위코드는 대학이어야 합니다.' else '전공의 상위코드는 학과여야 합니다.' end`,
        sql`i.up_dept_cd`,
      );
      if (this.c(k).refused === before) break;
    }
    const r = await this.upsert(k, {
      table: 'depts',
      conflict: 'dept_cd',
      from: 'imp_departments i where not i.refused',
      insert: [['dept_cd', 'i.dept_cd'], ['dept_nm', 'i.dept_nm'], ['eng_nm', 'i.eng_nm'], ['dept_div', 'i.dept_div'], ['up_dept_cd', 'i.up_dept_cd'], ['grp_cd', 'i.grp_cd'], ['tel_no', 'i.tel_no'], ['location', 'i.location'], ['sort_ord', 'i.line'], ['use_yn', 'i.use_yn']],
      update: [['dept_nm', null], ['dept_div', null], ['up_dept_cd', 'upDeptCd'], ['eng_nm', 'engNm'], ['grp_cd', 'grpCd'], ['tel_no', 'telNo'], ['location', 'location'], ['use_yn', 'useYn']],
    });
    Object.assign(this.c(k), { create: r.created, update: r.updated });
  }

  private async terms() {
    const k: Kind = 'terms';
    await this.refuseDuplicates(k, 'year, term_cd', '연도·학기', 'termCd');
    const r = await this.upsert(k, {
      table: 'academic_terms',
      conflict: 'year, term_cd',
      from: 'imp_terms i where not i.refused',
      insert: [['year', 'i.year'], ['term_cd', 'i.term_cd'], ['term_nm', 'i.term_nm'], ['start_dt', 'i.start_dt'], ['end_dt', 'i.end_dt']],
      update: [['term_nm', 'termNm'], ['start_dt', null], ['end_dt', null]],
    });
    Object.assign(this.c(k), { create: r.created, update: r.updated });
  }

  private async people(kind: 'professors' | 'staff' | 'students') {
    const div = kind === 'professors' ? 'prof' : kind === 'staff' ? 'stf' : 'std';
    const keyCol = kind === 'professors' ? 'prof_no' : kind === 'staff' ? 'stf_no' : 'user_id';
    const keyName = kind === 'professors' ? 'profNo' : kind === 'staff' ? 'stfNo' : 'userId';
    const keyLabel = kind === 'professors' ? '교번' : kind === 'staff' ? '직번' : '학번';
    const T = t(kind);
    await this.refuseDuplicates(kind, keyCol, keyLabel, keyName);
    if (kind === 'professors') await this.tx.execute(sql`update imp_professors i set user_id = coalesce((select p.user_id from professors p where p.prof_no = i.prof_no), i.prof_no)`);
    if (kind === 'staff') await this.tx.execute(sql`update imp_staff i set user_id = coalesce((select s.user_id from staff s where s.stf_no = i.stf_no), i.stf_no)`);
    await this.refuse(
      kind,
      keyName,
      sql`exists (select 1 from users u where u.user_id = i.user_id and u.user_div <> ${div})`,
      sql`${keyLabel} || ' ' || i.${sql.raw(keyCol)} || ': 이미 다른 유형의 계정이 쓰는 아이디입니다.'`,
      sql`i.${sql.raw(keyCol)}`,
    );
    await this.refuse(
      kind,
      keyName,
      sql`exists (select 1 from users u where lower(u.user_id) = lower(i.user_id) and u.user_id <> i.user_id)`,
      sql`'대소문자만 다른 아이디가 이미 있습니다: ' || (select u.user_id from users u where lower(u.user_id) = lower(i.user_id) and u.user_id <> i.user_id limit 1)`,
      sql`i.${sql.raw(keyCol)}`,
    );
    if (kind !== 'students') {
      await this.refuse(kind, 'deptCd', sql`i.dept_cd is not null and not exists (select 1 from depts d where d.dept_cd = i.dept_cd)`, sql`'소속 코드 ' || i.dept_cd || '인 조직이 없습니다.'`, sql`i.dept_cd`);
    }
    if (kind === 'staff') {
      for (const [col, grp, label] of [['stf_div_cd', 'STF_DIV', '직종'], ['stf_pstn_cd', 'STF_PSTN', '직위']] as const) {
        await this.tx.execute(sql.raw(`update imp_staff i set ${col} = c.com_cd from com_codes c where c.grp_cd = '${grp}' and c.com_cd_nm = i.${col}`));
        await this.refuse(kind, col === 'stf_div_cd' ? 'stfDivCd' : 'stfPstnCd', sql.raw(`i.${col} is not null and not exists (select 1 from com_codes c where c.grp_cd = '${grp}' and c.com_cd = i.${col})`), sql.raw(`'${label} ' || i.${col} || ': 코드표에 없는 값입니다.'`), sql.raw(`i.${col}`));
      }
    }
    if (kind === 'students') {
      for (const [col, grp, label, key] of [['shreg_st', 'SHREG_ST', '학적상태', 'shregSt'], ['grade_cd', 'GRADE', '학년', 'gradeCd']] as const) {
        await this.tx.execute(sql.raw(`update imp_students i set ${col} = c.com_cd from com_codes c where c.grp_cd = '${grp}' and c.com_cd_nm = i.${col} and not i.refused`));
        await this.refuse(
          kind,
          key,
          sql.raw(`not exists (select 1 from com_codes c where c.grp_cd = '${grp}' and c.com_cd = i.${col})`),
          sql.raw(`'${label} ' || i.${col} || ': 코드표에 없는 값입니다. (' || coalesce((select string_agg(c.com_cd || ' ' || c.com_cd_nm, ', ' order by c.sort_ord, c.com_cd) from com_codes c where c.grp_cd = '${grp}'), '코드표가 비어 있음') || ')'`),
          sql.raw(`i.${col}`),
        );
      }
      await this.refuse(kind, 'hakguaCd', sql`not exists (select 1 from depts d where d.dept_cd = i.hakgua_cd and d.dept_div = 'HAKGUA')`, sql`'학과코드 ' || i.hakgua_cd || '인 학과가 없습니다.'`, sql`i.hakgua_cd`);
      await this.refuse(kind, 'majorCd', sql`i.major_cd is not null and not exists (select 1 from depts d where d.dept_cd = i.major_cd and d.dept_div = 'MAJOR' and d.up_dept_cd = i.hakgua_cd)`, sql`'전공코드 ' || i.major_cd || ': 그 학과의 전공이 아닙니다.'`, sql`i.major_cd`);
      for (const [col, key, label] of [['double_major_cd', 'doubleMajorCd', '복수전공코드'], ['minor_cd', 'minorCd', '부전공코드']] as const) {
        await this.refuse(kind, key, sql.raw(`i.${col} is not null and not exists (select 1 from depts d where d.dept_cd = i.${col} and d.dept_div in ('HAKGUA', 'MAJOR'))`), sql.raw(`'${label} ' || i.${col} || '인 학과·전공이 없습니다.'`), sql.raw(`i.${col}`));
      }
      await this.refuse(kind, 'guideProfNo', sql`i.guide_prof_no is not null and not exists (select 1 from professors p where p.prof_no = i.guide_prof_no)`, sql`'지도교수 교번 ' || i.guide_prof_no || '인 교수가 없습니다.'`, sql`i.guide_prof_no`);
    }

    // Changes per person, across the account and the type's own row.
    await this.tx.execute(sql`create temp table if not exists imp_changed (user_id text primary key, ins boolean not null) on commit drop`);
    await this.tx.execute(sql`truncate imp_changed`);
    const from = kind === 'students' ? 'imp_students i join depts d on d.dept_cd = i.hakgua_cd where not i.refused' : `imp_${kind} i where not i.refused`;
    const common: [string, string][] = [['user_id', 'i.user_id'], ['user_div', `'${div}'`], ['kor_nm', 'i.kor_nm'], ['email', 'i.email'], ['is_sso', `'N'`], ['use_yn', `'Y'`]];
    const studentCols: [string, string][] = [
      ['eng_nm', 'i.eng_nm'], ['colg_cd', 'd.up_dept_cd'], ['hakgua_cd', 'i.hakgua_cd'], ['major_cd', 'i.major_cd'], ['double_major_cd', 'i.double_major_cd'], ['minor_cd', 'i.minor_cd'], ['grade_cd', 'i.grade_cd'],
      ['shreg_st', 'i.shreg_st'], ['entr_dt', 'i.entr_dt'], ['grdt_dt', 'i.grdt_dt'], ['grdt_yn', `case when i.shreg_st = '30' then 'Y' else 'N' end`], ['grdt_year', `to_char(i.grdt_dt, 'YYYY')`],
      ['guide_prof_no', 'i.guide_prof_no'], ['ph', 'i.ph'], ['sex_cd', 'i.sex_cd'], ['birth_dt', 'i.birth_dt'], ['frgn_yn', 'i.frgn_yn'], ['handicap_yn', `'N'`],
    ];
    const insert = kind === 'students' ? [...common, ...studentCols] : kind === 'professors' ? [...common, ['eng_nm', 'i.eng_nm'] as [string, string]] : common;
    // Contact details are the person's own once the account exists (she keeps them up to date in the portal).
    const update: [string, string | null][] =
      kind === 'students'
        ? [['kor_nm', null], ['eng_nm', 'engNm'], ['colg_cd', null], ['hakgua_cd', null], ['major_cd', 'majorCd'], ['double_major_cd', 'doubleMajorCd'], ['minor_cd', 'minorCd'], ['grade_cd', null], ['shreg_st', null], ['grdt_yn', null], ['entr_dt', 'entrDt'], ['grdt_dt', 'grdtDt'], ['grdt_year', 'grdtDt'], ['guide_prof_no', 'guideProfNo'], ['sex_cd', 'sexCd'], ['birth_dt', 'birthDt'], ['frgn_yn', 'frgnYn']]
        : kind === 'professors'
          ? [['kor_nm', null], ['eng_nm', 'engNm']]
          : [['kor_nm', null]];
    await this.upsertPeople('users', 'user_id', from, insert, update, 'updated_at', kind);
    if (kind === 'professors') {
      await this.upsertPeople(
        'professors',
        'user_id',
        'imp_professors i where not i.refused',
        [['user_id', 'i.user_id'], ['prof_no', 'i.prof_no'], ['dept_cd', 'i.dept_cd'], ['position_nm', 'i.position_nm'], ['office', 'i.office'], ['office_tel', 'i.office_tel'], ['research_field', 'i.research_field'], ['office_hours', 'i.office_hours']],
        [['dept_cd', 'deptCd'], ['position_nm', 'positionNm'], ['office', 'office'], ['office_tel', 'officeTel'], ['research_field', 'researchField'], ['office_hours', 'officeHours']],
        null,
        kind,
      );
    }
    if (kind === 'staff') {
      await this.upsertPeople(
        'staff',
        'user_id',
        'imp_staff i where not i.refused',
        [['user_id', 'i.user_id'], ['stf_no', 'i.stf_no'], ['stf_div_cd', 'i.stf_div_cd'], ['stf_pstn_cd', 'i.stf_pstn_cd'], ['dept_cd', 'i.dept_cd'], ['duty', 'i.duty'], ['office_tel', 'i.office_tel']],
        [['stf_div_cd', 'stfDivCd'], ['stf_pstn_cd', 'stfPstnCd'], ['dept_cd', 'deptCd'], ['duty', 'duty'], ['office_tel', 'officeTel']],
        null,
        kind,
      );
    }
    const created = await this.count(sql`select count(*)::int as n from imp_changed where ins`);
    const updated = await this.count(sql`select count(*)::int as n from imp_changed where not ins`);

    // The import keeps these people from now on.
    await this.tx.execute(sql`insert into import_people (user_id, user_div, first_run_id) select i.user_id, ${div}, ${this.opts.runId} from ${T} i where not i.refused on conflict (user_id) do nothing`);
    // Thousands of rows just written: fresh statistics keep the joins below hashed, not row by row.
    await this.tx.execute(sql`analyze users`);
    await this.tx.execute(sql`analyze import_people`);

    // Back: people the import had switched off return (an account an admin disabled stays as it is).
    const restore = await this.count(sql`
      with r as (update import_people p set deactivated_run_id = null from ${T} i where p.user_id = i.user_id and not i.refused and coalesce(i.use_yn, 'Y') = 'Y' and p.deactivated_run_id is not null returning p.user_id),
      u as (update users x set use_yn = 'Y', updated_at = now() from r where x.user_id = r.user_id and x.use_yn = 'N' returning 1)
      select count(*)::int as n from u`);

    // Off: those the file marks as gone (재직 N), and in batch mode those it leaves out.
    let deactivate = 0;
    if (kind !== 'students') deactivate += await this.deactivatePeople(sql`select i.user_id from ${T} i where not i.refused and i.use_yn = 'N'`);
    if (this.opts.batch) {
      const active = await this.count(sql`select count(*)::int as n from import_people p join users u on u.user_id = p.user_id where p.user_div = ${div} and u.use_yn = 'Y'`);
      // Materialised first (an anti-join on the staged keys), so the writes below join a small table.
      await this.tx.execute(sql`create temp table if not exists imp_gone (user_id text primary key) on commit drop`);
      await this.tx.execute(sql`truncate imp_gone`);
      await this.tx.execute(sql`
        insert into imp_gone select p.user_id from import_people p join users u on u.user_id = p.user_id left join ${T} i on i.user_id = p.user_id
        where p.user_div = ${div} and u.use_yn = 'Y' and i.user_id is null`);
      await this.tx.execute(sql`analyze imp_gone`);
      const n = await this.count(sql`select count(*)::int as n from imp_gone`);
      this.checkThreshold(kind, n, active);
      if (n) deactivate += await this.deactivatePeople(sql`select user_id from imp_gone`);
    }
    Object.assign(this.c(kind), { create: created, update: updated, restore, deactivate });
  }

  private async upsertPeople(table: string, conflict: string, from: string, insert: [string, string][], update: [string, string | null][], touch: string | null, kind: Kind) {
    const present = update.filter(([, key]) => key === null || this.has(kind, key));
    const cols = insert.map(([c]) => c).join(', ');
    const exprs = insert.map(([, e]) => e).join(', ');
    const set = present.map(([c]) => `${c} = excluded.${c}`).concat(touch ? [`${touch} = now()`] : []).join(', ');
    const cmp = `(${present.map(([c]) => `${table}.${c}`).join(', ')}, null) is distinct from (${present.map(([c]) => `excluded.${c}`).join(', ')}, null)`;
    await this.tx.execute(
      sql.raw(`with up as (insert into ${table} (${cols}) select ${exprs} from ${from} on conflict (${conflict}) ${present.length ? `do update set ${set} where ${cmp}` : 'do nothing'} returning user_id, (xmax = 0) as ins)
        insert into imp_changed (user_id, ins) select user_id, ins from up on conflict (user_id) do nothing`),
    );
  }

  /** Switches accounts off, marks them as switched off by this import, and ends their sessions. */
  private async deactivatePeople(ids: SQL): Promise<number> {
    const res = await this.tx.execute(sql`
      with ids as (${ids}),
      off as (update users x set use_yn = 'N', updated_at = now() from ids where x.user_id = ids.user_id and x.use_yn = 'Y' returning x.user_id),
      mark as (update import_people p set deactivated_run_id = ${this.opts.runId} from off where p.user_id = off.user_id returning 1),
      gone as (delete from sessions s using off where s.user_id = off.user_id returning s.id_hash)
      select (select count(*)::int from off) as n, (select count(*)::int from mark) as marked, coalesce((select json_agg(id_hash) from gone), '[]') as sessions`);
    const [r] = rowsOf<{ n: number; sessions: string[] | string }>(res);
    const sessions = typeof r.sessions === 'string' ? (JSON.parse(r.sessions) as string[]) : r.sessions;
    this.endedSessions.push(...sessions);
    return Number(r.n);
  }

  private async subjects() {
    const k: Kind = 'subjects';
    await this.refuseDuplicates(k, 'sbjt_cd', '과목코드', 'sbjtCd');
    await this.tx.execute(sql`update imp_subjects i set sbjt_key_id = coalesce((select s.sbjt_key_id from subjects s where s.sbjt_cd = i.sbjt_cd), i.sbjt_cd)`);
    await this.refuse(k, 'sbjtCd', sql`exists (select 1 from subjects s where s.sbjt_key_id = i.sbjt_key_id and s.sbjt_cd <> i.sbjt_cd)`, sql`'과목코드 ' || i.sbjt_cd || ': 다른 교과목의 내부 키와 겹칩니다.'`, sql`i.sbjt_cd`);
    await this.refuse(k, 'deptCd', sql`i.dept_cd is not null and not exists (select 1 from depts d where d.dept_cd = i.dept_cd)`, sql`'개설학과코드 ' || i.dept_cd || '인 조직이 없습니다.'`, sql`i.dept_cd`);
    await this.refuse(k, 'geAreaCd', sql`i.ge_area_cd is not null and not exists (select 1 from ge_areas a where a.area_cd = i.ge_area_cd)`, sql`'없는 교양영역입니다: ' || i.ge_area_cd`, sql`i.ge_area_cd`);
    await this.refuse(
      k,
      'competencies',
      sql`exists (select 1 from jsonb_array_elements(i.competencies) c where not exists (select 1 from competencies m where m.competency_cd = c->>'cd'))`,
      sql`'역량 코드가 없습니다: ' || (select string_agg(c->>'cd', ', ') from jsonb_array_elements(i.competencies) c where not exists (select 1 from competencies m where m.competency_cd = c->>'cd'))`,
      sql`i.competencies::text`,
    );
    await this.refuse(
      k,
      'prereqs',
      sql`exists (select 1 from jsonb_array_elements_text(i.prereqs) x where not exists (select 1 from subjects s where s.sbjt_cd = x) and not exists (select 1 from imp_subjects j where j.sbjt_cd = x and not j.refused))`,
      sql`'없는 선수과목입니다: ' || (select string_agg(x, ', ') from jsonb_array_elements_text(i.prereqs) x where not exists (select 1 from subjects s where s.sbjt_cd = x) and not exists (select 1 from imp_subjects j where j.sbjt_cd = x and not j.refused))`,
      sql`i.prereqs::text`,
    );
    // Links (prerequisites, competencies) compared as sets before the rows change.
    const linkChecks: string[] = [];
    if (this.has(k, 'prereqs'))
      linkChecks.push(`coalesce((select jsonb_agg(p.sbjt_cd order by p.sbjt_cd) from subject_prereqs sp join subjects p on p.sbjt_key_id = sp.pre_sbjt_key_id where sp.sbjt_key_id = i.sbjt_key_id), '[]'::jsonb) is distinct from (select coalesce(jsonb_agg(x order by x), '[]'::jsonb) from jsonb_array_elements_text(i.prereqs) x)`);
    if (this.has(k, 'competencies'))
      linkChecks.push(`coalesce((select jsonb_agg(jsonb_build_object('cd', sc.competency_cd, 'weight', sc.weight) order by sc.competency_cd) from subject_competencies sc where sc.sbjt_key_id = i.sbjt_key_id), '[]'::jsonb) is distinct from (select coalesce(jsonb_agg(c order by c->>'cd'), '[]'::jsonb) from jsonb_array_elements(i.competencies) c)`);
    if (linkChecks.length) await this.tx.execute(sql.raw(`update imp_subjects i set links_changed = true where not i.refused and (${linkChecks.join(' or ')})`));

    await this.tx.execute(sql`create temp table if not exists imp_changed_subjects (sbjt_key_id text primary key, ins boolean not null) on commit drop`);
    const fields: [string, string | null][] = [['sbjt_cd', null], ['kor_nm', null], ['eng_nm', 'engNm'], ['credits', null], ['category', null], ['dept_cd', 'deptCd'], ['ge_area_cd', 'geAreaCd'], ['std_year', 'stdYear'], ['std_term_cd', 'stdTermCd'], ['description', 'description'], ['use_yn', 'useYn']];
    const present = fields.filter(([, key]) => key === null || this.has(k, key));
    await this.tx.execute(
      sql.raw(`with up as (insert into subjects (sbjt_key_id, ${fields.map(([c]) => c).join(', ')}) select i.sbjt_key_id, ${fields.map(([c]) => `i.${c}`).join(', ')} from imp_subjects i where not i.refused
        on conflict (sbjt_key_id) do update set ${present.map(([c]) => `${c} = excluded.${c}`).join(', ')}, updated_at = now()
        where (${present.map(([c]) => `subjects.${c}`).join(', ')}) is distinct from (${present.map(([c]) => `excluded.${c}`).join(', ')})
        returning sbjt_key_id, (xmax = 0) as ins)
        insert into imp_changed_subjects select sbjt_key_id, ins from up`),
    );
    if (this.has(k, 'prereqs')) {
      await this.tx.execute(sql`delete from subject_prereqs sp using imp_subjects i where i.links_changed and sp.sbjt_key_id = i.sbjt_key_id`);
      await this.tx.execute(sql`insert into subject_prereqs (sbjt_key_id, pre_sbjt_key_id) select i.sbjt_key_id, s.sbjt_key_id from imp_subjects i cross join jsonb_array_elements_text(i.prereqs) x join subjects s on s.sbjt_cd = x where i.links_changed on conflict do nothing`);
    }
    if (this.has(k, 'competencies')) {
      await this.tx.execute(sql`delete from subject_competencies sc using imp_subjects i where i.links_changed and sc.sbjt_key_id = i.sbjt_key_id`);
      await this.tx.execute(sql`insert into subject_competencies (sbjt_key_id, competency_cd, weight) select i.sbjt_key_id, c->>'cd', (c->>'weight')::int from imp_subjects i cross join jsonb_array_elements(i.competencies) c where i.links_changed on conflict do nothing`);
    }
    await this.tx.execute(sql`insert into imp_changed_subjects select i.sbjt_key_id, false from imp_subjects i where i.links_changed on conflict do nothing`);
    // The staff pages refuse prerequisite cycles; so does the import.
    const [cycle] = rowsOf<{ sbjt_cd: string }>(
      await this.tx.execute(sql`
        with recursive walk(start, cur, depth) as (
          select sp.sbjt_key_id, sp.pre_sbjt_key_id, 1 from subject_prereqs sp join imp_subjects i on i.sbjt_key_id = sp.sbjt_key_id and i.links_changed
          union all
          select w.start, sp.pre_sbjt_key_id, w.depth + 1 from walk w join subject_prereqs sp on sp.sbjt_key_id = w.cur where w.cur <> w.start and w.depth < 30)
        select s.sbjt_cd from walk w join subjects s on s.sbjt_key_id = w.start where w.cur = w.start limit 1`),
    );
    if (cycle) this.blockers.push(`선수과목이 순환합니다. (과목코드 ${cycle.sbjt_cd}에서 시작해 자기 자신으로 돌아옵니다)`);
    const created = await this.count(sql`select count(*)::int as n from imp_changed_subjects where ins`);
    const updated = await this.count(sql`select count(*)::int as n from imp_changed_subjects where not ins`);
    Object.assign(this.c(k), { create: created, update: updated });
  }

  private async sections() {
    const k: Kind = 'sections';
    await this.refuseDuplicates(k, 'year, term_cd, sbjt_cd, section', '연도·학기·과목코드·분반', 'section');
    await this.tx.execute(sql`update imp_sections i set sbjt_key_id = s.sbjt_key_id from subjects s where s.sbjt_cd = i.sbjt_cd`);
    await this.refuse(k, 'sbjtCd', sql`i.sbjt_key_id is null`, sql`'과목코드 ' || i.sbjt_cd || '인 교과목이 없습니다.'`, sql`i.sbjt_cd`);
    await this.refuse(k, 'termCd', sql`not exists (select 1 from academic_terms a where a.year = i.year and a.term_cd = i.term_cd)`, sql`${termOf()} || '가 학기 목록에 없습니다. terms.csv에 넣어 주세요.'`, sql`i.year || '-' || i.term_cd`);
    await this.tx.execute(sql`update imp_sections i set prof_user_id = p.user_id from professors p where p.prof_no = i.prof_no`);
    await this.refuse(k, 'profNo', sql`i.prof_no is not null and i.prof_user_id is null`, sql`'교번 ' || i.prof_no || '인 교수가 없습니다.'`, sql`i.prof_no`);
    const r = await this.upsert(k, {
      table: 'offerings',
      conflict: 'year, term_cd, sbjt_key_id, section',
      from: 'imp_sections i where not i.refused',
      insert: [['year', 'i.year'], ['term_cd', 'i.term_cd'], ['sbjt_key_id', 'i.sbjt_key_id'], ['section', 'i.section'], ['prof_user_id', 'i.prof_user_id'], ['room', 'i.room'], ['capacity', 'i.capacity'], ['times', `coalesce(i.times, '[]'::jsonb)`], ['use_yn', `'Y'`]],
      update: [['prof_user_id', 'profNo'], ['room', 'room'], ['capacity', null], ['times', 'times'], ['use_yn', null]],
    });
    Object.assign(this.c(k), { create: r.created, update: r.updated });
  }

  private async enrolments() {
    const k: Kind = 'enrolments';
    for (const table of ['subjects', 'offerings', 'enrolments']) await this.tx.execute(sql.raw(`analyze ${table}`));
    await this.tx.execute(sql`update imp_enrolments i set sbjt_key_id = s.sbjt_key_id, subject_credits = s.credits from subjects s where s.sbjt_cd = i.sbjt_cd`);
    await this.tx.execute(sql`create index on imp_enrolments (user_id, year, term_cd, sbjt_key_id)`);
    await this.tx.execute(sql`analyze imp_enrolments`);
    await this.refuseDuplicates(k, 'user_id, year, term_cd, sbjt_cd', '학번·연도·학기·과목코드', 'sbjtCd');
    await this.refuse(k, 'sbjtCd', sql`i.sbjt_key_id is null`, sql`'과목코드 ' || i.sbjt_cd || '인 교과목이 없습니다.'`, sql`i.sbjt_cd`);
    await this.refuse(k, 'userId', sql`not exists (select 1 from users u where u.user_id = i.user_id and u.user_div = 'std')`, sql`'학번 ' || i.user_id || '인 학생이 없습니다.'`, sql`i.user_id`);
    await this.tx.execute(sql`update imp_enrolments i set offering_id = o.offering_id from offerings o where i.section is not null and o.year = i.year and o.term_cd = i.term_cd and o.sbjt_key_id = i.sbjt_key_id and o.section = i.section`);
    await this.refuse(
      k,
      'section',
      sql`i.section is not null and i.offering_id is null`,
      sql`'개설되지 않은 분반입니다. (' || ${termOf()} || ' ' || i.sbjt_cd || ' ' || i.section || '분반)'`,
      sql`i.section`,
    );
    await this.tx.execute(
      sql`update imp_enrolments i set enrolment_id = e.enrolment_id from enrolments e where e.student_id = i.user_id and e.year = i.year and e.term_cd = i.term_cd and e.sbjt_key_id = i.sbjt_key_id and e.kind = 'COURSE'`,
    );
    const created = await this.count(sql`
      with ins as (insert into enrolments (student_id, year, term_cd, kind, sbjt_key_id, offering_id, credits, grade, use_yn)
        select i.user_id, i.year, i.term_cd, 'COURSE', i.sbjt_key_id, i.offering_id, coalesce(i.credits, i.subject_credits), i.grade, 'Y' from imp_enrolments i where not i.refused and i.enrolment_id is null order by i.line returning 1)
      select count(*)::int as n from ins`);
    await this.tx.execute(sql`analyze enrolments`);
    await this.tx.execute(sql`analyze imp_enrolments`);
    const newOffering = this.has(k, 'section') ? sql`i.offering_id` : sql`e.offering_id`;
    const newCredits = this.has(k, 'credits') ? sql`coalesce(i.credits, i.subject_credits)` : sql`e.credits`;
    const newGrade = this.has(k, 'grade') ? sql`i.grade` : sql`e.grade`;
    const restore = await this.count(sql`select count(*)::int as n from imp_enrolments i join enrolments e on e.enrolment_id = i.enrolment_id where not i.refused and e.use_yn = 'N'`);
    const changed = await this.count(sql`
      with up as (update enrolments e set offering_id = ${newOffering}, credits = ${newCredits}, grade = ${newGrade}, use_yn = 'Y'
        from imp_enrolments i where i.enrolment_id = e.enrolment_id and not i.refused
        and (e.offering_id, e.credits, e.grade, e.use_yn) is distinct from (${newOffering}, ${newCredits}, ${newGrade}, 'Y') returning 1)
      select count(*)::int as n from up`);
    let deactivate = 0;
    if (this.opts.batch) {
      const { year, termCd } = this.opts.batch;
      const active = await this.count(sql`select count(*)::int as n from enrolments e where e.year = ${year} and e.term_cd = ${termCd} and e.kind = 'COURSE' and e.use_yn = 'Y'`);
      deactivate = await this.count(sql`
        with off as (update enrolments e set use_yn = 'N' where e.year = ${year} and e.term_cd = ${termCd} and e.kind = 'COURSE' and e.use_yn = 'Y'
          and not exists (select 1 from imp_enrolments i where i.user_id = e.student_id and i.year = e.year and i.term_cd = e.term_cd and i.sbjt_key_id = e.sbjt_key_id) returning 1)
        select count(*)::int as n from off`);
      this.checkThreshold(k, deactivate, active);
    }
    Object.assign(this.c(k), { create: created, update: changed - restore, restore, deactivate });
  }

  private async requirements() {
    const k: Kind = 'requirements';
    const setKey = sql.raw(`j.dept_cd is not distinct from i.dept_cd and j.role = i.role and j.entry_year_from = i.entry_year_from and j.entry_year_to = i.entry_year_to`);
    await this.refuse(k, 'deptCd', sql`i.dept_cd is not null and not exists (select 1 from depts d where d.dept_cd = i.dept_cd and d.dept_div in ('HAKGUA', 'MAJOR'))`, sql`'학과코드 ' || i.dept_cd || '인 학과·전공이 없습니다.'`, sql`i.dept_cd`);
    await this.refuse(
      k,
      'sbjtCds',
      sql`i.kind = 'REQUIRED_SUBJECTS' and exists (select 1 from jsonb_array_elements_text(i.params->'sbjtKeyIds') x where not exists (select 1 from subjects s where s.sbjt_cd = x))`,
      sql`'과목코드 ' || (select string_agg(x, ', ') from jsonb_array_elements_text(i.params->'sbjtKeyIds') x where not exists (select 1 from subjects s where s.sbjt_cd = x)) || '인 교과목이 없습니다.'`,
      sql`i.params->>'sbjtKeyIds'`,
    );
    await this.refuse(k, 'areaCd', sql`i.kind = 'GE_AREA_CREDITS' and not exists (select 1 from ge_areas a where a.area_cd = i.params->>'areaCd')`, sql`'없는 교양영역입니다: ' || (i.params->>'areaCd')`, sql`i.params->>'areaCd'`);
    // A set is written whole or not at all.
    await this.refuse(k, 'title', sql`exists (select 1 from imp_requirements j where j.refused and ${setKey})`, sql`'같은 요건 묶음의 다른 행이 거부되어 이 행도 반영하지 않습니다.'`, sql`i.title`);
    await this.tx.execute(sql`
      update imp_requirements i set params = jsonb_set(i.params, '{sbjtKeyIds}', (select jsonb_agg(s.sbjt_key_id order by x.n) from jsonb_array_elements_text(i.params->'sbjtKeyIds') with ordinality x(cd, n) join subjects s on s.sbjt_cd = x.cd))
      where i.kind = 'REQUIRED_SUBJECTS' and not i.refused`);
    await this.tx.execute(sql`
      create temp table imp_sets on commit drop as
      select i.dept_cd, i.role, i.entry_year_from, i.entry_year_to, (array_agg(i.title order by i.line))[1] as title,
        jsonb_agg(jsonb_build_object('sortOrd', i.sort_ord, 'kind', i.kind, 'label', i.label, 'params', i.params) order by i.sort_ord, i.line) as rules,
        null::int as set_id, false as changed
      from imp_requirements i where not i.refused group by 1, 2, 3, 4`);
    await this.tx.execute(sql`
      update imp_sets s set set_id = (select min(g.set_id) from grad_requirement_sets g where g.dept_cd is not distinct from s.dept_cd and g.role = s.role and g.entry_year_from = s.entry_year_from and g.entry_year_to = s.entry_year_to)`);
    await this.tx.execute(sql`
      update imp_sets s set changed = true where s.set_id is not null and (
        (select g.title from grad_requirement_sets g where g.set_id = s.set_id) is distinct from s.title
        or coalesce((select jsonb_agg(jsonb_build_object('sortOrd', r.sort_ord, 'kind', r.kind, 'label', r.label, 'params', r.params) order by r.sort_ord, r.rule_id) from grad_requirement_rules r where r.set_id = s.set_id), '[]'::jsonb) is distinct from s.rules)`);
    const created = await this.count(sql`select count(*)::int as n from imp_sets where set_id is null`);
    const updated = await this.count(sql`select count(*)::int as n from imp_sets where changed`);
    await this.tx.execute(sql`
      with ins as (insert into grad_requirement_sets (dept_cd, role, entry_year_from, entry_year_to, title) select dept_cd, role, entry_year_from, entry_year_to, title from imp_sets where set_id is null returning set_id, dept_cd, role, entry_year_from, entry_year_to)
      update imp_sets s set set_id = ins.set_id, changed = true from ins where ins.dept_cd is not distinct from s.dept_cd and ins.role = s.role and ins.entry_year_from = s.entry_year_from and ins.entry_year_to = s.entry_year_to`);
    await this.tx.execute(sql`update grad_requirement_sets g set title = s.title from imp_sets s where s.changed and g.set_id = s.set_id and g.title <> s.title`);
    await this.tx.execute(sql`delete from grad_requirement_rules r using imp_sets s where s.changed and r.set_id = s.set_id`);
    await this.tx.execute(sql`
      insert into grad_requirement_rules (set_id, sort_ord, kind, label, params)
      select s.set_id, (r->>'sortOrd')::int, r->>'kind', r->>'label', r->'params' from imp_sets s cross join jsonb_array_elements(s.rules) with ordinality x(r, n) where s.changed order by s.set_id, x.n`);
    Object.assign(this.c(k), { create: created, update: updated });
  }
}
