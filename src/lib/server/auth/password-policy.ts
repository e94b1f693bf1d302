// The password rule for master-login accounts (OWASP ASVS 6.2): at least 8 characters, at most 128,
// and not one of the passwords attackers try first. The list is a data file shipped with the code
// (lower-cased, one a line) so that nothing is fetched at run time.
import list from './common-passwords.txt?raw';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

const common = new Set(list.split('\n').map((l) => l.trim()).filter(Boolean));

/** A Korean reason why the password is refused, or null when it may be used. */
export function passwordProblem(password: string, userId: string): string | null {
  const length = [...password].length;
  if (length < PASSWORD_MIN) return `비밀번호는 ${PASSWORD_MIN}자 이상이어야 합니다.`;
  if (length > PASSWORD_MAX) return `비밀번호는 ${PASSWORD_MAX}자 이내로 입력해 주세요.`;
  const lower = password.toLowerCase();
  if (common.has(lower)) return '너무 흔한 비밀번호입니다. 다른 비밀번호를 입력해 주세요.';
  if (lower.includes(userId.toLowerCase())) return '아이디가 들어간 비밀번호는 쓸 수 없습니다.';
  return null;
}
