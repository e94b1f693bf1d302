// Academic terms and the academic calendar. The demo world's today is 2026-11-22 (2026학년도 2학기).
import type { schema } from '../../src/lib/server/db/index';

type Term = typeof schema.academicTerms.$inferInsert;
type CalendarEvent = typeof schema.calendarEvents.$inferInsert;

export const DEMO_TODAY = '2026-11-22';

export const TERMS: Term[] = [
  { year: 2025, termCd: '10', termNm: '1학기', startDt: '2025-03-04', endDt: '2025-06-20' },
  { year: 2025, termCd: '20', termNm: '2학기', startDt: '2025-09-01', endDt: '2025-12-19' },
  { year: 2026, termCd: '10', termNm: '1학기', startDt: '2026-03-02', endDt: '2026-06-21' },
  { year: 2026, termCd: '15', termNm: '여름계절학기', startDt: '2026-06-22', endDt: '2026-07-17' },
  { year: 2026, termCd: '20', termNm: '2학기', startDt: '2026-09-01', endDt: '2026-12-21' },
  { year: 2026, termCd: '25', termNm: '겨울계절학기', startDt: '2026-12-22', endDt: '2027-01-22' },
  { year: 2027, termCd: '10', termNm: '1학기', startDt: '2027-03-02', endDt: '2027-06-20' },
];

/** [title, startDt, endDt, category] */
const EVENTS: [string, string, string, string][] = [
  ['2026학년도 2학기 개강', '2026-09-01', '2026-09-01', '학사'],
  ['2학기 수강신청 정정', '2026-09-01', '2026-09-07', '수강'],
  ['추석 연휴', '2026-09-24', '2026-09-26', '휴일'],
  ['2학기 수강철회', '2026-09-28', '2026-10-02', '수강'],
  ['2학기 중간고사', '2026-10-19', '2026-10-23', '시험'],
  ['2학기 중간 강의평가', '2026-10-26', '2026-11-06', '학사'],
  ['겨울계절학기 수강신청', '2026-11-24', '2026-11-26', '수강'],
  ['2027학년도 1학기 휴·복학 신청', '2026-11-30', '2027-02-19', '학적'],
  ['2학기 기말고사', '2026-12-14', '2026-12-18', '시험'],
  ['2학기 종강', '2026-12-21', '2026-12-21', '학사'],
  ['2학기 성적 공시 및 이의신청', '2026-12-28', '2026-12-30', '성적'],
  ['겨울계절학기 수업', '2026-12-22', '2027-01-22', '학사'],
  ['2027학년도 1학기 수강신청 장바구니', '2027-01-26', '2027-01-28', '수강'],
  ['2027학년도 1학기 수강신청', '2027-02-09', '2027-02-12', '수강'],
  ['2027년 2월 학위수여식', '2027-02-19', '2027-02-19', '학사'],
  ['2027학년도 1학기 등록금 납부', '2027-02-22', '2027-02-26', '등록'],
  ['2027학년도 1학기 개강', '2027-03-02', '2027-03-02', '학사'],
];

export function calendarEventRows(): CalendarEvent[] {
  return EVENTS.map(([title, startDt, endDt, category]) => ({ title, startDt, endDt, category }));
}
