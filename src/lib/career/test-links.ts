// The addresses of the student's test pages, shared by the classroom tab and the pages themselves.
// The programme travels as `id` like the classroom's own address (/myecp/class?id=), the test as `testId`.
export type TestPage = 'intro' | 'do' | 'mark';
export const testPageHref = (page: TestPage, programId: number, testId: number) => `/user/futuredesign/myecp/class/test/${page}?id=${programId}&testId=${testId}`;
/** The classroom's 시험 tab, where the test pages lead back to. */
export const classroomHref = (programId: number) => `/user/futuredesign/myecp/class?id=${programId}&tab=test`;
