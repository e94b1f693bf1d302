// Korean particles chosen by the last syllable's final consonant: 교과목명을, 학점은, 시나리오가.
// One helper for every message of the server and the islands, so no fallback particle reaches a user.
import { josa as pick } from 'es-hangul';

export type Josa = '이/가' | '을/를' | '은/는' | '와/과' | '으로/로' | '이나/나' | '이란/란' | '아/야' | '이랑/랑' | '이에요/예요' | '으로서/로서' | '으로써/로써' | '으로부터/로부터' | '이라/라';

/** The word followed by the right particle: josa('교과목명', '을/를') -> '교과목명을'. */
export function josa(word: string, particle: Josa): string {
  if (word === '') return word;
  return pick(word, particle);
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
