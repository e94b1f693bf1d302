// Timetable rules shared by the planner island and the server: reading 'HH:MM' times, finding
// overlapping meetings, credit totals, the warnings of a plan, the grid's extent, searching offerings
// and building an iCalendar file. No database and no DOM here, so both sides give the same answers.
import { particle } from '../text/josa';
import { CLASS_DAY_NAMES } from '../calendar';

/** The most credits a student may take in one regular term (학칙: 학기당 최대 21학점). */
export const MAX_CREDITS = 21;
/** Saved plans per student and term. */
export const MAX_PLANS = 5;
/** Sections in one plan: far above any real timetable, it only bounds the input. */
export const MAX_PLAN_SECTIONS = 20;

/** Day 1 (Mon) - 6 (Sat), as offerings store them. */
export const DAY_NAMES = CLASS_DAY_NAMES;

/** The grid always shows at least 09:00-18:00. */
export const GRID_FROM = 9 * 60;
export const GRID_TO = 18 * 60;

export interface Meeting {
  day: number;
  start: string;
  end: string;
}

/** A section as the timetable pages show it: the offering with its subject's and professor's names. */
export interface SectionInfo {
  offeringId: number;
  sbjtKeyId: string;
  sbjtCd: string;
  korNm: string;
  section: string;
  credits: number;
  category: string;
  /** The owning department's name, or the general-education area's for liberal-arts subjects. */
  deptCd: string | null;
  deptNm: string | null;
  profNm: string | null;
  room: string | null;
  times: Meeting[];
  /** Subjects to pass first (warning only). */
  prereqs: { sbjtKeyId: string; korNm: string }[];
}

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Minutes since midnight of 'HH:MM'; NaN for anything else. */
export function toMinutes(hhmm: string): number {
  const m = TIME.exec(hhmm);
  return m ? Number(m[1]) * 60 + Number(m[2]) : Number.NaN;
}

export function fromMinutes(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}

/** '월 10:30-11:45' */
export const formatMeeting = (m: Meeting) => `${DAY_NAMES[m.day] ?? '?'} ${m.start}-${m.end}`;
export const formatMeetings = (times: Meeting[]) => [...times].sort(byDayAndStart).map(formatMeeting).join(', ');

const byDayAndStart = (a: Meeting, b: Meeting) => a.day - b.day || toMinutes(a.start) - toMinutes(b.start);

/** Two meetings overlap when they share a day and some minute; back-to-back blocks do not. */
export function meetingsOverlap(a: Meeting, b: Meeting): boolean {
  return a.day === b.day && toMinutes(a.start) < toMinutes(b.end) && toMinutes(b.start) < toMinutes(a.end);
}

export interface Conflict {
  a: SectionLike;
  b: SectionLike;
  /** The shared stretch of time. */
  day: number;
  start: string;
  end: string;
}

type SectionLike = Pick<SectionInfo, 'offeringId' | 'korNm' | 'section' | 'times'>;

/** Every pair of sections with overlapping meetings (one entry per pair, at their first overlap). */
export function findConflicts<S extends SectionLike>(sections: S[]): (Conflict & { a: S; b: S })[] {
  const out: (Conflict & { a: S; b: S })[] = [];
  for (let i = 0; i < sections.length; i++) {
    for (let j = i + 1; j < sections.length; j++) {
      const a = sections[i];
      const b = sections[j];
      if (a.offeringId === b.offeringId) continue;
      const hit = [...a.times].sort(byDayAndStart).flatMap((x) => b.times.filter((y) => meetingsOverlap(x, y)).map((y) => [x, y] as const))[0];
      if (!hit) continue;
      const [x, y] = hit;
      out.push({ a, b, day: x.day, start: fromMinutes(Math.max(toMinutes(x.start), toMinutes(y.start))), end: fromMinutes(Math.min(toMinutes(x.end), toMinutes(y.end))) });
    }
  }
  return out;
}

export const totalCredits = (sections: { credits: number }[]) => sections.reduce((s, x) => s + x.credits, 0);

/** The message a student reads for a conflict: both subjects and the time they share. */
export function conflictMessage(c: Conflict): string {
  return `'${c.a.korNm}'${particle(c.a.korNm, '와/과')} '${c.b.korNm}'의 수업 시간이 겹칩니다 (${DAY_NAMES[c.day]} ${c.start}-${c.end}).`;
}

export const creditLimitMessage = (credits: number) => `신청 학점이 ${credits}학점으로 한 학기 최대 ${MAX_CREDITS}학점을 넘습니다.`;

export type IssueKind = 'CONFLICT' | 'DUPLICATE' | 'CREDITS' | 'PREREQ';

