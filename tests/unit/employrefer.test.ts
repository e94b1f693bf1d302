// The employment reference's pure parts: the RIASEC questionnaire and its scoring, and the cover
// letter counting function the editor and the server share.
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { ITEMS, RIASEC_TYPES, TYPE_INFO, changeSince, rankTypes, scoreAnswers, topCode } from '@/lib/employrefer/riasec';
import { countText } from '@/lib/employrefer/count';
import { CareerTestInput } from '@/lib/schemas/employrefer';

const uniform = (per: Record<string, number>) => Object.fromEntries(ITEMS.map((i) => [i.id, per[i.type]]));

describe('RIASEC questionnaire', () => {
  it('has 8 items of each of the six types, with unique ids and texts, and job families for each type', () => {
    expect(ITEMS).toHaveLength(48);
    for (const t of RIASEC_TYPES) {
      expect(ITEMS.filter((i) => i.type === t)).toHaveLength(8);
      expect(TYPE_INFO[t].jobClsCds.length).toBeGreaterThan(0);
    }
    expect(new Set(ITEMS.map((i) => i.id)).size).toBe(48);
    expect(new Set(ITEMS.map((i) => i.text)).size).toBe(48);
    // No two items of one type follow each other.
    for (let i = 1; i < ITEMS.length; i++) expect(ITEMS[i].type).not.toBe(ITEMS[i - 1].type);
  });

  it('sums per type and names the three highest types; ties keep the R-I-A-S-E-C order', () => {
    const scores = scoreAnswers(uniform({ R: 2, I: 1, A: 4, S: 5, E: 3, C: 1 }));
    expect(scores).toEqual({ R: 16, I: 8, A: 32, S: 40, E: 24, C: 8 });
    expect(topCode(scores)).toBe('SAE');
    expect(topCode(scoreAnswers(uniform({ R: 3, I: 3, A: 3, S: 3, E: 3, C: 3 })))).toBe('RIA');
    expect(rankTypes({ R: 10, I: 20, A: 20, S: 5, E: 30, C: 20 })).toEqual(['E', 'I', 'A', 'C', 'R', 'S']);
    expect(changeSince({ R: 10, I: 20, A: 20, S: 5, E: 30, C: 20 }, { R: 12, I: 20, A: 18, S: 5, E: 31, C: 8 })).toEqual({ R: -2, I: 0, A: 2, S: 0, E: -1, C: 12 });
  });

  it('accepts radio values as strings and names each missing item in Korean', () => {
    const ok = z.safeParse(CareerTestInput, { answers: Object.fromEntries(ITEMS.map((i) => [i.id, '3'])) });
    expect(ok.success).toBe(true);
    const partial = Object.fromEntries(ITEMS.slice(0, 46).map((i) => [i.id, 3]));
    const bad = z.safeParse(CareerTestInput, { answers: { ...partial, [ITEMS[0].id]: null } });
    expect(bad.success).toBe(false);
    const messages = bad.error!.issues.map((i) => i.message);
    expect(messages).toContain('1번 문항에 답해 주세요.');
    expect(messages).toContain('47번 문항에 답해 주세요.');
    expect(messages).toContain('48번 문항에 답해 주세요.');
  });
});

describe('countText', () => {
  it('counts Korean text with and without spaces, and its UTF-8 bytes', () => {
    expect(countText('안녕하세요 반갑습니다')).toEqual({ withSpaces: 11, withoutSpaces: 10, bytes: 31 });
    expect(countText('')).toEqual({ withSpaces: 0, withoutSpaces: 0, bytes: 0 });
  });

  it('counts an emoji as one character, even when made of several code points', () => {
    expect(countText('좋아요👍')).toEqual({ withSpaces: 4, withoutSpaces: 4, bytes: 13 });
    expect(countText('👍🏽')).toMatchObject({ withSpaces: 1, bytes: 8 });
    expect(countText('👩‍👩‍👧 가족')).toMatchObject({ withSpaces: 4, withoutSpaces: 3 });
  });

  it('counts line breaks and tabs as spaces, CRLF as one line break', () => {
    expect(countText('가\r\n나')).toEqual(countText('가\n나'));
    expect(countText('가\n나')).toEqual({ withSpaces: 3, withoutSpaces: 2, bytes: 7 });
    expect(countText('a\tb  c')).toEqual({ withSpaces: 6, withoutSpaces: 3, bytes: 6 });
    // A non-breaking and an ideographic space are spaces too.
    expect(countText('가\u00A0나\u3000다').withoutSpaces).toBe(3);
  });
});
