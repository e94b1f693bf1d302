import { endpoint, ok } from '@/lib/server/http/respond';
import { requirePermission } from '@/lib/server/http/guard';
import { staffTeams } from '@/lib/server/recruiting/startup-teams';

export const GET = endpoint(async ({ locals }) => {
  const user = await requirePermission(locals, 'startup', 'read');
  return ok(await staffTeams(user));
});
