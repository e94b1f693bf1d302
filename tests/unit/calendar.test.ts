import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { TERM_CODES, TERM_NAMES, UI, WEEKDAYS, addDays, daysBetween, formatSeoulDate, formatSeoulDateTime, gradeTermName, regularTermOf, seoulDateOf, seoulDayStartOf, seoulInstantOf, seoulIsoOf, seoulLocalOf, seoulStampOf, seoulTimeOf, seoulToday, termNm, weekdayOf, yearTermName } from '../../src/lib/calendar';
import { termText } from '../../src/lib/learning/diagnosis';
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { termName as gradTermName } from '../../src/lib/learning/grad-view';
import { TERM_NAMES as adminTermNames } from '../../src/lib/schemas/learning-admin';

describe('calendar terms', () => {
  it('names every term code the seeded calendar uses', () => {
    const seed = readFileSync(resolve(process.cwd(), 'db/seed/calendar.ts'), 'utf8');
    const used = new Set([...seed.matchAll(/termCd: '(\d+)'/g)].map((m) => m[1]));
    expect(used.size).toBeGreaterThan(0);
    for (const cd of used) expect(TERM_CODES).toContain(cd);
  });

  it('names regular and seasonal terms apart', () => {
    expect(termNm('10')).toBe('1학기');
    expect(termNm('15')).toBe('여름학기');
    expect(termNm('20')).toBe('2학기');
    expect(termNm('25')).toBe('겨울학기');
    expect(termNm('99')).toBe('99');
    expect(adminTermNames).toBe(TERM_NAMES);
  });

  it('graduation what-if names summer and winter terms by the codes the data uses', () => {
    expect(gradTermName(2026, '15')).toBe('2026-여름학기');
    expect(gradTermName(2026, '25')).toBe('2026-겨울학기');
    expect(gradTermName(2026, '10')).toBe('2026-1학기');
    expect(gradTermName(null, null)).toBe('수강 예정');
    expect(yearTermName(2025, '20')).toBe('2025-2학기');
  });
});

describe('term names have one home', () => {
  it('names curriculum slots and diagnosis terms from it, seasonal terms included', () => {
    expect(gradeTermName(2, '10')).toBe('2학년 1학기');
    expect(gradeTermName(2, '15')).toBe('2학년 여름학기');
    expect(gradeTermName(3, '20')).toBe('3학년 2학기');
    expect(gradeTermName(3, '25')).toBe('3학년 겨울학기');
    expect(gradeTermName(null, '10')).toBe('');
    expect(termText({ year: 2026, termCd: '15' })).toBe('2026학년도 여름학기');
  });

  it('is not written out again: no term table or "first term or else second" choice outside the calendar module', () => {
    const SRC = resolve(process.cwd(), 'src');
    const files = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(join(dir, e.name)) : /\.(ts|tsx|astro)$/.test(e.name) ? [join(dir, e.name)] : []));
    // The staff subject list once read `t === '10' ? '1학기' : '2학기'`, and the what-if view kept its own table.
    const copy = /=== '(10|20)' \?|['"`](1|2)학기['"`]|['"`](여름|겨울)(계절)?학기['"`]/;
    const found = files(SRC)
      .filter((f) => !f.endsWith(join('lib', 'calendar.ts')))
      .flatMap((f) =>
        readFileSync(f, 'utf8')
          .split('\n')
          .map((line, i) => ({ f, i, line }))
          .filter(({ line }) => copy.test(line)),
      );
    expect(found.map(({ f, i, line }) => `${relative(SRC, f)}:${i + 1}: ${line.trim()}`)).toEqual([]);
  });
});

describe('Seoul date', () => {
  it('is already the next day in Seoul after 15:00 UTC', () => {
    expect(seoulToday(new Date('2026-11-24T14:59:59Z'))).toBe('2026-11-24');
    expect(seoulToday(new Date('2026-11-24T15:00:00Z'))).toBe('2026-11-25');
    expect(seoulToday(new Date('2026-12-31T15:30:00Z'))).toBe('2027-01-01');
  });

  it('honours a pinned date and ignores a malformed one', () => {
    expect(seoulToday(new Date('2026-11-24T15:00:00Z'), '2026-11-22')).toBe('2026-11-22');
    expect(seoulToday(new Date('2026-11-24T15:00:00Z'), '22/11/2026')).toBe('2026-11-25');
  });

  it('names weekdays of calendar dates', () => {
    expect(WEEKDAYS).toHaveLength(7);
    expect(weekdayOf('2026-11-25')).toBe('수');
    expect(weekdayOf('2026-11-22')).toBe('일');
  });

  it('finds the regular term of a date, January belonging to the previous year', () => {
    expect(regularTermOf('2026-03-02')).toEqual({ year: 2026, termCd: '10' });
    expect(regularTermOf('2026-08-31')).toEqual({ year: 2026, termCd: '10' });
    expect(regularTermOf('2026-11-25')).toEqual({ year: 2026, termCd: '20' });
    expect(regularTermOf('2027-02-10')).toEqual({ year: 2026, termCd: '20' });
  });

  it('keeps the spec interface constants', () => {
    expect(UI.selectMaxHeight).toBe(310);
    expect(UI.comboboxMaxHeight).toBe(310);
    expect(UI.ratingLength).toBe(5);
    expect(UI.toastMs).toBe(3000);
  });
});

