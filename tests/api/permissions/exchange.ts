// Exchange: EXCHANGE_MANAGER and admins (registering incoming students creates a student login).
import type { RouteRule } from './rules';

export const rules: RouteRule[] = [
  { route: 'v1/stf/exchange/universities/index', method: 'GET', path: '/api/v1/stf/exchange/universities', area: 'exchange', action: 'read' },
  { route: 'v1/stf/exchange/universities/index', method: 'POST', path: '/api/v1/stf/exchange/universities', area: 'exchange', action: 'manage', probe: {} },
  { route: 'v1/stf/exchange/universities/[univId]', method: 'POST', path: '/api/v1/stf/exchange/universities/1', area: 'exchange', action: 'manage', probe: {} },
  { route: 'v1/stf/exchange/rounds/index', method: 'GET', path: '/api/v1/stf/exchange/rounds', area: 'exchange', action: 'read' },
  { route: 'v1/stf/exchange/rounds/index', method: 'POST', path: '/api/v1/stf/exchange/rounds', area: 'exchange', action: 'manage', probe: {} },
  { route: 'v1/stf/exchange/rounds/[roundId]/export', method: 'GET', path: '/api/v1/stf/exchange/rounds/1/export', area: 'exchange', action: 'export', probe: false },
  { route: 'v1/stf/exchange/applications/index', method: 'GET', path: '/api/v1/stf/exchange/applications', area: 'exchange', action: 'read' },
  { route: 'v1/stf/exchange/applications/[applId]/decision', method: 'POST', path: '/api/v1/stf/exchange/applications/1/decision', area: 'exchange', action: 'decide', probe: {} },
  { route: 'v1/stf/exchange/incoming/index', method: 'GET', path: '/api/v1/stf/exchange/incoming', area: 'exchange', action: 'read' },
  { route: 'v1/stf/exchange/incoming/index', method: 'POST', path: '/api/v1/stf/exchange/incoming', area: 'exchange', action: 'manage', probe: {} },
];
