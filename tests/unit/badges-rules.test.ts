// Badge rules: the kinds a rule may count are the activity events areas publish, progress is
// capped at the rule's count, and the staff form's schema refuses incomplete rules.
import { describe, expect, it } from 'vitest';
import { safeParse } from 'zod/mini';
import { ACTIVITY_KINDS } from '@/lib/server/activity/events';
import { RULE_KIND_CODES, progressOf, ruleText } from '@/lib/badges/rules';
import { BadgeEditInput } from '@/lib/schemas/badges';
import { generatedSvg } from '@/lib/server/badges/image';

describe('badge rules', () => {
  it('counts exactly the published activity kinds, plus hand-issued badges', () => {
    expect(RULE_KIND_CODES.filter((k) => k !== 'MANUAL').sort()).toEqual(Object.keys(ACTIVITY_KINDS).sort());
  });

  it('shows progress capped at the count and says when the rule is met', () => {
    const rule = { kind: 'CAREER_PROGRAM_COMPLETED' as const, count: 3, competencyCd: 'COMM' };
    expect(progressOf(rule, 0)).toEqual({ done: 0, needed: 3, percent: 0, met: false });
    expect(progressOf(rule, 2)).toEqual({ done: 2, needed: 3, percent: 67, met: false });
    expect(progressOf(rule, 5)).toEqual({ done: 3, needed: 3, percent: 100, met: true });
    expect(progressOf({ kind: 'MANUAL' }, 4)).toBeNull();
    expect(ruleText(rule, '소통')).toBe('비교과 프로그램 이수 3개 (소통 역량)');
  });

  it('asks a counted rule for its count and keeps competencies to programme rules', () => {
    const base = { badgeNm: '배지', description: '설명', criteria: '기준', color: '#112233', symbol: 'A', useYn: 'Y' };
    expect(safeParse(BadgeEditInput, { ...base, ruleKind: 'MANUAL' }).success).toBe(true);
    expect(safeParse(BadgeEditInput, { ...base, ruleKind: 'CLUB_JOINED', ruleCount: '' }).success).toBe(false);
    expect(safeParse(BadgeEditInput, { ...base, ruleKind: 'CLUB_JOINED', ruleCount: '2' }).success).toBe(true);
    expect(safeParse(BadgeEditInput, { ...base, ruleKind: 'CLUB_JOINED', ruleCount: 2, competencyCd: 'COMM' }).success).toBe(false);
    expect(safeParse(BadgeEditInput, { ...base, ruleKind: 'CAREER_PROGRAM_COMPLETED', ruleCount: 0 }).success).toBe(false);
  });

  it('draws an image with everything escaped', () => {
    const svg = generatedSvg({ badgeNm: '<script>x</script>', color: 'red"/><script>', symbol: '&' });
    expect(svg).not.toContain('<script');
    expect(svg).toContain('fill="#5D87FF"');
    expect(svg).toContain('aria-label="&lt;script&gt;x&lt;/script&gt;"');
  });
});