describe('calendar arithmetic and Seoul time', () => {
  it('adds days across months and years, counts days between, and gives HH:mm in Seoul', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysBetween('2026-02-28', '2026-03-01')).toBe(1);
    expect(daysBetween('2026-10-10', '2026-10-10')).toBe(0);
    expect(seoulTimeOf(new Date('2026-11-25T15:05:00Z'))).toBe('00:05');
    expect(seoulTimeOf(new Date('2026-11-25T00:30:00Z'))).toBe('09:30');
    expect(seoulDateOf(new Date('2026-11-25T15:05:00Z'))).toBe('2026-11-26');
  });
});

describe('datetime-local values in Seoul', () => {
  it('reads a form value as Seoul wall time unless it names its offset, and writes it back', () => {
    const at = seoulInstantOf('2026-12-02T23:59');
    expect(at.toISOString()).toBe('2026-12-02T14:59:00.000Z');
    expect(seoulInstantOf('2026-12-02T23:59:30').toISOString()).toBe('2026-12-02T14:59:30.000Z');
    expect(seoulInstantOf('2026-12-02T14:59:00Z').getTime()).toBe(at.getTime());
    expect(seoulLocalOf(at)).toBe('2026-12-02T23:59');
    expect(seoulLocalOf(at.toISOString())).toBe('2026-12-02T23:59');
    expect(seoulStampOf(at)).toBe('2026-12-02 23:59');
  });
});

describe('Seoul dates and times as lists show them', () => {
  it('are the same whatever zone the reader is in, and empty for what is not a time', () => {
    expect(formatSeoulDate('2026-11-25T15:05:00Z')).toBe('2026.11.26');
    expect(formatSeoulDateTime(new Date('2026-11-25T15:05:00Z'))).toBe('2026.11.26 00:05');
    expect(formatSeoulDateTime('not a time')).toBe('');
    expect(seoulIsoOf(new Date('2026-11-25T15:05:00Z'))).toBe('2026-11-26T00:05:00+09:00');
    expect(seoulDayStartOf('2026-11-26').toISOString()).toBe('2026-11-25T15:00:00.000Z');
  });
});

describe('the clock and Seoul times have one home', () => {
  const SRC = resolve(process.cwd(), 'src');
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(join(dir, e.name)) : /\.(ts|tsx|astro)$/.test(e.name) ? [join(dir, e.name)] : []));
  const linesMatching = (pattern: RegExp, homes: string[]) =>
    files(SRC)
      .filter((f) => !homes.some((h) => f.endsWith(h)))
      .flatMap((f) =>
        readFileSync(f, 'utf8')
          .split('\n')
          .map((line, i) => ({ f, i, line }))
          .filter(({ line }) => pattern.test(line) && !/^\s*(\/\/|\*|\/\*)/.test(line) && !/\/\/ ISO with \+09:00$/.test(line.trim())),
      )
      .map(({ f, i, line }) => `${relative(SRC, f)}:${i + 1}: ${line.trim()}`);

  it('builds no +09:00 instant and no Seoul formatter by hand outside the calendar module', () => {
    expect(linesMatching(/\+09:00['"`]|\+09:00\$|T\d\d:\d\d(:\d\d)?\+09|timeZone:/, [join('lib', 'calendar.ts')])).toEqual([]);
  });

  it('reads the pinned date only through the clock', () => {
    expect(linesMatching(/PORTAL_TODAY|todayInSeoul|portalNow/, [join('lib', 'server', 'config.ts'), join('lib', 'calendar.ts'), join('lib', 'server', 'clock.ts')])).toEqual([]);
  });
});

describe('Korean data and value rules have one home', () => {
  const SRC = resolve(process.cwd(), 'src');
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(join(dir, e.name)) : /\.(ts|tsx|astro)$/.test(e.name) ? [join(dir, e.name)] : []));
  const copies = (pattern: RegExp, homes: string[]) =>
    files(SRC)
      .filter((f) => !homes.some((h) => f.endsWith(h)))
      .flatMap((f) =>
        readFileSync(f, 'utf8')
          .split('\n')
          .map((line, i) => ({ f, i, line }))
          .filter(({ line }) => pattern.test(line) && !/^\s*(\/\/|\*|\/\*)/.test(line)),
      )
      .map(({ f, i, line }) => `${relative(SRC, f)}:${i + 1}: ${line.trim()}`);

  it('names subject categories only in the categories module', () => {
    expect(copies(/['"`](전공필수|전공선택|교양필수|교양선택|일반선택)['"`]|CATEGORY_(LABELS|NAMES)\b|const categoryName\b/, [join('lib', 'learning', 'categories.ts')])).toEqual([]);
  });

  it('checks dates with the strict rule of the shared fields, never a pattern that takes 2026-02-31', () => {
    expect(copies(/\\d\{4\}-\\d\{2\}-\\d\{2\}|\[0-9\]\{4\}-/, [join('lib', 'schemas', 'fields.ts')])).toEqual([]);
  });

  it('has one phone number rule and builds tel: links in one place', () => {
    expect(copies(/tel:|const PHONE|0\[0-9\]|\[0-9-\]\{\d/, [join('lib', 'text', 'phone.ts'), join('lib', 'server', 'sanitize.ts')])).toEqual([]);
  });
});
