// Clubs: CLUB_MANAGER and admins.
import type { RouteRule } from './rules';

export const rules: RouteRule[] = [
  { route: 'v1/stf/clubs/index', method: 'GET', path: '/api/v1/stf/clubs', area: 'clubs', action: 'read' },
  { route: 'v1/stf/clubs/index', method: 'POST', path: '/api/v1/stf/clubs', area: 'clubs', action: 'manage', probe: {} },
  { route: 'v1/stf/clubs/[clubId]/index', method: 'GET', path: '/api/v1/stf/clubs/1', area: 'clubs', action: 'read' },
  { route: 'v1/stf/clubs/[clubId]/index', method: 'POST', path: '/api/v1/stf/clubs/1', area: 'clubs', action: 'manage', probe: {} },
  { route: 'v1/stf/clubs/[clubId]/officers', method: 'POST', path: '/api/v1/stf/clubs/1/officers', area: 'clubs', action: 'manage', probe: {} },
];