/** How a section is marked on the grid and in the list: in a time conflict, or the same subject twice. */
export type Mark = 'CONFLICT' | 'DUPLICATE';
export const MARK_LABELS: Record<Mark, string> = { CONFLICT: '시간 겹침', DUPLICATE: '같은 과목 중복' };

/** The marks of a plan's sections: each section marked for the issue it is really part of (a time conflict first). */
export function marksOf(issues: PlanIssue[]): Map<number, Mark> {
  const marks = new Map<number, Mark>();
  for (const kind of ['CONFLICT', 'DUPLICATE'] as const) {
    for (const i of issues) if (i.kind === kind) for (const id of i.offeringIds) if (!marks.has(id)) marks.set(id, kind);
  }
  return marks;
}

export interface PlanIssue {
  kind: IssueKind;
  /** Blocking issues stop the plan from being saved; the others are advice. */
  blocking: boolean;
  message: string;
  /** The sections the issue is about (to mark them on the grid and in the list). */
  offeringIds: number[];
}

export interface StudentRecord {
  /** Subjects already passed. */
  passed: Iterable<string>;
  /** Subjects taken this term (no grade yet): a prerequisite in progress is only pending. */
  inProgress?: Iterable<string>;
}

/**
 * What is wrong with a set of sections: time conflicts, the same subject twice and more than the
 * credit limit block saving; a prerequisite not yet passed is a warning the student may ignore.
 */
export function checkPlan(sections: SectionInfo[], record: StudentRecord = { passed: [] }): PlanIssue[] {
  const issues: PlanIssue[] = [];
  for (const c of findConflicts(sections)) {
    issues.push({ kind: 'CONFLICT', blocking: true, message: conflictMessage(c), offeringIds: [c.a.offeringId, c.b.offeringId] });
  }
  const bySubject = new Map<string, SectionInfo[]>();
  for (const s of sections) bySubject.set(s.sbjtKeyId, [...(bySubject.get(s.sbjtKeyId) ?? []), s]);
  for (const same of bySubject.values()) {
    if (same.length < 2) continue;
    issues.push({
      kind: 'DUPLICATE',
      blocking: true,
      message: `'${same[0].korNm}' 과목이 ${same.map((s) => `${s.section}분반`).join(', ')}으로 두 번 이상 담겨 있습니다. 한 분반만 남겨 주세요.`,
      offeringIds: same.map((s) => s.offeringId),
    });
  }
  const credits = totalCredits(sections);
  if (credits > MAX_CREDITS) issues.push({ kind: 'CREDITS', blocking: true, message: creditLimitMessage(credits), offeringIds: [] });
  const passed = new Set(record.passed);
  const inProgress = new Set(record.inProgress ?? []);
  for (const s of sections) {
    const missing = s.prereqs.filter((p) => !passed.has(p.sbjtKeyId));
    if (!missing.length) continue;
    const pending = missing.filter((p) => inProgress.has(p.sbjtKeyId));
    const notTaken = missing.filter((p) => !inProgress.has(p.sbjtKeyId));
    const parts = [];
    if (notTaken.length) parts.push(`선수과목 ${notTaken.map((p) => `'${p.korNm}'`).join(', ')}${particle(notTaken.at(-1)!.korNm, '을/를')} 아직 이수하지 않았습니다`);
    if (pending.length) parts.push(`선수과목 ${pending.map((p) => `'${p.korNm}'`).join(', ')}${particle(pending.at(-1)!.korNm, '을/를')} 이번 학기에 수강 중입니다. 통과해야 들을 수 있습니다`);
    issues.push({ kind: 'PREREQ', blocking: false, message: `'${s.korNm}': ${parts.join('. ')}.`, offeringIds: [s.offeringId] });
  }
  return issues;
}

/** The first blocking issue's message, or null when the plan may be saved. */
export function blockingMessage(issues: PlanIssue[]): string | null {
  return issues.find((i) => i.blocking)?.message ?? null;
}

/** The days and hours the grid shows: Mon-Fri 09:00-18:00, widened for Saturday or earlier/later classes. */
export function gridBounds(sections: { times: Meeting[] }[]): { days: number[]; from: number; to: number } {
  let from = GRID_FROM;
  let to = GRID_TO;
  let saturday = false;
  for (const s of sections) {
    for (const t of s.times) {
      if (t.day === 6) saturday = true;
      from = Math.min(from, Math.floor(toMinutes(t.start) / 60) * 60);
      to = Math.max(to, Math.ceil(toMinutes(t.end) / 60) * 60);
    }
  }
  return { days: saturday ? [1, 2, 3, 4, 5, 6] : [1, 2, 3, 4, 5], from, to };
}

/** A stable colour slot (0..n-1) per subject, so a subject keeps its colour on every grid. */
export function colourSlot(sbjtKeyId: string, slots = 10): number {
  let h = 0;
  for (const ch of sbjtKeyId) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return h % slots;
}

