// What a search query means, read the way Korean students type: a query of consonants only (ㅈㅎㄱ)
// asks for titles by their initial consonants (초성), a query mixing syllables and consonants (장ㅎ)
// asks for titles whose syllables match where written and whose initials match elsewhere, and a query
// of whole syllables may also be a typo away from a title (장학굼), compared letter by letter. The
// database side (hangul_initials, hangul_jamo in the search migration) writes titles the same way.
import { canBeChoseong, combineCharacter, disassemble, getChoseong } from 'es-hangul';

/** The longest query the search accepts (the schema's limit and the search box's maxlength). */
export const MAX_QUERY_LENGTH = 50;

export interface SearchQuery {
  /** The query as typed, trimmed. */
  text: string;
  /** Its initial consonants when it holds a lone consonant (ㅈㅎㄱ, 장ㅎ -> ㅈㅎ, words kept apart by one space); null otherwise. */
  initials: string | null;
  /** For a mixed query, a regular expression (PostgreSQL's) a title must match; null otherwise. */
  pattern: string | null;
  /** Its letters (장학굼 -> ㅈㅏㅇㅎㅏㄱㄱㅜㅁ) when a typo may be forgiven: two syllables or more, no lone consonant. */
  letters: string | null;
}

const SYLLABLE = /^[가-힣]$/;
const SPACE = /\s/;
const REGEX_SPECIAL = /[\\^$.|?*+()[\]{}]/g;

const isConsonant = (ch: string) => canBeChoseong(ch);

/** The syllables beginning with a consonant, as a bracket range: ㅎ -> [하-힣]. */
function syllablesOf(consonant: string) {
  return `[${combineCharacter(consonant, 'ㅏ')}-${combineCharacter(consonant, 'ㅣ', 'ㅎ')}]`;
}

export function parseSearchQuery(raw: string): SearchQuery {
  const text = raw.trim();
  const chars = [...text].filter((ch) => !SPACE.test(ch));
  const consonants = chars.filter(isConsonant).length;
  if (consonants > 0) {
    // Words she separated stay separated, as hangul_initials writes titles.
    const initials = [...text.replace(/\s+/g, ' ')].map((ch) => (SYLLABLE.test(ch) ? getChoseong(ch) : ch)).join('');
    const mixed = consonants < chars.length;
    const pattern = mixed ? chars.map((ch) => (isConsonant(ch) ? `(${ch}|${syllablesOf(ch)})` : ch.replace(REGEX_SPECIAL, (c) => '\\' + c))).join('\\s*') : null;
    return { text, initials, pattern, letters: null };
  }
  const syllables = chars.filter((ch) => SYLLABLE.test(ch)).length;
  return { text, initials: null, pattern: null, letters: syllables >= 2 ? disassemble(text) : null };
}
