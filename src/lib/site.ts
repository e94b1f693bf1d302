// The university's and the portal's names, as pages, messages and printed documents show them.
export const UNIVERSITY_NAME = '한울여자대학교';
export const PORTAL_NAME = '학생지원포털';
