// How a revision comparison splits two texts: identical texts are unchanged; an edited line shows
// the Korean words that changed (not single syllables); a rewritten line is the old line removed and
// the new one added, whole; and the pieces always put the old and the new text back together.
import { describe, expect, it } from 'vitest';
import { compareTexts, type DiffPart } from '../../src/lib/server/content/text-diff';

const oldText = (parts: DiffPart[]) => parts.filter((p) => !p.added).map((p) => p.value).join('');
const newText = (parts: DiffPart[]) => parts.filter((p) => !p.removed).map((p) => p.value).join('');
const marked = (parts: DiffPart[]) => parts.map((p) => (p.added ? `+[${p.value}]` : p.removed ? `-[${p.value}]` : p.value)).join('');

describe('comparing two texts', () => {
  it('says nothing changed when they are the same', () => {
    const text = '상담은 매주 월요일에 합니다.\n문의는 학생지원팀으로 해 주세요.';
    expect(compareTexts(text, text)).toEqual({ parts: [{ value: text, added: false, removed: false }], changed: false });
    expect(compareTexts('', '')).toEqual({ parts: [], changed: false });
  });

  it('marks whole Korean words in an edited line', () => {
    const a = '학생지원센터는 매주 월요일에 상담을 진행합니다.';
    const b = '학생지원센터는 매주 화요일에 상담을 진행합니다.';
    const { parts, changed } = compareTexts(a, b);
    expect(changed).toBe(true);
    expect(marked(parts)).toBe('학생지원센터는 매주 -[월요일에]+[화요일에] 상담을 진행합니다.');
  });

  it('shows a rewritten line as the old line removed and the new one added, never interleaved', () => {
    const a = '첫 줄은 그대로입니다.\n상담 신청은 매주 월요일 오전 열 시부터 포털에서 받습니다.\n끝 줄도 그대로입니다.';
    const b = '첫 줄은 그대로입니다.\n이번 학기부터는 전화 예약만 가능하니 학생지원팀으로 연락해 주세요.\n끝 줄도 그대로입니다.';
    const { parts } = compareTexts(a, b);
    expect(parts.filter((p) => p.removed).map((p) => p.value)).toEqual(['상담 신청은 매주 월요일 오전 열 시부터 포털에서 받습니다.']);
    expect(parts.filter((p) => p.added).map((p) => p.value)).toEqual(['이번 학기부터는 전화 예약만 가능하니 학생지원팀으로 연락해 주세요.']);
    expect([oldText(parts), newText(parts)]).toEqual([a, b]);
  });

  it('compares each changed line with the one in its place: a rewritten line whole, an edited one by words', () => {
    const a = '상담 신청은 매주 월요일 오전 열 시부터 포털에서 받습니다.\n상담실은 학생회관 3층에 있습니다.';
    const b = '이번 학기부터는 전화 예약만 가능하니 학생지원팀으로 연락해 주세요.\n상담실은 학생회관 4층에 있습니다.';
    const { parts } = compareTexts(a, b);
    expect(marked(parts)).toBe('-[상담 신청은 매주 월요일 오전 열 시부터 포털에서 받습니다.]+[이번 학기부터는 전화 예약만 가능하니 학생지원팀으로 연락해 주세요.]\n상담실은 학생회관 -[3]+[4]층에 있습니다.');
    expect([oldText(parts), newText(parts)]).toEqual([a, b]);
  });

  it('shows added and removed lines as lines', () => {
    const a = '하나\n둘';
    const b = '하나\n둘\n[이미지: 상담실 안내 포스터]';
    const { parts } = compareTexts(a, b);
    expect(parts.filter((p) => p.added).map((p) => p.value.trim())).toEqual(['[이미지: 상담실 안내 포스터]']);
    expect([oldText(parts), newText(parts)]).toEqual([a, b]);
  });
});

describe('texts that grow or shrink at their end', () => {
  it('puts both texts back together whatever was added or removed', () => {
    const cases: [string, string][] = [
      ['하나\n둘', '하나\n둘\n셋'],
      ['하나\n둘\n셋', '하나\n둘'],
      ['', '새 글'],
      ['옛 글', ''],
      ['하나', '하나 둘'],
      ['가\n나\n다', '가\n라\n다\n마'],
    ];
    for (const [a, b] of cases) {
      const { parts } = compareTexts(a, b);
      expect([oldText(parts), newText(parts)], `${a} -> ${b}`).toEqual([a, b]);
    }
  });
});
