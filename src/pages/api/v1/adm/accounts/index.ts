import { endpoint, ok, parseJson, parseQuery } from '@/lib/server/http/respond';
import { requirePermission } from '@/lib/server/http/guard';
import { AccountCreate, AccountSearch } from '@/lib/schemas/accounts';
import { createAccount, searchAccounts } from '@/lib/server/accounts/admin';

/** Any account, by id or name, user type and status; paged. */
export const GET = endpoint(async ({ url, locals }) => {
  await requirePermission(locals, 'accounts', 'read');
  const q = parseQuery(AccountSearch, url);
  return ok(await searchAccounts({ ...q, page: Number(q.page), pageSize: Number(q.pageSize), userDiv: q.userDiv || undefined, status: q.status || undefined }));
});

/** A master-login account; the answer carries its one-time password link, shown once. */
export const POST = endpoint(async ({ request, locals }) => {
  const user = await requirePermission(locals, 'accounts', 'manage');
  const input = await parseJson(AccountCreate, request);
  return ok(await createAccount({ userId: user.userId, ip: locals.clientIp }, input), '계정을 만들었습니다.');
});
