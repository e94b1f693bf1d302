// Scholarships (장학): application states, what each side may do in each state, the application
// window and who is eligible. Pure rules shared by the server and the pages; no database here.
import { formatWon } from '../format';
import { variantsOf } from '../status';

export type ScholStatus = 'APPLIED' | 'DOCS_REQUESTED' | 'REVIEWING' | 'SELECTED' | 'REJECTED' | 'PAID' | 'CANCELLED';

export const SCHOL_STATUSES: ScholStatus[] = ['APPLIED', 'DOCS_REQUESTED', 'REVIEWING', 'SELECTED', 'REJECTED', 'PAID', 'CANCELLED'];

/** The Korean names (also stored as common code group SCHOL_STATUS by the seed). */
export const SCHOL_STATUS_LABELS: Record<ScholStatus, string> = {
  APPLIED: '신청',
  DOCS_REQUESTED: '서류보완',
  REVIEWING: '심사중',
  SELECTED: '선정',
  REJECTED: '탈락',
  PAID: '지급완료',
  CANCELLED: '취소',
};

/** Bootstrap colours of the status badges. */
export const SCHOL_STATUS_VARIANTS = variantsOf<ScholStatus>({
  APPLIED: 'new',
  DOCS_REQUESTED: 'attention',
  REVIEWING: 'progress',
  SELECTED: 'good',
  REJECTED: 'bad',
  PAID: 'done',
  CANCELLED: 'off',
});

export const scholStatusLabel = (s: string) => SCHOL_STATUS_LABELS[s as ScholStatus] ?? s;
export const isScholStatus = (s: unknown): s is ScholStatus => typeof s === 'string' && (SCHOL_STATUSES as string[]).includes(s);

/** What the student may still cancel herself: nothing once the office has started the review. */
export const STUDENT_CANCELLABLE: ScholStatus[] = ['APPLIED', 'DOCS_REQUESTED'];
/** Applications that count against the number of students to select. */
export const AWARDED: ScholStatus[] = ['SELECTED', 'PAID'];

/** The office's actions and the states each starts from. */
export type StaffAction = 'REQUEST_DOCS' | 'REVIEW' | 'SELECT' | 'REJECT';
export const STAFF_ACTIONS: StaffAction[] = ['REQUEST_DOCS', 'REVIEW', 'SELECT', 'REJECT'];

export const STAFF_TRANSITIONS: Record<StaffAction, { from: ScholStatus[]; to: ScholStatus; label: string }> = {
  REQUEST_DOCS: { from: ['APPLIED', 'REVIEWING'], to: 'DOCS_REQUESTED', label: '서류 보완 요청' },
  REVIEW: { from: ['APPLIED'], to: 'REVIEWING', label: '심사 시작' },
  SELECT: { from: ['APPLIED', 'REVIEWING'], to: 'SELECTED', label: '선정' },
  REJECT: { from: ['APPLIED', 'DOCS_REQUESTED', 'REVIEWING'], to: 'REJECTED', label: '탈락' },
};

/** Why the office may not take this action on an application in this state, or null when it may. */
export function staffActionRefusal(action: StaffAction, status: string): string | null {
  const t = STAFF_TRANSITIONS[action];
  return t.from.includes(status as ScholStatus) ? null : `${scholStatusLabel(status)} 상태인 신청은 ${t.label}할 수 없습니다.`;
}

export interface ApplyWindow {
  applyStartDt: string;
  applyEndDt: string;
}

export type Phase = 'UPCOMING' | 'OPEN' | 'CLOSED';
export const PHASE_LABELS: Record<Phase, string> = { UPCOMING: '접수예정', OPEN: '접수중', CLOSED: '마감' };
export const PHASE_VARIANTS = variantsOf<Phase>({ UPCOMING: 'progress', OPEN: 'good', CLOSED: 'off' });

/** Where the application window stands today (YYYY-MM-DD strings compared as text, both ends count). */
export function phaseOf(w: ApplyWindow, today: string): Phase {
  if (today < w.applyStartDt) return 'UPCOMING';
  if (today > w.applyEndDt) return 'CLOSED';
  return 'OPEN';
}

/** The refusal of the window, or null while it is open. */
export function windowRefusal(w: ApplyWindow, today: string): string | null {
  if (today < w.applyStartDt) return `신청 기간이 아닙니다. ${w.applyStartDt}부터 신청할 수 있습니다.`;
  if (today > w.applyEndDt) return `신청 기간(${w.applyEndDt}까지)이 지났습니다.`;
  return null;
}

