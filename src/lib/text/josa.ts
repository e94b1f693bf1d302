// Korean particles chosen by the last syllable's final consonant: 교과목명을, 학점은, 시나리오가.
// One helper for every message of the server and the islands, so no fallback particle reaches a user.
import { josa as pick } from 'es-hangul';

export type Josa = '이/가' | '을/를' | '은/는' | '와/과' | '으로/로' | '이나/나' | '이란/란' | '아/야' | '이랑/랑' | '이에요/예요' | '으로서/로서' | '으로써/로써' | '으로부터/로부터' | '이라/라';

/** How the digits a word ends with are read aloud: 1 일, 2 이, 10 십, 300 삼백, 2026 이십육 (ends 육). */
const DIGIT_READINGS = ['영', '일', '이', '삼', '사', '오', '육', '칠', '팔', '구'];
function spokenEnding(word: string): string | null {
  const digits = /([0-9]+)$/.exec(word)?.[1];
  if (!digits) return null;
  const trimmed = digits.replace(/^0+(?=.)/, '');
  if (/^0+$/.test(trimmed)) return '영';
  const zeros = trimmed.length - trimmed.replace(/0+$/, '').length;
  if (zeros === 0) return DIGIT_READINGS[Number(trimmed.at(-1))];
  return zeros === 1 ? '십' : zeros === 2 ? '백' : zeros === 3 ? '천' : zeros < 8 ? '만' : zeros < 12 ? '억' : '조';
}

/** The word followed by the right particle: josa('교과목명', '을/를') -> '교과목명을', josa('좌석 1', '을/를') -> '좌석 1을'. */
export function josa(word: string, particle: Josa): string {
  if (word === '') return word;
  const spoken = spokenEnding(word);
  return spoken ? word + pick(spoken, particle).slice(spoken.length) : pick(word, particle);
}

/**
 * Fills {word|을/를}-style marks in a message template:
 * ko('{label|을/를} 입력해 주세요.', { label: '학점' }) -> '학점을 입력해 주세요.'
 */
export function ko(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)(?:\|([^}]+))?\}/g, (_m, key: string, particle?: string) => {
    const value = String(values[key] ?? '');
    return particle ? josa(value, particle as Josa) : value;
  });
}

/** Only the particle, for a word shown in quotes: `'${name}'${particle(name, '을/를')}`. */
export function particle(word: string, which: Josa): string {
  return josa(word, which).slice(word.length);
}
