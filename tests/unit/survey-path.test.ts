// The path through a sectioned survey: every section in order, unless an answered single choice
// of a section branches forward to a later one or to the end; backward or unknown jumps are ignored.
import { describe, expect, it } from 'vitest';
import { sectionPath } from '../../src/lib/surveys/rules';

const q = (questionId: number, sectionSeq: number, jumps: (number | null)[] = [], kind = 'SINGLE') => ({ questionId, sectionSeq, kind, jumps });

describe('sectionPath', () => {
  const questions = [q(1, 1, [null, 3, 0]), q(2, 2, [], 'RATING'), q(3, 3, [], 'SCALE'), q(4, 4, [], 'LONG')];

  it('goes through every section without branches or answers', () => {
    expect(sectionPath(4, questions, {})).toEqual([1, 2, 3, 4]);
    expect(sectionPath(1, [q(1, 1)], {})).toEqual([1]);
  });

  it('follows the chosen option: next, a later section, or the end', () => {
    expect(sectionPath(4, questions, { q1: '0' })).toEqual([1, 2, 3, 4]);
    expect(sectionPath(4, questions, { q1: '1' })).toEqual([1, 3, 4]);
    expect(sectionPath(4, questions, { q1: '2' })).toEqual([1]);
  });

  it('ignores junk answers and backward jumps', () => {
    expect(sectionPath(4, questions, { q1: 'x' })).toEqual([1, 2, 3, 4]);
    expect(sectionPath(4, questions, { q1: ['1'] })).toEqual([1, 2, 3, 4]);
    expect(sectionPath(3, [q(1, 1), q(2, 2, [1, null]), q(3, 3)], { q2: '0' })).toEqual([1, 2, 3]);
  });
});
