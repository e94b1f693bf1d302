// The areas a search result can come from, with the name its badge shows, in the order the areas are
// listed when results rank alike.
export const SEARCH_AREAS = {
  menu: '메뉴',
  program: '비교과',
  startup: '창업지원',
  posting: '채용공고',
  scholarship: '장학금',
  notice: '공지사항',
  guide: '이용안내',
  club: '동아리',
  subject: '교과목',
} as const;

export type SearchArea = keyof typeof SEARCH_AREAS;
export const SEARCH_AREA_ORDER = Object.keys(SEARCH_AREAS) as SearchArea[];

/** How a result matched, best first: the order results are ranked in. */
export const MATCH_KINDS = ['exact', 'prefix', 'title', 'initials', 'body', 'fuzzy'] as const;
export type MatchKind = (typeof MATCH_KINDS)[number];
