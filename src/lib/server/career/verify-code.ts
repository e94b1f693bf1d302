// Verification codes of certificates: 16 base32 characters (80 random bits), easy to type from paper.
import { randomBytes } from 'node:crypto';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function newVerifyCode() {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const b of randomBytes(10)) {
    value = ((value << 8) | b) & 0xffff;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  return out;
}
