// Accounts, roles and menus: the admin's alone.
import type { RouteRule } from './rules';

export const rules: RouteRule[] = [
  { route: 'v1/adm/accounts/index', method: 'GET', path: '/api/v1/adm/accounts?keyword=student1', area: 'accounts', action: 'read' },
  { route: 'v1/adm/accounts/index', method: 'POST', path: '/api/v1/adm/accounts', area: 'accounts', action: 'manage' },
  { route: 'v1/adm/accounts/[userId]/index', method: 'GET', path: '/api/v1/adm/accounts/student1', area: 'accounts', action: 'read' },
  { route: 'v1/adm/accounts/[userId]/password-link', method: 'POST', path: '/api/v1/adm/accounts/student1/password-link', area: 'accounts', action: 'manage' },
  { route: 'v1/adm/accounts/[userId]/roles', method: 'POST', path: '/api/v1/adm/accounts/student1/roles', area: 'accounts', action: 'manage' },
  { route: 'v1/adm/accounts/[userId]/roles', method: 'DELETE', path: '/api/v1/adm/accounts/student1/roles', area: 'accounts', action: 'manage' },
  { route: 'v1/adm/accounts/[userId]/status', method: 'POST', path: '/api/v1/adm/accounts/student1/status', area: 'accounts', action: 'manage' },
  { route: 'v1/adm/menus/index', method: 'GET', path: '/api/v1/adm/menus?userDiv=stf', area: 'menus', action: 'manage' },
  { route: 'v1/adm/menus/[menuId]', method: 'POST', path: '/api/v1/adm/menus/STF_MAIN', area: 'menus', action: 'manage' },
];