export interface EligibilityRules {
  minGrade: number | null;
  minCredits: number | null;
  minGpa: number | null;
  maxIncomeCd: string | null;
  eligibleStatusCds: string[];
}

/** What the rules are checked against: the student's academic record and income bracket. */
export interface StudentFacts {
  grade: number | null;
  earnedCredits: number;
  gpa: number | null;
  incomeCd: string | null;
  shregSt: string | null;
}

export interface Names {
  income: (cd: string) => string;
  status: (cd: string) => string;
}

/** Income brackets are codes '0'..'10': lower is poorer. */
const incomeRank = (cd: string) => (/^\d{1,2}$/.test(cd) ? Number(cd) : Number.POSITIVE_INFINITY);

/** One line per rule, for the list ("3학년 이상 · 평점 3.50 이상"); empty = open to every student. */
export function ruleLines(r: EligibilityRules, names: Names): string[] {
  const out: string[] = [];
  if (r.minGrade !== null) out.push(`${r.minGrade}학년 이상`);
  if (r.minCredits !== null) out.push(`취득학점 ${r.minCredits}학점 이상`);
  if (r.minGpa !== null) out.push(`평점평균 ${r.minGpa.toFixed(2)} 이상`);
  if (r.maxIncomeCd !== null) out.push(`소득분위 ${names.income(r.maxIncomeCd)} 이하`);
  if (r.eligibleStatusCds.length) out.push(`학적: ${r.eligibleStatusCds.map(names.status).join(', ')}`);
  return out;
}

/** Why the student does not meet the rules, each reason with her own figure; empty when she does. */
export function eligibilityReasons(r: EligibilityRules, who: StudentFacts, names: Names): string[] {
  const out: string[] = [];
  if (r.minGrade !== null && !(who.grade !== null && who.grade >= r.minGrade))
    out.push(`${r.minGrade}학년 이상만 신청할 수 있습니다.${who.grade !== null ? ` (현재 ${who.grade}학년)` : ''}`);
  if (r.minCredits !== null && who.earnedCredits < r.minCredits)
    out.push(`취득학점이 ${r.minCredits}학점 이상이어야 합니다. (현재 ${who.earnedCredits}학점)`);
  if (r.minGpa !== null && !(who.gpa !== null && who.gpa >= r.minGpa))
    out.push(`평점평균이 ${r.minGpa.toFixed(2)} 이상이어야 합니다. (현재 ${who.gpa === null ? '성적 없음' : who.gpa.toFixed(2)})`);
  if (r.maxIncomeCd !== null) {
    if (who.incomeCd === null) out.push('소득분위가 등록되어 있지 않습니다. 한국장학재단 소득분위 산정 후 장학팀에 문의해 주세요.');
    else if (incomeRank(who.incomeCd) > incomeRank(r.maxIncomeCd))
      out.push(`소득분위 ${names.income(r.maxIncomeCd)} 이하만 신청할 수 있습니다. (현재 ${names.income(who.incomeCd)})`);
  }
  if (r.eligibleStatusCds.length && !(who.shregSt && r.eligibleStatusCds.includes(who.shregSt)))
    out.push(`${r.eligibleStatusCds.map(names.status).join(', ')} 학생만 신청할 수 있습니다.${who.shregSt ? ` (현재 ${names.status(who.shregSt)})` : ''}`);
  return out;
}

/** "1,000,000원" for a fixed amount, "500,000원 ~ 2,000,000원" for a range. */
export const amountLabel = (s: { amountMin: number; amountMax: number }) => (s.amountMin === s.amountMax ? formatWon(s.amountMin) : `${formatWon(s.amountMin)} ~ ${formatWon(s.amountMax)}`);

/**
 * How a payment reads in the portfolio history: the term, the scholarship and the amount. Titles
 * that already name their year and term (2026학년도 2학기 성적우수장학금) are not prefixed again.
 */
export function paymentTitle(s: { year: number; termCd: string; title: string }, termName: string, amount: string) {
  const prefix = `${s.year}학년도 ${termName}`;
  return `${s.title.startsWith(`${s.year}학년도`) ? s.title : `${prefix} ${s.title}`} ${amount}`;
}
