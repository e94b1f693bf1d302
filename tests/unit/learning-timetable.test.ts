// The timetable rules: time parsing, overlaps (back-to-back blocks are fine), the warnings of a plan
// with their blocking/advice split, the grid's extent, the offering search and the iCalendar file.
import { describe, expect, it } from 'vitest';
import {
  blockingMessage,
  buildCalendar,
  checkPlan,
  filterOfferings,
  findConflicts,
  firstWeekday,
  formatMeetings,
  gridBounds,
  MAX_CREDITS,
  meetingsOverlap,
  safeFileName,
  toMinutes,
  totalCredits,
  type SectionInfo,
} from '@/lib/learning/timetable';
import { OfferingIds, PlanCreateInput, PlanSaveInput } from '@/lib/schemas/timetable';
import { safeParse } from 'zod/mini';

let nextId = 1;
function section(korNm: string, times: [number, string, string][], extra: Partial<SectionInfo> = {}): SectionInfo {
  const id = nextId++;
  return {
    offeringId: id,
    sbjtKeyId: `SBJ${String(id).padStart(5, '0')}`,
    sbjtCd: `CSE${2000 + id}`,
    korNm,
    section: '01',
    credits: 3,
    category: 'MAJOR_ELEC',
    deptCd: 'D4010',
    deptNm: '컴퓨터공학과',
    profNm: '이정민',
    room: '공학관 301',
    times: times.map(([day, start, end]) => ({ day, start, end })),
    prereqs: [],
    ...extra,
  };
}

describe('times', () => {
  it('reads HH:MM as minutes and refuses anything else', () => {
    expect(toMinutes('09:00')).toBe(540);
    expect(toMinutes('13:45')).toBe(825);
    expect(toMinutes('9:00')).toBeNaN();
    expect(toMinutes('24:00')).toBeNaN();
    expect(toMinutes('')).toBeNaN();
  });

  it('overlap needs the same day and a shared minute; back-to-back blocks do not overlap', () => {
    const a = { day: 1, start: '09:00', end: '10:15' };
    expect(meetingsOverlap(a, { day: 1, start: '10:15', end: '11:30' })).toBe(false);
    expect(meetingsOverlap(a, { day: 1, start: '10:14', end: '11:30' })).toBe(true);
    expect(meetingsOverlap(a, { day: 2, start: '09:00', end: '10:15' })).toBe(false);
    expect(meetingsOverlap(a, { day: 1, start: '09:30', end: '09:45' })).toBe(true);
  });

  it('lists meetings in day and time order', () => {
    expect(formatMeetings([{ day: 3, start: '09:00', end: '10:15' }, { day: 1, start: '13:30', end: '14:45' }])).toBe('월 13:30-14:45, 수 09:00-10:15');
  });
});

describe('conflicts', () => {
  it('names both subjects and the shared time', () => {
    const a = section('자료구조', [[1, '10:30', '11:45'], [3, '10:30', '11:45']]);
    const b = section('운영체제', [[3, '11:00', '12:15']]);
    const c = section('선형대수', [[3, '12:15', '13:30']]);
    const conflicts = findConflicts([a, b, c]);
    expect(conflicts).toHaveLength(1);
    expect(conflicts[0]).toMatchObject({ day: 3, start: '11:00', end: '11:45' });
    const [issue] = checkPlan([a, b, c]);
    expect(issue.kind).toBe('CONFLICT');
    expect(issue.blocking).toBe(true);
    expect(issue.message).toContain('자료구조');
    expect(issue.message).toContain('운영체제');
    expect(issue.message).toContain('수 11:00-11:45');
    expect(issue.offeringIds.sort()).toEqual([a.offeringId, b.offeringId].sort());
  });

  it('reports each conflicting pair once, even with several overlapping meetings', () => {
    const a = section('A', [[1, '09:00', '10:15'], [3, '09:00', '10:15']]);
    const b = section('B', [[1, '09:00', '10:15'], [3, '09:00', '10:15']]);
    expect(findConflicts([a, b])).toHaveLength(1);
  });
});

