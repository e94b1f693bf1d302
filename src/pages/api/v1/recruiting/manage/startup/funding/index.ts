import { endpoint, ok } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { staffFunding } from '@/lib/server/recruiting/startup-teams';

export const GET = endpoint(async ({ locals }) => {
  const user = requireUser(locals, ['stf', 'adm']);
  return ok(await staffFunding(user));
});
