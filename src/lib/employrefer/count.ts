// Counting a cover letter the way application forms do: characters with spaces, characters without
// spaces (no blank, tab or line break) and UTF-8 bytes. The editor's live count and the server's
// length check both call this, so what the student sees is what the server enforces.
// A character is what a reader sees as one (a grapheme): 한, a, 👍🏽 and 👩‍👩‍👧 each count once.
// Line breaks are normalised to one LF first: a browser may send CRLF, a textarea shows LF.

export interface TextCounts {
  /** Characters including spaces and line breaks. */
  withSpaces: number;
  /** Characters excluding every kind of white space. */
  withoutSpaces: number;
  /** Length in UTF-8 bytes (some forms limit bytes: 한글 3 bytes, ASCII 1). */
  bytes: number;
}

/** Line breaks as LF only. */
export function normaliseNewlines(text: string): string {
  return text.replace(/\r\n?/g, '\n');
}

let segmenter: Intl.Segmenter | null | undefined;
function graphemes(text: string): number {
  if (segmenter === undefined) segmenter = typeof Intl !== 'undefined' && 'Segmenter' in Intl ? new Intl.Segmenter('ko', { granularity: 'grapheme' }) : null;
  if (!segmenter) return Array.from(text).length;
  let n = 0;
  for (const _ of segmenter.segment(text)) n++;
  return n;
}

const encoder = new TextEncoder();

export function countText(raw: string): TextCounts {
  const text = normaliseNewlines(raw);
  return {
    withSpaces: graphemes(text),
    withoutSpaces: graphemes(text.replace(/\s+/gu, '')),
    bytes: encoder.encode(text).length,
  };
}