export interface OfferingFilter {
  q?: string;
  deptCd?: string;
  category?: string;
  day?: number;
}

/** The offerings matching a search: name, code or professor contains q; department, category and day match. */
export function filterOfferings<S extends SectionInfo>(list: S[], f: OfferingFilter): S[] {
  const q = f.q?.trim().toLowerCase();
  return list.filter(
    (s) =>
      (!q || s.korNm.toLowerCase().includes(q) || s.sbjtCd.toLowerCase().includes(q) || (s.profNm ?? '').includes(q)) &&
      (!f.deptCd || s.deptCd === f.deptCd) &&
      (!f.category || s.category === f.category) &&
      (!f.day || s.times.some((t) => t.day === f.day)),
  );
}

// ---------------------------------------------------------------------------------------------
// iCalendar export

export interface CalendarInput {
  /** Shown as the calendar's name, e.g. '2026학년도 2학기 시간표'. */
  calName: string;
  /** The term's first and last day, 'YYYY-MM-DD' (academic_terms). */
  startDt: string;
  endDt: string;
  sections: Pick<SectionInfo, 'offeringId' | 'sbjtCd' | 'korNm' | 'section' | 'credits' | 'profNm' | 'room' | 'times'>[];
}

const SEOUL_OFFSET_MIN = 9 * 60;

/** The first date on or after `from` that falls on ISO weekday `day` (1 Mon .. 7 Sun). */
export function firstWeekday(from: string, day: number): string {
  const d = new Date(`${from}T00:00:00Z`);
  const iso = d.getUTCDay() === 0 ? 7 : d.getUTCDay();
  d.setUTCDate(d.getUTCDate() + ((day - iso + 7) % 7));
  return d.toISOString().slice(0, 10);
}

/** A Seoul wall-clock date and time as UTC [y, m, d, h, min] (Korea keeps no daylight saving). */
function seoulToUtc(date: string, hhmm: string): [number, number, number, number, number] {
  const [y, m, d] = date.split('-').map(Number);
  const t = new Date(Date.UTC(y, m - 1, d) + (toMinutes(hhmm) - SEOUL_OFFSET_MIN) * 60_000);
  return [t.getUTCFullYear(), t.getUTCMonth() + 1, t.getUTCDate(), t.getUTCHours(), t.getUTCMinutes()];
}

/**
 * One weekly recurring event per meeting, from its first day in the term to the term's last day.
 * Times are written in UTC (the `ics` package has no TZID support) computed from Korean time, and the
 * calendar says Asia/Seoul, so every calendar app shows the class at its Korean time.
 */
export async function buildCalendar(input: CalendarInput): Promise<string> {
  const { createEvents } = await import('ics');
  const until = `${input.endDt.replaceAll('-', '')}T145959Z`; // 23:59:59 in Seoul on the last day
  const events = input.sections.flatMap((s) =>
    s.times
      .map((t) => ({ t, first: firstWeekday(input.startDt, t.day) }))
      .filter(({ first }) => first <= input.endDt)
      .map(({ t, first }) => ({
        uid: `timetable-${s.offeringId}-${t.day}-${t.start.replace(':', '')}@portal.hanwool.ac.kr`,
        title: s.korNm,
        location: s.room ?? undefined,
        description: [`${s.sbjtCd}-${s.section}`, s.profNm ? `${s.profNm} 교수` : null, `${s.credits}학점`].filter(Boolean).join(' · '),
        start: seoulToUtc(first, t.start),
        startInputType: 'utc' as const,
        startOutputType: 'utc' as const,
        end: seoulToUtc(first, t.end),
        endInputType: 'utc' as const,
        endOutputType: 'utc' as const,
        recurrenceRule: `FREQ=WEEKLY;UNTIL=${until}`,
        productId: 'hanwool/student-portal',
        calName: input.calName,
      })),
  );
  if (!events.length) return emptyCalendar(input.calName);
  const { error, value } = createEvents(events, { productId: 'hanwool/student-portal', calName: input.calName });
  if (error || !value) throw error ?? new Error('iCalendar build failed');
  return value.replace(/(X-WR-CALNAME:[^\r\n]*\r\n)/, '$1X-WR-TIMEZONE:Asia/Seoul\r\n');
}

function emptyCalendar(calName: string) {
  return ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:hanwool/student-portal', 'CALSCALE:GREGORIAN', `X-WR-CALNAME:${calName}`, 'X-WR-TIMEZONE:Asia/Seoul', 'END:VCALENDAR', ''].join('\r\n');
}

/** A file name without characters that file systems refuse. */
export const safeFileName = (name: string) => name.replace(/[\\/:*?"<>|]+/g, '_').trim();