describe('checkPlan', () => {
  it('an empty plan has nothing to say', () => {
    expect(checkPlan([])).toEqual([]);
    expect(blockingMessage([])).toBeNull();
  });

  it('the same subject in two sections blocks saving', () => {
    const a = section('자료구조', [[1, '09:00', '10:15']]);
    const b = { ...section('자료구조', [[2, '09:00', '10:15']]), sbjtKeyId: a.sbjtKeyId, section: '02' };
    const issues = checkPlan([a, b]);
    expect(issues.map((i) => i.kind)).toEqual(['DUPLICATE']);
    expect(issues[0].message).toContain('01분반, 02분반');
  });

  it(`exactly ${MAX_CREDITS} credits is allowed, one more is not`, () => {
    const seven = Array.from({ length: 7 }, (_, i) => section(`과목${i}`, [[1 + (i % 5), `${String(9 + Math.floor(i / 5) * 2).padStart(2, '0')}:00`, `${String(10 + Math.floor(i / 5) * 2).padStart(2, '0')}:15`]]));
    expect(totalCredits(seven)).toBe(21);
    expect(checkPlan(seven)).toEqual([]);
    const more = [...seven, section('하나 더', [[5, '16:00', '17:00']], { credits: 1 })];
    const issues = checkPlan(more);
    expect(issues.map((i) => i.kind)).toEqual(['CREDITS']);
    expect(blockingMessage(issues)).toContain('22학점');
    expect(blockingMessage(issues)).toContain(`${MAX_CREDITS}학점`);
  });

  it('a prerequisite not passed is advice only; one taken this term says so', () => {
    const s = section('운영체제', [[2, '09:00', '10:15']], {
      prereqs: [
        { sbjtKeyId: 'SBJ-A', korNm: '자료구조' },
        { sbjtKeyId: 'SBJ-B', korNm: '컴퓨터구조' },
        { sbjtKeyId: 'SBJ-C', korNm: '프로그래밍기초' },
      ],
    });
    const issues = checkPlan([s], { passed: ['SBJ-C'], inProgress: ['SBJ-B'] });
    expect(issues).toHaveLength(1);
    expect(issues[0]).toMatchObject({ kind: 'PREREQ', blocking: false, offeringIds: [s.offeringId] });
    expect(issues[0].message).toContain("'자료구조'를 아직 이수하지 않았습니다");
    expect(issues[0].message).toContain("'컴퓨터구조'를 이번 학기에 수강 중");
    expect(issues[0].message).not.toContain('프로그래밍기초');
    expect(blockingMessage(issues)).toBeNull();
    expect(checkPlan([s], { passed: ['SBJ-A', 'SBJ-B', 'SBJ-C'] })).toEqual([]);
  });
});

describe('grid bounds', () => {
  it('shows Mon-Fri 09-18 by default and widens for Saturday or late classes', () => {
    expect(gridBounds([])).toEqual({ days: [1, 2, 3, 4, 5], from: 540, to: 1080 });
    expect(gridBounds([section('야간', [[6, '08:30', '19:10']])])).toEqual({ days: [1, 2, 3, 4, 5, 6], from: 480, to: 1200 });
  });
});

describe('offering search', () => {
  const list = [
    section('자료구조', [[1, '09:00', '10:15']], { category: 'MAJOR_REQ' }),
    section('글쓰기와 소통', [[2, '09:00', '10:15']], { category: 'GE_REQ', deptCd: 'GE:GE11', deptNm: '기초교양', profNm: '박소연' }),
    section('통계학개론', [[2, '13:30', '14:45']], { deptCd: 'D3040', deptNm: '통계학과' }),
  ];
  it('matches name, code and professor, and filters by department, category and day', () => {
    expect(filterOfferings(list, { q: '자료' }).map((s) => s.korNm)).toEqual(['자료구조']);
    expect(filterOfferings(list, { q: list[2].sbjtCd.toLowerCase() }).map((s) => s.korNm)).toEqual(['통계학개론']);
    expect(filterOfferings(list, { q: '박소연' }).map((s) => s.korNm)).toEqual(['글쓰기와 소통']);
    expect(filterOfferings(list, { deptCd: 'D3040' }).map((s) => s.korNm)).toEqual(['통계학개론']);
    expect(filterOfferings(list, { category: 'GE_REQ' }).map((s) => s.korNm)).toEqual(['글쓰기와 소통']);
    expect(filterOfferings(list, { day: 2 })).toHaveLength(2);
    expect(filterOfferings(list, { q: '  ' })).toHaveLength(3);
  });
});

