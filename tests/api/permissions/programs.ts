// Career programmes (비교과 프로그램): a PROGRAM_MANAGER on the programmes that name her as manager,
// PROGRAM_ADMIN holders and admins on all (decision 046). The demo programme 4 (창업 아이디어
// 해커톤) is staff10's, with its sessions 8-11, applications from 24, notices, references,
// reports and test 1; programme 5 (글로벌 인턴십 준비 과정, staff1's) has test 2 with attempts 1-3.
import type { RouteRule } from './rules';

const P = '/api/v1/stf/career';
const OWN4 = { area: 'programs', managers: ['staff10'] } as const;
const OWN5 = { area: 'programs', managers: ['staff1'] } as const;

export const rules: RouteRule[] = [
  { route: 'v1/stf/career/programs/index', method: 'GET', path: `${P}/programs`, area: 'programs', action: 'read' },
  { route: 'v1/stf/career/programs/index', method: 'POST', path: `${P}/programs`, area: 'programs', action: 'manage' },
  { route: 'v1/stf/career/programs/[programId]/index', method: 'GET', path: `${P}/programs/4`, ...OWN4, action: 'read' },
  { route: 'v1/stf/career/programs/[programId]/index', method: 'POST', path: `${P}/programs/4`, ...OWN4, action: 'manage' },
  { route: 'v1/stf/career/programs/[programId]/attendance', method: 'POST', path: `${P}/programs/4/attendance`, ...OWN4, action: 'manage' },
  { route: 'v1/stf/career/programs/[programId]/close', method: 'GET', path: `${P}/programs/4/close`, ...OWN4, action: 'decide' },
  { route: 'v1/stf/career/programs/[programId]/close', method: 'POST', path: `${P}/programs/4/close`, ...OWN4, action: 'decide', probe: { confirmAffected: ['x'] } },
  { route: 'v1/stf/career/programs/[programId]/export', method: 'GET', path: `${P}/programs/4/export`, ...OWN4, action: 'export' },
  { route: 'v1/stf/career/programs/[programId]/pass-mark', method: 'POST', path: `${P}/programs/4/pass-mark`, ...OWN4, action: 'manage', probe: { testPassMark: 101 } },
  { route: 'v1/stf/career/programs/[programId]/tests', method: 'GET', path: `${P}/programs/4/tests`, ...OWN4, action: 'read' },
  { route: 'v1/stf/career/programs/[programId]/tests', method: 'POST', path: `${P}/programs/4/tests`, ...OWN4, action: 'manage' },
  { route: 'v1/stf/career/programs/[programId]/class/index', method: 'GET', path: `${P}/programs/4/class`, ...OWN4, action: 'read' },
  { route: 'v1/stf/career/programs/[programId]/class/notices/index', method: 'POST', path: `${P}/programs/4/class/notices`, ...OWN4, action: 'manage' },
  { route: 'v1/stf/career/programs/[programId]/class/notices/[noticeId]/index', method: 'POST', path: `${P}/programs/4/class/notices/1`, ...OWN4, action: 'manage' },
  { route: 'v1/stf/career/programs/[programId]/class/notices/[noticeId]/delete', method: 'POST', path: `${P}/programs/4/class/notices/1/delete`, ...OWN4, action: 'manage', probe: false },
  { route: 'v1/stf/career/programs/[programId]/class/questions/[questionId]/answer', method: 'POST', path: `${P}/programs/4/class/questions/1/answer`, ...OWN4, action: 'manage' },
  { route: 'v1/stf/career/programs/[programId]/class/references/index', method: 'POST', path: `${P}/programs/4/class/references`, ...OWN4, action: 'manage' },
  { route: 'v1/stf/career/programs/[programId]/class/references/[refId]/delete', method: 'POST', path: `${P}/programs/4/class/references/1/delete`, ...OWN4, action: 'manage', probe: false },
  { route: 'v1/stf/career/programs/[programId]/class/reports/index', method: 'POST', path: `${P}/programs/4/class/reports`, ...OWN4, action: 'manage' },
  { route: 'v1/stf/career/programs/[programId]/class/reports/[reportId]/index', method: 'GET', path: `${P}/programs/4/class/reports/1`, ...OWN4, action: 'read' },
  { route: 'v1/stf/career/programs/[programId]/class/reports/[reportId]/index', method: 'POST', path: `${P}/programs/4/class/reports/1`, ...OWN4, action: 'manage' },
  { route: 'v1/stf/career/programs/[programId]/class/submissions/[submissionId]/grade', method: 'POST', path: `${P}/programs/4/class/submissions/1/grade`, ...OWN4, action: 'decide' },
  { route: 'v1/stf/career/applications/[applId]/decision', method: 'POST', path: `${P}/applications/24/decision`, ...OWN4, action: 'decide' },
  { route: 'v1/stf/career/sessions/[sessionId]/checkin-code', method: 'GET', path: `${P}/sessions/8/checkin-code`, ...OWN4, action: 'manage' },
  { route: 'v1/stf/career/tests/[testId]/index', method: 'GET', path: `${P}/tests/1`, ...OWN4, action: 'read' },
  { route: 'v1/stf/career/tests/[testId]/index', method: 'POST', path: `${P}/tests/1`, ...OWN4, action: 'manage' },
  { route: 'v1/stf/career/tests/[testId]/release', method: 'POST', path: `${P}/tests/1/release`, ...OWN4, action: 'manage' },
  { route: 'v1/stf/career/tests/[testId]/export', method: 'GET', path: `${P}/tests/1/export`, ...OWN4, action: 'export' },
  { route: 'v1/stf/career/attempts/[attemptId]/grade', method: 'POST', path: `${P}/attempts/1/grade`, ...OWN5, action: 'decide' },
];
