// One set of status colours: every area says what its statuses mean, and the same meaning has the
// same colour everywhere. A colour table keyed by status codes anywhere else in the sources fails here,
// as the second counselling palette (신청 blue on the student's cards, yellow on the counsellor's) would have.
import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { TONE_VARIANTS, badgeClass, variantsOf } from '@/lib/status';
import { STATUS_TONES as CNSL_TONES, statusBadgeClass } from '@/lib/counselling/kinds';
import { CAREER_STATUS_VARIANTS, PHASE_VARIANTS as CAREER_PHASES } from '@/lib/career/programs';
import { SCHOL_STATUS_VARIANTS, PHASE_VARIANTS as SCHOL_PHASES } from '@/lib/scholarships/rules';
import { MEMBER_STATUS_VARIANTS, RECRUIT_VARIANTS } from '@/lib/clubs/rules';
import { EXCHANGE_STATUS_VARIANTS } from '@/lib/exchange/rules';
import { APPL_STATUS_VARIANTS } from '@/lib/learning/tracks';
import { POSTING_STATUS_VARIANTS, PHASE_VARIANTS as POSTING_PHASES } from '@/lib/recruiting/postings';
import { docStateBadge } from '@/lib/content/states';
import { subjectStatusBadge } from '@/lib/learning/subject-status';
import { progressBadge } from '@/lib/learning/tracks';

const AREAS: Record<string, Record<string, string>> = {
  counselling: variantsOf(CNSL_TONES),
  career: CAREER_STATUS_VARIANTS,
  scholarships: SCHOL_STATUS_VARIANTS,
  clubs: MEMBER_STATUS_VARIANTS,
  exchange: EXCHANGE_STATUS_VARIANTS,
  tracks: APPL_STATUS_VARIANTS,
  postings: POSTING_STATUS_VARIANTS,
};

describe('status colours', () => {
  it('come only from the one palette', () => {
    const palette = new Set(Object.values(TONE_VARIANTS));
    for (const [area, map] of Object.entries({ ...AREAS, careerPhases: CAREER_PHASES, scholPhases: SCHOL_PHASES, postingPhases: POSTING_PHASES, clubRecruit: RECRUIT_VARIANTS })) {
      for (const [status, variant] of Object.entries(map)) expect(palette.has(variant), `${area} ${status}`).toBe(true);
    }
  });

  it('give a status the same colour in every area that has it', () => {
    const seen = new Map<string, { area: string; variant: string }>();
    for (const [area, map] of Object.entries(AREAS)) {
      for (const [status, variant] of Object.entries(map)) {
        const first = seen.get(status);
        if (first) expect(variant, `${status}: ${first.area} ${first.variant}, ${area} ${variant}`).toBe(first.variant);
        else seen.set(status, { area, variant });
      }
    }
    // The statuses most areas share, spelled out.
    expect(AREAS.counselling.APPLIED).toBe('primary');
    expect(AREAS.career.APPLIED).toBe('primary');
    expect(AREAS.counselling.WAITING).toBe(AREAS.career.WAITING);
    expect(AREAS.counselling.CANCELLED).toBe(AREAS.scholarships.CANCELLED);
    expect(AREAS.counselling.REJECTED).toBe(AREAS.clubs.REJECTED);
  });

  it('give one badge class per counselling status, whichever page shows it', () => {
    expect(statusBadgeClass('APPLIED')).toBe('text-bg-primary');
    expect(statusBadgeClass('DONE')).toBe('text-bg-dark');
    expect(statusBadgeClass('UNKNOWN')).toBe('text-bg-secondary');
    expect(badgeClass({ X: 'good' }, 'X')).toBe('text-bg-success');
    expect(docStateBadge('PUBLISHED')).toBe('text-bg-success');
  });

  it('are not written out again anywhere in the sources', () => {
    const SRC = path.resolve(import.meta.dirname, '../../src');
    const files = (dir: string): string[] =>
      fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(path.join(dir, e.name)) : /\.(ts|tsx|astro)$/.test(e.name) ? [path.join(dir, e.name)] : []));
    const status = 'APPLIED|WAITING|ACCEPTED|APPROVED|REJECTED|RETURNED|CANCELLED|SELECTED|SCHEDULED|COMPLETED|NOT_COMPLETED|DONE|NO_SHOW|PENDING|PAID|DRAFT|PUBLISHED|UNPUBLISHED|OPEN|CLOSED|UPCOMING|FINISHED|RUNNING';
    const colour = 'primary|secondary|success|danger|warning|info|dark|light';
    const table = new RegExp(`\\b(${status})\\s*:\\s*['"\`](text-bg-|bg-|badge-)?(${colour})\\b`);
    const found = files(SRC)
      .filter((f) => !f.endsWith(path.join('lib', 'status.ts')))
      .flatMap((f) =>
        fs
          .readFileSync(f, 'utf8')
          .split('\n')
          .map((line, i) => ({ f, i, line }))
          .filter(({ line }) => table.test(line)),
      );
    expect(found.map(({ f, i, line }) => `${path.relative(SRC, f)}:${i + 1}: ${line.trim()}`)).toEqual([]);
  });

  it('are never keyed by hand in a page, component or island, nor chosen there by comparing a status', () => {
    const SRC = path.resolve(import.meta.dirname, '../../src');
    const files = (dir: string): string[] =>
      fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(path.join(dir, e.name)) : /\.(ts|tsx|astro)$/.test(e.name) ? [path.join(dir, e.name)] : []));
    const colour = 'primary|secondary|success|danger|warning|info|dark|light';
    // A table of codes to colours (the subject page once kept { PASSED: 'text-bg-success', ... }). A row
    // of buttons (outline variants beside it) is not a badge table: its colour says what a button does.
    const table = new RegExp(`\\b[A-Z][A-Z0-9_]*\\s*:\\s*['"\`](text-bg-|bg-)?(${colour})\\b`);
    const compared = new RegExp(`(status|state|phase|window)\\w*\\s*===\\s*'[A-Z_]+'\\s*\\?\\s*['"\`](text-bg-|bg-)?(${colour})\\b`, 'i');
    const found = ['pages', 'components', 'islands'].flatMap((dir) =>
      files(path.join(SRC, dir)).flatMap((f) =>
        fs
          .readFileSync(f, 'utf8')
          .split('\n')
          .map((line, i) => ({ f, i, line }))
          .filter(({ line }) => (table.test(line) && !line.includes("'outline-")) || compared.test(line)),
      ),
    );
    expect(found.map(({ f, i, line }) => `${path.relative(SRC, f)}:${i + 1}: ${line.trim()}`)).toEqual([]);
  });

  it('keep a light badge visible with a border', () => {
    expect(badgeClass({ NONE: 'none' }, 'NONE')).toBe('text-bg-light border');
    expect(subjectStatusBadge('FAILED')).toBe(badgeClass({ X: 'bad' }, 'X'));
    expect(progressBadge('NOT_STARTED')).toBe('text-bg-light border');
  });
});
