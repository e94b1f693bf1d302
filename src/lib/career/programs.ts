// Career programmes (비교과 프로그램): application states, programme phases and who may apply.
// Pure rules shared by the server and the pages; no database here.
import { variantsOf } from '../status';

export type CareerApplStatus = 'APPLIED' | 'WAITING' | 'APPROVED' | 'REJECTED' | 'ATTENDING' | 'COMPLETED' | 'NOT_COMPLETED' | 'CANCELLED';

export const CAREER_STATUSES: CareerApplStatus[] = ['APPLIED', 'WAITING', 'APPROVED', 'REJECTED', 'ATTENDING', 'COMPLETED', 'NOT_COMPLETED', 'CANCELLED'];

export const CAREER_STATUS_LABELS: Record<CareerApplStatus, string> = {
  APPLIED: '신청',
  WAITING: '대기',
  APPROVED: '승인',
  REJECTED: '반려',
  ATTENDING: '수강중',
  COMPLETED: '이수',
  NOT_COMPLETED: '미이수',
  CANCELLED: '취소',
};

/** Bootstrap colours of the status badges. */
export const CAREER_STATUS_VARIANTS = variantsOf<CareerApplStatus>({
  APPLIED: 'new',
  WAITING: 'attention',
  APPROVED: 'good',
  REJECTED: 'bad',
  ATTENDING: 'progress',
  COMPLETED: 'done',
  NOT_COMPLETED: 'bad',
  CANCELLED: 'off',
});

export const careerStatusLabel = (s: string) => CAREER_STATUS_LABELS[s as CareerApplStatus] ?? s;

/** Applications that hold one of the programme's seats. */
export const SEAT_STATUSES: CareerApplStatus[] = ['APPLIED', 'APPROVED', 'ATTENDING', 'COMPLETED', 'NOT_COMPLETED'];
/** Applications that block a second application of the same student (the partial unique index agrees). */
export const LIVE_STATUSES: CareerApplStatus[] = [...SEAT_STATUSES, 'WAITING'];
/** What the student may still cancel herself. */
export const CANCELLABLE: CareerApplStatus[] = ['APPLIED', 'APPROVED', 'WAITING'];

/** Where a programme stands today. Dates are YYYY-MM-DD strings, compared as text; both ends count. */
export type ProgramPhase = 'UPCOMING' | 'RECRUITING' | 'CLOSED' | 'RUNNING' | 'FINISHED';

export const PHASE_LABELS: Record<ProgramPhase, string> = {
  UPCOMING: '모집예정',
  RECRUITING: '모집중',
  CLOSED: '마감',
  RUNNING: '진행중',
  FINISHED: '종료',
};

export const PHASE_VARIANTS = variantsOf<ProgramPhase>({
  UPCOMING: 'progress',
  RECRUITING: 'good',
  CLOSED: 'off',
  RUNNING: 'progress',
  FINISHED: 'done',
});

export interface ProgramDates {
  applyStartDt: string;
  applyEndDt: string;
  runStartDt: string;
  runEndDt: string;
}

/** What the phase is decided on: the four days, and whether staff have closed the programme. */
export interface PhaseFacts extends ProgramDates {
  closedAt?: Date | string | null;
}

/** One test of a phase rule: the programme is closed, or one of its days compares so to today. */
export type PhaseTest = { closed: true } | { day: keyof ProgramDates; is: 'before' | 'onOrBefore' | 'after' | 'onOrAfter' };

/**
 * The one definition of a programme's phase, in order: the first rule whose tests all hold names
 * it. A closed programme has ended whatever its days say; a programme taking applications is 모집중
 * for students even when its run has begun; then 모집예정, 종료 by the days, 진행중, and 마감 (no
 * longer taking applications, not started). `programPhase` reads the rules for one programme and the
 * list queries turn the same rules into SQL, so a badge and a filter never disagree.
 */
