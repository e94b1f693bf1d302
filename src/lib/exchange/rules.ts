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

/** Scores from `from` to `to` by `step`, lowest first, as they are written (IELTS with one decimal). */
function scale(from: number, to: number, step: number, decimals = 0): string[] {
  const out: string[] = [];
  for (let v = from; v <= to + 1e-9; v += step) out.push(v.toFixed(decimals));
  return out;
}

export interface LangTest {
  /** Every result the test reports, lowest first, exactly as stored ("N2", "6.5", "95", "B2"). */
  levels: readonly string[];
  /** What a result is called on the form ("급수", "밴드", "점수", "등급"). */
  kind: string;
  /** A result as written after the test's name: "N2", "5급", "95점", "TDN 4". */
  show(level: string): string;
}

const CEFR = ['A1', 'A2', 'B1', 'B2', 'C1', 'C2'];

/**
 * The language tests and the results each reports. A result is stored as people say it (JLPT N2,
 * not a code), and compared by its place in `levels`: for JLPT N1 is the highest and N5 the lowest.
 */
export const LANG_TESTS: Record<string, LangTest> = {
  TOEFL: { levels: scale(0, 120, 1), kind: '점수', show: (l) => `${l}점` },
  IELTS: { levels: scale(1, 9, 0.5, 1), kind: '밴드', show: (l) => l },
  JLPT: { levels: ['N5', 'N4', 'N3', 'N2', 'N1'], kind: '급수', show: (l) => l },
  HSK: { levels: scale(1, 6, 1), kind: '급수', show: (l) => `${l}급` },
  TOPIK: { levels: scale(1, 6, 1), kind: '급수', show: (l) => `${l}급` },
  DELF: { levels: CEFR, kind: '등급', show: (l) => l },
  TESTDAF: { levels: ['3', '4', '5'], kind: '등급', show: (l) => `TDN ${l}` },
  DELE: { levels: CEFR, kind: '등급', show: (l) => l },
};
export const LANG_TEST_CODES = Object.keys(LANG_TESTS);

/** The choices of a test's result list, best first (what a student picks from). */
export function levelChoices(testCd: string): { value: string; label: string }[] {
  const t = LANG_TESTS[testCd];
  return t ? [...t.levels].reverse().map((l) => ({ value: l, label: t.show(l) })) : [];
}

/**
 * A result as stored, from what someone typed or picked: "n2" -> "N2", "6" -> "6.0" (IELTS),
 * "5급" -> "5", "TDN 4" -> "4", "095" -> "95". Anything else is returned as given (then refused).
 */
export function normaliseLevel(testCd: string, raw: string): string {
  const t = LANG_TESTS[testCd];
  const v = raw.trim().toUpperCase().replace(/\s+/g, ' ');
  if (!t) return v;
  if (t.levels.includes(v)) return v;
  const bare = v.replace(/^TDN\s*/, '').replace(/(급|점|BAND)$/, '').trim();
  if (/^\d+(\.\d+)?$/.test(bare)) {
    const n = Number(bare);
    const written = testCd === 'IELTS' ? n.toFixed(1) : String(n);
    if (t.levels.includes(written)) return written;
  }
  return t.levels.includes(bare) ? bare : v;
}

/** The place of a result on its test's scale (higher is better), or null for one the test does not report. */
export function levelRank(testCd: string, level: string): number | null {
  const i = LANG_TESTS[testCd]?.levels.indexOf(level) ?? -1;
  return i < 0 ? null : i;
}

/** A result as people say it: "TOEFL iBT 90점", "JLPT N2", "IELTS 6.5", "HSK 5급". */
export function levelText(testCd: string, level: string, testNm = testCd): string {
  const t = LANG_TESTS[testCd];
  return `${testNm} ${t && t.levels.includes(level) ? t.show(level) : level}`;
}

/** Why a result is not one its test reports, or null. */
export function levelRefusal(testCd: string, level: string, testNm = testCd): string | null {
  const t = LANG_TESTS[testCd];
  if (!t) return '어학시험 종류가 올바르지 않습니다.';
  if (t.levels.includes(level)) return null;
  const [low, high] = [t.levels[0], t.levels[t.levels.length - 1]];
  return `${testNm} ${josa(t.kind, '은/는')} ${t.show(high)}부터 ${t.show(low)}까지의 목록에서 골라 주세요.`;
}

export type WindowState = 'BEFORE' | 'OPEN' | 'CLOSED';
export const WINDOW_LABELS: Record<WindowState, string> = { BEFORE: '접수 예정', OPEN: '접수 중', CLOSED: '접수 마감' };
export const WINDOW_VARIANTS = variantsOf<WindowState>({ BEFORE: 'progress', OPEN: 'good', CLOSED: 'off' });
export function windowState(r: { applyStartDt: string; applyEndDt: string }, today: string): WindowState {
  if (today < r.applyStartDt) return 'BEFORE';
  if (today > r.applyEndDt) return 'CLOSED';
  return 'OPEN';
}

export interface UnivRequirement {
  univNm: string;
  useYn: string;
  testCd: string | null;
  minLevel: string | null;
  minGpa: number | null;
  termsOffered: string[];
}

/**
 * Why a student may not choose this university for this round, one sentence each (empty when
 * she may). `scores` holds her result of each test, as stored; `testNm` names the test as the page does.
 */
export function choiceRefusals(u: UnivRequirement, facts: { gpa: number | null; termCd: string; scores: Map<string, string> }, testNm?: string): string[] {
  const out: string[] = [];
  if (u.useYn !== 'Y') out.push(`${josa(u.univNm, '은/는')} 지금 교류하지 않는 대학입니다.`);
  if (!u.termsOffered.includes(facts.termCd)) out.push(`${josa(u.univNm, '은/는')} 이 학기에 교환학생을 받지 않습니다.`);
  if (u.minGpa !== null) {
    if (facts.gpa === null) out.push(`${u.univNm}: 평점 ${u.minGpa.toFixed(2)} 이상이 필요하지만 아직 성적이 없습니다.`);
    else if (facts.gpa < u.minGpa) out.push(`${u.univNm}: 평점 ${u.minGpa.toFixed(2)} 이상이 필요합니다. (현재 ${facts.gpa.toFixed(2)})`);
  }
  if (u.testCd && u.minLevel !== null) {
    const have = facts.scores.get(u.testCd);
    const name = testNm ?? u.testCd;
    const need = levelText(u.testCd, u.minLevel, name);
    const [haveRank, needRank] = [have === undefined ? null : levelRank(u.testCd, have), levelRank(u.testCd, u.minLevel)];
    if (have === undefined) out.push(`${u.univNm}: ${need} 이상의 어학 성적이 필요합니다.`);
    else if (haveRank === null || needRank === null || haveRank < needRank) out.push(`${u.univNm}: ${need} 이상이 필요합니다. (제출 ${levelText(u.testCd, have, name)})`);
  }
  return out;
}

/** An incoming exchange student's portal id: ex + year + term + her registration number, e.g. ex2027100012. */
export function incomingUserId(year: number, termCd: string, incomingId: number) {
  return `ex${year}${termCd}${String(incomingId).padStart(4, '0')}`;
}
