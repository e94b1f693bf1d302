// Startup support: STARTUP_MANAGER and admins; funding decisions only by them.
import type { RouteRule } from './rules';

const S = '/api/v1/recruiting/manage/startup';
type Act = 'read' | 'manage' | 'decide' | 'export';
const get = (route: string, path: string, action: Act = 'read', probe?: false): RouteRule => ({ route: `v1/recruiting/manage/startup/${route}`, method: 'GET', path: S + path, area: 'startup', action, ...(probe === false ? { probe } : {}) });
const post = (route: string, path: string, action: Act = 'manage', probe: unknown = {}): RouteRule => ({ route: `v1/recruiting/manage/startup/${route}`, method: 'POST', path: S + path, area: 'startup', action, probe });

export const rules: RouteRule[] = [
  post('centre', '/centre'),
  post('staff/index', '/staff'),
  post('staff/[staffId]/index', '/staff/1'),
  post('staff/[staffId]/delete', '/staff/1/delete', 'manage', false),
  get('programs/index', '/programs'),
  post('programs/index', '/programs'),
  get('programs/[programId]/index', '/programs/1', 'read', false),
  post('programs/[programId]/index', '/programs/1'),
  get('spaces/index', '/spaces'),
  post('spaces/index', '/spaces'),
  post('spaces/[spaceId]/index', '/spaces/1'),
  get('spaces/[spaceId]/closures', '/spaces/1/closures', 'read', false),
  post('spaces/[spaceId]/closures', '/spaces/1/closures'),
  get('spaces/[spaceId]/closures/impact', '/spaces/1/closures/impact', 'read', false),
  post('closures/[closureId]', '/closures/1', 'manage', false),
  get('bookings', '/bookings'),
  get('teams/index', '/teams'),
  post('teams/[teamId]/decision', '/teams/1/decision', 'decide'),
  get('funding/index', '/funding'),
  post('funding/[fundingId]/decision', '/funding/1/decision', 'decide'),
  get('export', '/export', 'export', false),
];
