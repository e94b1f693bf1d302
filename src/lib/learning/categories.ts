// Subject categories (이수구분): one table for every page, island and service that names them. It
// imports nothing, so islands that only show a category's name download a few bytes.

export const CATEGORIES = {
  MAJOR_REQ: '전공필수',
  MAJOR_ELEC: '전공선택',
  GE_REQ: '교양필수',
  GE_ELEC: '교양선택',
  FREE: '일반선택',
} as const;
export type Category = keyof typeof CATEGORIES;
export const CATEGORY_CODES = Object.keys(CATEGORIES) as Category[];

/** The Korean name of a category; an unknown code is shown as it is rather than guessed. */
export const categoryName = (code: string) => CATEGORIES[code as Category] ?? code;
