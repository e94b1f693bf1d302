// How a search query is read (decision 057): consonants become initials, a mixed query also a
// pattern for the syllables written out, whole syllables their letters for forgiving a typo.
import { describe, expect, it } from 'vitest';
import { parseSearchQuery } from '../../src/lib/search/query';

describe('parseSearchQuery', () => {
  it('reads a query of consonants as initials, words kept one space apart', () => {
    expect(parseSearchQuery(' ㅈㅎㄱ ')).toEqual({ text: 'ㅈㅎㄱ', initials: 'ㅈㅎㄱ', pattern: null, letters: null });
    expect(parseSearchQuery('ㅅㅊ   ㅇㄴ').initials).toBe('ㅅㅊ ㅇㄴ');
    expect(parseSearchQuery('ㄲㅉ').initials).toBe('ㄲㅉ');
  });

  it('reads a mixed query as initials and a pattern in which a lone consonant stands for its syllables', () => {
    const q = parseSearchQuery('장ㅎ');
    expect(q.initials).toBe('ㅈㅎ');
    expect(q.pattern).toBe('장\\s*(ㅎ|[하-힣])');
    expect(new RegExp(q.pattern!).test('국가장학금')).toBe(true);
    expect(new RegExp(q.pattern!).test('자활')).toBe(false);
    // Signs of regular expressions are written as themselves.
    expect(parseSearchQuery('ㅈ(').pattern).toBe('(ㅈ|[자-짛])\\s*\\(');
  });

  it('writes out the letters of two syllables or more, so a mistyped one can be forgiven', () => {
    expect(parseSearchQuery('장학굼').letters).toBe('ㅈㅏㅇㅎㅏㄱㄱㅜㅁ');
    expect(parseSearchQuery('창엽').letters).toBe('ㅊㅏㅇㅇㅕㅂ');
    expect(parseSearchQuery('과').letters).toBeNull();
    expect(parseSearchQuery('data').letters).toBeNull();
    expect(parseSearchQuery('장학굼')).toMatchObject({ initials: null, pattern: null });
  });
});