describe('iCalendar', () => {
  it('finds the first class day of the term for each weekday', () => {
    // 2027-03-02 is a Tuesday.
    expect(firstWeekday('2027-03-02', 2)).toBe('2027-03-02');
    expect(firstWeekday('2027-03-02', 1)).toBe('2027-03-08');
    expect(firstWeekday('2027-03-02', 5)).toBe('2027-03-05');
  });

  it('one weekly event per meeting, in Korean time, until the last day of the term', async () => {
    const s = section('자료구조', [[1, '09:00', '10:15'], [3, '13:30', '14:45']]);
    const text = await buildCalendar({ calName: '2027학년도 1학기 1안', startDt: '2027-03-02', endDt: '2027-06-20', sections: [s] });
    const unfolded = text.replace(/\r\n[ \t]/g, '');
    expect(unfolded).toContain('BEGIN:VCALENDAR');
    expect(unfolded).toContain('X-WR-TIMEZONE:Asia/Seoul');
    expect(unfolded.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(unfolded).toContain('SUMMARY:자료구조');
    expect(unfolded).toContain('LOCATION:공학관 301');
    // Monday 8 March 09:00 in Seoul is 00:00 UTC; Wednesday 3 March 13:30 is 04:30 UTC.
    expect(unfolded).toContain('DTSTART:20270308T000000Z');
    expect(unfolded).toContain('DTEND:20270308T011500Z');
    expect(unfolded).toContain('DTSTART:20270303T043000Z');
    expect(unfolded.match(/RRULE:FREQ=WEEKLY;UNTIL=20270620T145959Z/g)).toHaveLength(2);
  });

  it('an empty timetable is still a valid calendar', async () => {
    const text = await buildCalendar({ calName: '빈 시간표', startDt: '2027-03-02', endDt: '2027-06-20', sections: [] });
    expect(text).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(text).toContain('END:VCALENDAR');
    expect(text).not.toContain('VEVENT');
  });

  it('file names lose characters file systems refuse', () => {
    expect(safeFileName('2027학년도 1학기 1/2안?')).toBe('2027학년도 1학기 1_2안_');
  });
});

describe('plan inputs', () => {
  it('trims the name and requires 1-20 characters', () => {
    expect(safeParse(PlanSaveInput, { name: '  1안 ', offeringIds: [1] })).toMatchObject({ success: true, data: { name: '1안' } });
    expect(safeParse(PlanSaveInput, { name: '   ', offeringIds: [] }).success).toBe(false);
    expect(safeParse(PlanSaveInput, { name: '가'.repeat(21), offeringIds: [] }).success).toBe(false);
  });

  it('offering ids are distinct positive integers', () => {
    expect(safeParse(OfferingIds, [1, 2, 3]).success).toBe(true);
    expect(safeParse(OfferingIds, [1, 1]).error?.issues[0].message).toBe('같은 분반이 두 번 들어 있습니다.');
    expect(safeParse(OfferingIds, [0]).success).toBe(false);
    expect(safeParse(OfferingIds, ['1']).success).toBe(false);
    expect(safeParse(OfferingIds, Array.from({ length: 21 }, (_, i) => i + 1)).success).toBe(false);
  });

  it('a new plan may start empty', () => {
    expect(safeParse(PlanCreateInput, { name: '2안' })).toMatchObject({ success: true, data: { offeringIds: [] } });
  });
});
