// Korean phone numbers: the one rule for what is a phone number, how it is written and how it is
// dialled. No dependencies: islands that show a number or a call button download only this.

// Korean numbers, hyphens optional: mobile (010 with a four-digit middle part, legacy 011/016-019),
// Seoul 02, the other area codes, 070 internet phones, 050x safe numbers and 15xx-19xx
// nationwide representative numbers.
const PHONE_PATTERN = new RegExp(
  '^(?:' +
    [
      '010-?\\d{4}-?\\d{4}',
      '01[16789]-?\\d{3,4}-?\\d{4}',
      '02-?\\d{3,4}-?\\d{4}',
      '0(?:3[1-3]|4[1-4]|5[1-5]|6[1-4])-?\\d{3,4}-?\\d{4}',
      '070-?\\d{4}-?\\d{4}',
      '050\\d-?\\d{3,4}-?\\d{4}',
      '1[5-9]\\d{2}-?\\d{4}',
    ].join('|') +
    ')$',
);

export function isPhone(value: unknown): boolean {
  return typeof value === 'string' && PHONE_PATTERN.test(value.trim());
}

/**
 * A Korean phone number with its hyphens, however it was typed ('01098765432', '010 9876 5432',
 * '010-9876-5432' -> '010-9876-5432'; '0212345678' -> '02-1234-5678'; '15881234' -> '1588-1234').
 * Text that is not a phone number comes back as it was.
 */
export function formatPhone(value: string | null | undefined): string {
  if (!value) return '';
  const d = value.replace(/[\s-]/g, '');
  if (!/^\d+$/.test(d)) return value;
  let m: RegExpExecArray | null;
  if ((m = /^(02)(\d{3,4})(\d{4})$/.exec(d))) return `${m[1]}-${m[2]}-${m[3]}`;
  if ((m = /^(050\d)(\d{3,4})(\d{4})$/.exec(d))) return `${m[1]}-${m[2]}-${m[3]}`;
  if ((m = /^(0\d{2})(\d{3,4})(\d{4})$/.exec(d))) return `${m[1]}-${m[2]}-${m[3]}`;
  if ((m = /^(1[5-9]\d{2})(\d{4})$/.exec(d))) return `${m[1]}-${m[2]}`;
  return value;
}

/** The tel: link of a number as it is shown ('02-123-4567' -> 'tel:021234567'). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/\D/g, '')}`;
}
