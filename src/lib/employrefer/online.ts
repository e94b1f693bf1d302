// Online courses and lectures for job seekers: their categories (one home for the codes and names).
export const ONLINE_CATEGORIES = [
  { code: 'RESUME', name: '서류·자기소개서' },
  { code: 'INTERVIEW', name: '면접' },
  { code: 'JOB', name: '직무 이해' },
  { code: 'SKILL', name: '직무 역량·자격' },
  { code: 'INDUSTRY', name: '산업·기업 분석' },
] as const;

export type OnlineCategory = (typeof ONLINE_CATEGORIES)[number]['code'];
export const ONLINE_CATEGORY_CODES = ONLINE_CATEGORIES.map((c) => c.code) as [OnlineCategory, ...OnlineCategory[]];
export const onlineCategoryName = (code: string) => ONLINE_CATEGORIES.find((c) => c.code === code)?.name ?? code;

/** A course's length as people say it: 45분, 2시간, 1시간 30분. */
export const courseLength = (m: number) => (m >= 60 ? `${Math.floor(m / 60)}시간${m % 60 ? ` ${m % 60}분` : ''}` : `${m}분`);
