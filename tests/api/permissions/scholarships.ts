// Scholarships: a manager on the scholarships naming her (demo scholarship 1 and its first
// application are staff5's), the payer reads all and records payments, new ones by any manager.
import type { RouteRule } from './rules';

const S = '/api/v1/stf/scholarships';
const own = ['staff5'];

export const rules: RouteRule[] = [
  { route: 'v1/stf/scholarships/index', method: 'GET', path: S, area: 'scholarships', action: 'read' },
  { route: 'v1/stf/scholarships/index', method: 'POST', path: S, area: 'scholarships', action: 'manage' },
  { route: 'v1/stf/scholarships/[scholId]/index', method: 'GET', path: `${S}/1`, area: 'scholarships', action: 'read', managers: own },
  { route: 'v1/stf/scholarships/[scholId]/index', method: 'POST', path: `${S}/1`, area: 'scholarships', action: 'manage', managers: own },
  { route: 'v1/stf/scholarships/incomes', method: 'POST', path: `${S}/incomes`, area: 'scholarships', action: 'manage' },
  { route: 'v1/stf/scholarships/export', method: 'GET', path: `${S}/export?scholId=1`, area: 'scholarships', action: 'export' },
  { route: 'v1/stf/scholarships/notices', method: 'GET', path: `${S}/notices`, area: 'scholarships', action: 'read' },
  { route: 'v1/stf/scholarships/notices', method: 'POST', path: `${S}/notices`, area: 'scholarships', action: 'manage' },
  { route: 'v1/stf/scholarships/applications/index', method: 'GET', path: `${S}/applications?scholId=1`, area: 'scholarships', action: 'read' },
  { route: 'v1/stf/scholarships/applications/[applId]/index', method: 'GET', path: `${S}/applications/1`, area: 'scholarships', action: 'read', managers: own },
  { route: 'v1/stf/scholarships/applications/[applId]/decide', method: 'POST', path: `${S}/applications/1/decide`, area: 'scholarships', action: 'decide', managers: own },
  { route: 'v1/stf/scholarships/applications/[applId]/pay', method: 'POST', path: `${S}/applications/1/pay`, area: 'scholarships', action: 'pay', managers: own },
  { route: 'v1/stf/scholarships/applications/[applId]/payments/[paymentId]/cancel', method: 'POST', path: `${S}/applications/1/payments/1/cancel`, area: 'scholarships', action: 'pay', managers: own },
];
