// The message catalogue: every text a user may read is Korean with the right particles. This reads
// the sources themselves, so a new message with "을(를)" or an English default fails here.
import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import * as z from 'zod/mini';
import { TrackApplyInput } from '@/lib/schemas/tracks';
import { ApplyInput } from '@/lib/schemas/counselling';
import { SubjectInput } from '@/lib/schemas/learning-admin';

const SRC = path.resolve(import.meta.dirname, '../../src');
const files = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(path.join(dir, e.name)) : /\.(ts|tsx|astro)$/.test(e.name) ? [path.join(dir, e.name)] : []));

describe('the message catalogue', () => {
  it('has no fallback particles such as 을(를), 은(는), 이(가), 과(와), (으)로', () => {
    const found = files(SRC).flatMap((f) =>
      fs
        .readFileSync(f, 'utf8')
        .split('\n')
        .map((line, i) => ({ f, i, line }))
        .filter(({ line }) => /[을은이과]\([를는가와]\)|\(으\)로/.test(line) && !line.includes('es-hangul')),
    );
    expect(found.map(({ f, i, line }) => `${path.relative(SRC, f)}:${i + 1}: ${line.trim()}`)).toEqual([]);
  });

  it('answers zod’s own checks in Korean, whichever schema forgot to word them', () => {
    const messages = [
      z.safeParse(TrackApplyInput, { trackCd: 5, motivation: ['x'] }),
      z.safeParse(ApplyInput, { cnslKind: 'VISIT', intake: 'x', consentAgreed: 'yes' }),
      z.safeParse(SubjectInput, {}),
    ].flatMap((r) => r.error?.issues.map((i) => i.message) ?? []);
    expect(messages.length).toBeGreaterThan(5);
    for (const m of messages) {
      expect(m).toMatch(/[가-힣]/);
      expect(m).not.toMatch(/Invalid|expected|received|Required/i);
      expect(m).not.toMatch(/[을은이과]\([를는가와]\)/);
    }
  });

  it('chooses particles by the final consonant in the shared schemas', () => {
    const motivation = z.safeParse(TrackApplyInput, { trackCd: 'T1', motivation: '짧음' }).error!.issues.find((i) => i.path[0] === 'motivation')!.message;
    expect(motivation).toBe('신청 동기는 20자 이상 입력해 주세요.');
    const name = z.safeParse(SubjectInput, { korNm: '' }).error!.issues.find((i) => i.path[0] === 'korNm')!.message;
    expect(name).toBe('교과목명을 입력해 주세요.');
  });
});
