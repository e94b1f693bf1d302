// The deadline rules of postings, computed on calendar days (no time zone involved), and the
// schema the list's GET form is parsed with.
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { DEPT_JOB_FAMILIES, dDayLabel, dDayVariant, postingPhase } from '@/lib/recruiting/postings';
import { daysBetween } from '@/lib/calendar';
import { PostingInput, PostingQuery } from '@/lib/schemas/recruiting';

const open = (openDt: string, deadlineDt: string, status = 'OPEN') => ({ status, openDt, deadlineDt });

describe('posting deadlines', () => {
  it('counts whole days across months and years', () => {
    expect(daysBetween('2026-11-22', '2026-11-22')).toBe(0);
    expect(daysBetween('2026-11-22', '2026-12-04')).toBe(12);
    expect(daysBetween('2026-12-30', '2027-01-02')).toBe(3);
  });

  it('is open until the end of its deadline day, then closed', () => {
    expect(postingPhase(open('2026-11-01', '2026-11-22'), '2026-11-22')).toBe('OPEN');
    expect(dDayLabel(open('2026-11-01', '2026-11-22'), '2026-11-22')).toBe('D-Day');
    expect(postingPhase(open('2026-11-01', '2026-11-21'), '2026-11-22')).toBe('CLOSED');
    expect(dDayLabel(open('2026-11-01', '2026-11-21'), '2026-11-22')).toBe('마감');
    expect(dDayLabel(open('2026-11-01', '2026-11-29'), '2026-11-22')).toBe('D-7');
  });

  it('is closed when staff closed it early, and upcoming before it opens', () => {
    expect(postingPhase(open('2026-11-01', '2026-12-31', 'CLOSED'), '2026-11-22')).toBe('CLOSED');
    expect(postingPhase(open('2026-11-25', '2026-12-31'), '2026-11-22')).toBe('UPCOMING');
    expect(dDayLabel(open('2026-11-25', '2026-12-31'), '2026-11-22')).toBe('D-39');
  });

  it('turns red in the last three days', () => {
    expect(dDayVariant(open('2026-11-01', '2026-11-25'), '2026-11-22')).toBe('danger');
    expect(dDayVariant(open('2026-11-01', '2026-11-26'), '2026-11-22')).toBe('primary');
    expect(dDayVariant(open('2026-11-01', '2026-11-20'), '2026-11-22')).toBe('secondary');
  });

  it('maps every department to at least one job family', () => {
    for (const [dept, families] of Object.entries(DEPT_JOB_FAMILIES)) expect(families.length, dept).toBeGreaterThan(0);
  });
});

describe('posting schemas', () => {
  it('reads the list form with every select left at 전체', () => {
    const q = z.parse(PostingQuery, { keyword: ' 인턴 ', jobClsCd: '', empTypeCd: '', deadline: '', sort: '', bookmarked: '', page: '' });
    expect(q).toMatchObject({ keyword: '인턴', page: 1, size: 10 });
    expect(q.deadline).toBeUndefined();
  });

  it('refuses a deadline before the opening day with a Korean message on the deadline', () => {
    const r = z.safeParse(PostingInput, { companyId: 1, title: '데이터 분석가 채용', jobClsCd: 'JOB02', empTypeCd: 'FULL', regionCd: 'SEOUL', careerLvlCd: 'NEW', openDt: '2026-12-10', deadlineDt: '2026-12-01', requirements: '관련 전공 졸업(예정)자', howToApply: '홈페이지에서 지원합니다.' });
    expect(r.success).toBe(false);
    expect(r.error!.issues.find((i) => i.path[0] === 'deadlineDt')?.message).toBe('마감일은 접수 시작일보다 빠를 수 없습니다.');
  });
});
