// How two texts of a revision comparison differ, in pieces an editor can read: lines first, and
// words within a line only where the line was edited rather than rewritten. Korean words are found
// by the platform's word segmenter and compared as sequences by the diff library (its own word
// pattern knows only Latin letters, so it split Hangul into single syllables and interleaved old
// and new text).
import { diffArrays, diffLines, type Change } from 'diff';

export interface DiffPart {
  value: string;
  added: boolean;
  removed: boolean;
  /** A whole line removed or added (shown on a line of its own), not words within a line. */
  line?: boolean;
}

export interface TextDiff {
  /** Every piece in order: joining the pieces not added gives the old text, those not removed the new. */
  parts: DiffPart[];
  changed: boolean;
}

/** Below this share of unchanged letters a changed line is shown as replaced, not word by word. */
const REWRITE_THRESHOLD = 0.5;

const segmenter = new Intl.Segmenter('ko', { granularity: 'word' });

/** The lines of a text, each with its line break. */
const linesOf = (text: string) => text.match(/[^\n]*\n|[^\n]+$/g) ?? [];
/** Words and the spaces between them, in order: joined they are the text again. */
const wordsOf = (text: string) => Array.from(segmenter.segment(text), (s) => s.segment);
const part = (c: Pick<Change, 'value' | 'added' | 'removed'>): DiffPart => ({ value: c.value, added: !!c.added, removed: !!c.removed });
const letters = (s: string) => s.replace(/\s+/g, '').length;

/** Words of one edited passage, or the passage replaced whole when too little of it stayed. */
function editedPassage(before: string, after: string): DiffPart[] {
  // The passages' closing line break stays out of the word comparison: it is kept as it is.
  if (before.endsWith('\n') && after.endsWith('\n')) return [...editedPassage(before.slice(0, -1), after.slice(0, -1)), { value: '\n', added: false, removed: false }];
  const words = diffArrays(wordsOf(before), wordsOf(after)).map((c) => ({ value: c.value.join(''), added: !!c.added, removed: !!c.removed }));
  const kept = words.filter((p) => !p.added && !p.removed).reduce((n, p) => n + letters(p.value), 0);
  const longer = Math.max(letters(before), letters(after));
  if (longer > 0 && kept / longer >= REWRITE_THRESHOLD) return words;
  return [
    { value: before, added: false, removed: true, line: true },
    { value: after, added: true, removed: false, line: true },
  ].filter((p) => p.value !== '');
}

/**
 * Takes off the line break added at the end of both texts. Where the old text ends in a line kept
 * and the new one goes on with added lines (or the other way round), the kept line's break now
 * belongs to the change: it moves to the front of the added (removed) lines.
 */
function dropFinalBreak(parts: DiffPart[]) {
  const trim = (p: DiffPart) => (p.value = p.value.replace(/\n$/, ''));
  const i = parts.findLastIndex((p) => !p.added);
  const j = parts.findLastIndex((p) => !p.removed);
  // Both texts hold at least the added break, so each has a last piece.
  if (i === j) return void trim(parts[i]);
  const [kept, changed] = !parts[i].removed ? [parts[i], parts[j]] : !parts[j].added ? [parts[j], parts[i]] : [null, null];
  if (kept && changed) {
    trim(kept);
    changed.value = `\n${changed.value.replace(/\n$/, '')}`;
  } else {
    trim(parts[i]);
    trim(parts[j]);
  }
}

/** Compares two texts of one or more lines. */
export function compareTexts(before: string, after: string): TextDiff {
  if (before === after) return { parts: before ? [{ value: before, added: false, removed: false }] : [], changed: false };
  // Both texts end in a line break while compared, so a last line followed by a new one is not taken
  // for a changed line; that break is taken off again below.
  const lines = diffLines(`${before}\n`, `${after}\n`);
  const parts: DiffPart[] = [];
  for (let i = 0; i < lines.length; i++) {
    const c = lines[i];
    const next = lines[i + 1];
    // Lines removed and lines added in their place: each line is compared with the line in its
    // place, so one rewritten line does not turn its edited neighbour into a word salad or back.
    if (c.removed && next?.added) {
      const [olds, news] = [linesOf(c.value), linesOf(next.value)];
      for (let k = 0; k < Math.max(olds.length, news.length); k++) {
        if (k < olds.length && k < news.length) parts.push(...editedPassage(olds[k], news[k]));
        else if (k < olds.length) parts.push({ value: olds[k], added: false, removed: true, line: true });
        else parts.push({ value: news[k], added: true, removed: false, line: true });
      }
      i++;
    } else parts.push(c.added || c.removed ? { ...part(c), line: true } : part(c));
  }
  dropFinalBreak(parts);
  return { parts: parts.filter((p) => p.value !== ''), changed: true };
}
