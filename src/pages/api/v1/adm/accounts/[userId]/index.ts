import { endpoint, ok } from '@/lib/server/http/respond';
import { requirePermission } from '@/lib/server/http/guard';
import { accountHistory, getAccount } from '@/lib/server/accounts/admin';
import { accountIdParam } from '@/lib/server/accounts/params';

/** One account with its roles and the audited changes made to it. */
export const GET = endpoint(async ({ params, locals }) => {
  await requirePermission(locals, 'accounts', 'read');
  const userId = accountIdParam(params.userId);
  return ok({ account: await getAccount(userId), history: await accountHistory(userId) });
});