export const PHASE_RULES: readonly { phase: ProgramPhase; tests: readonly PhaseTest[] }[] = [
  { phase: 'FINISHED', tests: [{ closed: true }] },
  { phase: 'RECRUITING', tests: [{ day: 'applyStartDt', is: 'onOrBefore' }, { day: 'applyEndDt', is: 'onOrAfter' }] },
  { phase: 'UPCOMING', tests: [{ day: 'applyStartDt', is: 'after' }] },
  { phase: 'FINISHED', tests: [{ day: 'runEndDt', is: 'before' }] },
  { phase: 'RUNNING', tests: [{ day: 'runStartDt', is: 'onOrBefore' }] },
  { phase: 'CLOSED', tests: [] },
];

/** Whether one test holds for the programme today (days are YYYY-MM-DD strings, compared as text). */
export function phaseTestHolds(t: PhaseTest, p: PhaseFacts, today: string): boolean {
  if ('closed' in t) return !!p.closedAt;
  const d = p[t.day];
  switch (t.is) {
    case 'before':
      return d < today;
    case 'onOrBefore':
      return d <= today;
    case 'after':
      return d > today;
    case 'onOrAfter':
      return d >= today;
  }
}

export function programPhase(p: PhaseFacts, today: string): ProgramPhase {
  return PHASE_RULES.find((r) => r.tests.every((t) => phaseTestHolds(t, p, today)))!.phase;
}

export interface EligibilityRules {
  eligibleColgCds: string[];
  eligibleDeptCds: string[];
  eligibleGrades: number[];
  eligibleStatusCds: string[];
}

export interface StudentFacts {
  colgCd: string | null;
  /** The student's department and major codes: either one matches a department rule. */
  deptCds: string[];
  grade: number | null;
  shregSt: string | null;
}

export interface Refusal {
  code: 'PHASE' | 'COLLEGE' | 'DEPT' | 'GRADE' | 'STATUS' | 'DUPLICATE' | 'FULL';
  message: string;
}

/** Why the student is not eligible (college, department, grade, enrolment status); empty when she is. */
export function eligibilityRefusals(rules: EligibilityRules, who: StudentFacts, names: { colg?: string; dept?: string; status?: string } = {}): Refusal[] {
  const out: Refusal[] = [];
  if (rules.eligibleColgCds.length && !(who.colgCd && rules.eligibleColgCds.includes(who.colgCd)))
    out.push({ code: 'COLLEGE', message: `${names.colg ?? '지정된 단과대학'} 학생만 신청할 수 있습니다.` });
  if (rules.eligibleDeptCds.length && !who.deptCds.some((d) => rules.eligibleDeptCds.includes(d)))
    out.push({ code: 'DEPT', message: `${names.dept ?? '지정된 학과'} 학생만 신청할 수 있습니다.` });
  if (rules.eligibleGrades.length && !(who.grade && rules.eligibleGrades.includes(who.grade)))
    out.push({ code: 'GRADE', message: `${rules.eligibleGrades.join('·')}학년만 신청할 수 있습니다.${who.grade ? ` (현재 ${who.grade}학년)` : ''}` });
  if (rules.eligibleStatusCds.length && !(who.shregSt && rules.eligibleStatusCds.includes(who.shregSt)))
    out.push({ code: 'STATUS', message: `${names.status ?? '지정된 학적 상태'}인 학생만 신청할 수 있습니다.` });
  return out;
}

/** The refusal of the application window, or null while it is open. */
export function windowRefusal(p: ProgramDates, today: string): Refusal | null {
  if (today < p.applyStartDt) return { code: 'PHASE', message: `신청 기간이 아닙니다. ${p.applyStartDt}부터 신청할 수 있습니다.` };
  if (today > p.applyEndDt) return { code: 'PHASE', message: `신청 기간(${p.applyEndDt}까지)이 지났습니다.` };
  return null;
}

