import { endpoint, ok } from '@/lib/server/http/respond';
import { requirePermission } from '@/lib/server/http/guard';
import { staffFunding } from '@/lib/server/recruiting/startup-funding';

export const GET = endpoint(async ({ locals }) => {
  const user = await requirePermission(locals, 'startup', 'read');
  return ok(await staffFunding(user));
});
