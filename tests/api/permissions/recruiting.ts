// Recruiting (postings, companies, contests, graduate schools, fairs, part-time jobs, minimum wage):
// RECRUITING_MANAGER and admins; a company (otsdr) keeps its own postings and part-time jobs.
import type { RouteRule } from './rules';

const M = '/api/v1/recruiting/manage';
type Act = 'read' | 'manage' | 'decide' | 'export';
const get = (route: string, path: string, action: Act = 'read', extra: Partial<RouteRule> = {}): RouteRule => ({ route: `v1/recruiting/manage/${route}`, method: 'GET', path: M + path, area: 'recruiting', action, ...extra });
const post = (route: string, path: string, action: Act = 'manage', extra: Partial<RouteRule> = {}): RouteRule => ({ route: `v1/recruiting/manage/${route}`, method: 'POST', path: M + path, area: 'recruiting', action, probe: {}, ...extra });

export const rules: RouteRule[] = [
  get('postings/index', '/postings', 'read', { also: ['otsdr'] }),
  post('postings/index', '/postings', 'manage', { also: ['otsdr'] }),
  get('postings/[postingId]/index', '/postings/1', 'manage', { probe: false }),
  post('postings/[postingId]/index', '/postings/1'),
  post('postings/[postingId]/decision', '/postings/1/decision', 'decide'),
  get('postings/export', '/postings/export', 'export', { probe: false }),
  get('companies/index', '/companies', 'read', { also: ['otsdr'] }),
  post('companies/index', '/companies'),
  post('companies/[companyId]/index', '/companies/1'),
  get('contests/index', '/contests'),
  post('contests/index', '/contests'),
  post('contests/[contestId]/index', '/contests/1'),
  post('contests/[contestId]/status', '/contests/1/status'),
  get('grad/index', '/grad'),
  post('grad/index', '/grad'),
  post('grad/[admissionId]/index', '/grad/1'),
  post('grad/[admissionId]/status', '/grad/1/status'),
  get('fairs/index', '/fairs'),
  post('fairs/index', '/fairs'),
  get('fairs/[fairId]/index', '/fairs/1', 'read', { probe: false }),
  post('fairs/[fairId]/index', '/fairs/1'),
  post('fairs/[fairId]/status', '/fairs/1/status'),
  post('fairs/[fairId]/booths', '/fairs/1/booths'),
  get('fairs/[fairId]/export', '/fairs/1/export', 'export', { probe: false }),
  post('fairs/booths/[boothId]/delete', '/fairs/booths/1/delete', 'manage', { probe: false }),
  post('fairs/booths/[boothId]/slots', '/fairs/booths/1/slots'),
  post('fairs/slots/[slotId]/delete', '/fairs/slots/1/delete', 'manage', { probe: false }),
  post('fairs/bookings/[bookingId]/cancel', '/fairs/bookings/1/cancel', 'manage', { probe: false }),
  get('parttime/index', '/parttime', 'manage', { also: ['otsdr'] }),
  post('parttime/index', '/parttime', 'manage', { also: ['otsdr'] }),
  get('parttime/[jobId]/index', '/parttime/1', 'manage', { probe: false }),
  post('parttime/[jobId]/status', '/parttime/1/status', 'manage', { probe: false }),
  post('parttime/[jobId]/decision', '/parttime/1/decision', 'decide', { probe: false }),
  get('wages/index', '/wages'),
  post('wages/index', '/wages'),
];
