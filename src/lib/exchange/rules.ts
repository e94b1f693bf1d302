// Exchange programmes (교환학생): application states, language test scales and who may choose which
// university. Pure rules shared by the server and the pages; no database here.
import { josa } from '../text/josa';
import { variantsOf } from '../status';

export type ExchangeStatus = 'APPLIED' | 'SCREENING' | 'SELECTED' | 'FAILED' | 'DISPATCHED' | 'CANCELLED';
export const EXCHANGE_STATUSES: ExchangeStatus[] = ['APPLIED', 'SCREENING', 'SELECTED', 'FAILED', 'DISPATCHED', 'CANCELLED'];

export const EXCHANGE_STATUS_LABELS: Record<ExchangeStatus, string> = {
  APPLIED: '신청',
  SCREENING: '서류심사',
  SELECTED: '선발',
  FAILED: '탈락',
  DISPATCHED: '파견',
  CANCELLED: '취소',
};

/** Bootstrap colours of the status badges. */
export const EXCHANGE_STATUS_VARIANTS = variantsOf<ExchangeStatus>({
  APPLIED: 'new',
  SCREENING: 'progress',
  SELECTED: 'good',
  FAILED: 'bad',
  DISPATCHED: 'done',
  CANCELLED: 'off',
});

export const exchangeStatusLabel = (s: string) => EXCHANGE_STATUS_LABELS[s as ExchangeStatus] ?? s;

/** Selections that hold one of a university's seats in a round. */
export const SEAT_STATUSES: ExchangeStatus[] = ['SELECTED', 'DISPATCHED'];

/** What staff may do from each state. */
export type ExchangeAction = 'SCREEN' | 'SELECT' | 'FAIL' | 'DISPATCH';
export const ACTION_FROM: Record<ExchangeAction, ExchangeStatus[]> = {
  SCREEN: ['APPLIED'],
  SELECT: ['SCREENING'],
  FAIL: ['APPLIED', 'SCREENING'],
  DISPATCH: ['SELECTED'],
};
export const ACTION_TO: Record<ExchangeAction, ExchangeStatus> = { SCREEN: 'SCREENING', SELECT: 'SELECTED', FAIL: 'FAILED', DISPATCH: 'DISPATCHED' };
export const ACTION_LABELS: Record<ExchangeAction, string> = { SCREEN: '서류심사 시작', SELECT: '선발', FAIL: '탈락', DISPATCH: '파견 확정' };

export const MAX_CHOICES = 3;

/**
 * The language tests and their scales. Level-based certificates are entered as a number: JLPT
 * N1=5 … N5=1, HSK by its level, DELF/DELE A1=1 … C2=6, TestDaF by its mean level (3-5).
 */
export const LANG_TESTS: Record<string, { max: number; step: number; unit: string; levels?: Record<number, string> }> = {
  TOEFL: { max: 120, step: 1, unit: '점' },
  IELTS: { max: 9, step: 0.5, unit: '' },
  JLPT: { max: 5, step: 1, unit: '', levels: { 5: 'N1', 4: 'N2', 3: 'N3', 2: 'N4', 1: 'N5' } },
  HSK: { max: 6, step: 1, unit: '급' },
  DELF: { max: 6, step: 1, unit: '', levels: { 1: 'A1', 2: 'A2', 3: 'B1', 4: 'B2', 5: 'C1', 6: 'C2' } },
  TESTDAF: { max: 5, step: 1, unit: '' },
  DELE: { max: 6, step: 1, unit: '', levels: { 1: 'A1', 2: 'A2', 3: 'B1', 4: 'B2', 5: 'C1', 6: 'C2' } },
};
export const LANG_TEST_CODES = Object.keys(LANG_TESTS);

/** How level certificates are entered, for the form's hint: "JLPT N1=5 … N5=1". */
export const LEVEL_HINT = Object.entries(LANG_TESTS)
  .filter(([, t]) => t.levels)
  .map(([cd, t]) => {
    const pairs = Object.entries(t.levels!).sort((a, b) => Number(b[0]) - Number(a[0]));
    return `${cd} ${pairs[0][1]}=${pairs[0][0]} … ${pairs[pairs.length - 1][1]}=${pairs[pairs.length - 1][0]}`;
  })
  .join(', ');

/** A score as people say it: "TOEFL iBT 90점", "JLPT N2", "IELTS 6.5". */
export function scoreText(testCd: string, score: number, testNm = testCd): string {
  const t = LANG_TESTS[testCd];
  if (!t) return `${testNm} ${score}`;
  if (t.levels?.[score]) return `${testNm} ${t.levels[score]}`;
  return `${testNm} ${score}${t.unit}`;
}

/** Why a score does not fit its test's scale, or null. */
export function scoreRefusal(testCd: string, score: number): string | null {
  const t = LANG_TESTS[testCd];
  if (!t) return '어학시험 종류가 올바르지 않습니다.';
  if (score < 0 || score > t.max) return `${testCd} 점수는 0에서 ${t.max} 사이여야 합니다.`;
  if (Math.round(score / t.step) * t.step !== score) return `${testCd} 점수는 ${t.step} 단위로 입력해 주세요.`;
  return null;
}

export type WindowState = 'BEFORE' | 'OPEN' | 'CLOSED';
export const WINDOW_LABELS: Record<WindowState, string> = { BEFORE: '접수 예정', OPEN: '접수 중', CLOSED: '접수 마감' };
export function windowState(r: { applyStartDt: string; applyEndDt: string }, today: string): WindowState {
  if (today < r.applyStartDt) return 'BEFORE';
  if (today > r.applyEndDt) return 'CLOSED';
  return 'OPEN';
}

export interface UnivRequirement {
  univNm: string;
  useYn: string;
  testCd: string | null;
  minScore: number | null;
  minGpa: number | null;
  termsOffered: string[];
}

/**
 * Why a student may not choose this university for this round, one sentence each (empty when
 * she may). `testNm` names the test as the page does.
 */
export function choiceRefusals(u: UnivRequirement, facts: { gpa: number | null; termCd: string; scores: Map<string, number> }, testNm?: string): string[] {
  const out: string[] = [];
  if (u.useYn !== 'Y') out.push(`${josa(u.univNm, '은/는')} 지금 교류하지 않는 대학입니다.`);
  if (!u.termsOffered.includes(facts.termCd)) out.push(`${josa(u.univNm, '은/는')} 이 학기에 교환학생을 받지 않습니다.`);
  if (u.minGpa !== null) {
    if (facts.gpa === null) out.push(`${u.univNm}: 평점 ${u.minGpa.toFixed(2)} 이상이 필요하지만 아직 성적이 없습니다.`);
    else if (facts.gpa < u.minGpa) out.push(`${u.univNm}: 평점 ${u.minGpa.toFixed(2)} 이상이 필요합니다. (현재 ${facts.gpa.toFixed(2)})`);
  }
  if (u.testCd && u.minScore !== null) {
    const have = facts.scores.get(u.testCd);
    const need = scoreText(u.testCd, u.minScore, testNm ?? u.testCd);
    if (have === undefined) out.push(`${u.univNm}: ${need} 이상의 어학 성적이 필요합니다.`);
    else if (have < u.minScore) out.push(`${u.univNm}: ${need} 이상이 필요합니다. (제출 ${scoreText(u.testCd, have, testNm ?? u.testCd)})`);
  }
  return out;
}

/** An incoming exchange student's portal id: ex + year + term + her registration number, e.g. ex2027100012. */
export function incomingUserId(year: number, termCd: string, incomingId: number) {
  return `ex${year}${termCd}${String(incomingId).padStart(4, '0')}`;
}