/** Why the student may not cancel this application today, or null when she may. */
export function cancelRefusal(status: string, p: ProgramDates, today: string): string | null {
  if (!CANCELLABLE.includes(status as CareerApplStatus)) return `${careerStatusLabel(status)} 상태인 신청은 취소할 수 없습니다.`;
  if (today > p.applyEndDt) return `신청 마감일(${p.applyEndDt})이 지나 취소할 수 없습니다. 프로그램 담당자에게 문의해 주세요.`;
  return null;
}

/** What staff may do to an application, and from which states. */
export type StaffAction = 'APPROVE' | 'REJECT' | 'ATTEND' | 'COMPLETE' | 'NOT_COMPLETE';

export const STAFF_ACTIONS: Record<StaffAction, { from: CareerApplStatus[]; to: CareerApplStatus; label: string }> = {
  APPROVE: { from: ['APPLIED'], to: 'APPROVED', label: '승인' },
  REJECT: { from: ['APPLIED', 'WAITING', 'APPROVED'], to: 'REJECTED', label: '반려' },
  ATTEND: { from: ['APPROVED'], to: 'ATTENDING', label: '수강 확정' },
  // Completion is decided when the programme is closed; these correct one student afterwards.
  COMPLETE: { from: ['NOT_COMPLETED'], to: 'COMPLETED', label: '이수 처리' },
  NOT_COMPLETE: { from: ['COMPLETED'], to: 'NOT_COMPLETED', label: '미이수 처리' },
};

/** The actions staff may take on an application in this state (buttons of the roster). */
export function staffActionsFor(status: string, closed: boolean): StaffAction[] {
  return (Object.keys(STAFF_ACTIONS) as StaffAction[]).filter((a) => {
    const isCorrection = a === 'COMPLETE' || a === 'NOT_COMPLETE';
    return STAFF_ACTIONS[a].from.includes(status as CareerApplStatus) && (isCorrection ? closed : !closed);
  });
}

/** Applications that take part in the sessions (attendance is kept for them). */
export const PARTICIPANT_STATUSES: CareerApplStatus[] = ['APPROVED', 'ATTENDING', 'COMPLETED', 'NOT_COMPLETED'];

export interface CompletionFacts {
  sessions: number;
  attended: number;
  minAttendPct: number;
  /** Reports handed in (on time or late) and how many the programme requires; none by default. */
  reportsSubmitted?: number;
  reportsRequired?: number;
  /** When the programme has a test pass mark and tests: her lowest test score (100-point scale; null = not taken). */
  test?: { passMark: number; scorePct: number | null };
}

/**
 * The completion rule: the share of sessions attended (rounded down) reaches the programme's
 * minimum, at least the required number of reports was submitted and, with a test pass mark, her
 * test score reaches it too. The reason names every part that applies.
 */
export function completionOf(f: CompletionFacts): { completed: boolean; attendPct: number; reason: string } {
  const attendPct = f.sessions ? Math.floor((f.attended * 100) / f.sessions) : 100;
  const required = f.reportsRequired ?? 0;
  const submitted = f.reportsSubmitted ?? 0;
  const testPassed = !f.test || (f.test.scorePct !== null && f.test.scorePct >= f.test.passMark);
  const completed = attendPct >= f.minAttendPct && submitted >= required && testPassed;
  let reason = `출석 ${f.attended}/${f.sessions}회(${attendPct}%), 이수 기준 ${f.minAttendPct}% 이상`;
  if (required > 0) reason += ` · 과제 ${submitted}/${required}건 제출, 이수 기준 ${required}건`;
  if (f.test) reason += ` · 시험 ${f.test.scorePct === null ? '미응시' : `${f.test.scorePct}점`}, 합격 기준 ${f.test.passMark}점 이상`;
  return { completed, attendPct, reason };
}

/** Certificate numbers: the programme year, then a running number (ECP-2026-000123). */
export const certificateNo = (year: number, certId: number) => `ECP-${year}-${String(certId).padStart(6, '0')}`;
