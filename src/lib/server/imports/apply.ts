// Writes one import inside the caller's transaction, kind by kind in the order they refer to each
// other: rows are staged in temporary tables (streamed in, a batch at a time), checked against the
// database with set-based SQL (a refused row is marked with its reason, never written), compared with
// what the portal holds, and then written with statements that touch only what differs, so the same
// file a second time changes nothing. A dry run is the same work rolled back. Each kind's checks and
// writes are in apply-<area>.ts, on the shared helpers of apply-context.ts.
import { sql } from 'drizzle-orm';
import { TERM_NAMES } from '../../calendar';
import { ROW_SCHEMAS, crossChecks, ruleParams, type Kind, type Reject, type RowOf } from './format';
import type { SourceRow } from './read';
import * as z from 'zod/mini';
import type { KindCounts } from '../../imports/report';
import { ApplyContext, t } from './apply-context';
import { applyDepartments, applyTerms } from './apply-organisation';
import { applyPeople } from './apply-people';
import { applySubjects, applySections } from './apply-subjects';
import { applyEnrolments } from './apply-enrolments';
import { applyRequirements } from './apply-requirements';

export type { KindCounts };

export interface ApplyResult {
  counts: Partial<Record<Kind, KindCounts>>;
  rejects: Reject[];
  rejectTotal: number;
  /** Reasons the import cannot be written (change threshold, a prerequisite cycle). */
  blockers: string[];
  /** Sessions of people switched off, to end once the transaction is committed. */
  endedSessions: string[];
}

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

export class Importer extends ApplyContext {
  private pending: Partial<Record<Kind, Record<string, unknown>[]>> = {};
  private present = new Set<Kind>();

  private last = Date.now();
  /** IMPORT_LOG=1: how long each step took, on the server's log (for sizing; never personal data). */
  private phase(name: string) {
    if (process.env.IMPORT_LOG !== '1') return;
    const now = Date.now();
    console.log(`[import ${this.opts.runId}] ${name}: ${now - this.last} ms`);
    this.last = now;
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
      ['departments', () => applyDepartments(this)],
      ['terms', () => applyTerms(this)],
      ['professors', () => applyPeople(this, 'professors')],
      ['staff', () => applyPeople(this, 'staff')],
      ['students', () => applyPeople(this, 'students')],
      ['subjects', () => applySubjects(this)],
      ['sections', () => applySections(this)],
      ['enrolments', () => applyEnrolments(this)],
      ['requirements', () => applyRequirements(this)],
    ];
    for (const [kind, step] of steps) {
      if (!this.present.has(kind)) continue;
      await step();
      this.phase(kind);
    }
    return { counts: this.counts, rejects: this.rejects.sort((a, b) => (a.file === b.file ? a.line - b.line : 0)), rejectTotal: this.rejectTotal, blockers: this.blockers, endedSessions: this.endedSessions };
  }
}
