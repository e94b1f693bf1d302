// Imports from the academic system, their API clients and the bulk password links: the admin's alone.
import type { RouteRule } from './rules';

export const rules: RouteRule[] = [
  { route: 'v1/adm/imports/index', method: 'GET', path: '/api/v1/adm/imports', area: 'imports', action: 'read' },
  // An empty body is refused as no file (400) for the admin; nothing is read or written.
  { route: 'v1/adm/imports/index', method: 'POST', path: '/api/v1/adm/imports', area: 'imports', action: 'manage' },
  // The demo world has no import run: the admin would get 404 as for a missing run, so only refusals are checked.
  { route: 'v1/adm/imports/[runId]/index', method: 'GET', path: '/api/v1/adm/imports/1', area: 'imports', action: 'read', probe: false },
  { route: 'v1/adm/imports/[runId]/report', method: 'GET', path: '/api/v1/adm/imports/1/report', area: 'imports', action: 'read', probe: false },
  { route: 'v1/adm/imports/[runId]/confirm', method: 'POST', path: '/api/v1/adm/imports/1/confirm', area: 'imports', action: 'manage', probe: false },
  { route: 'v1/adm/imports/clients/index', method: 'GET', path: '/api/v1/adm/imports/clients', area: 'imports', action: 'read' },
  { route: 'v1/adm/imports/clients/index', method: 'POST', path: '/api/v1/adm/imports/clients', area: 'imports', action: 'manage' },
  { route: 'v1/adm/imports/clients/[clientId]', method: 'DELETE', path: '/api/v1/adm/imports/clients/1', area: 'imports', action: 'manage', probe: false },
  // Links for every account still waiting would be made: only refusals are checked.
  { route: 'v1/adm/imports/links', method: 'POST', path: '/api/v1/adm/imports/links', area: 'imports', action: 'manage', probe: false },
];
