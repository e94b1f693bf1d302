import { endpoint, ok, parseJson } from '@/lib/server/http/respond';
import { requirePermission } from '@/lib/server/http/guard';
import { ClientIssue } from '@/lib/schemas/imports';
import { issueClient, listClients } from '@/lib/server/imports/clients';

export const GET = endpoint(async ({ locals }) => {
  await requirePermission(locals, 'imports', 'read');
  return ok(await listClients());
});

/** A new API client; its token is in this answer only. */
export const POST = endpoint(async ({ request, locals }) => {
  const user = await requirePermission(locals, 'imports', 'manage');
  const input = await parseJson(ClientIssue, request);
  return ok(await issueClient({ userId: user.userId, ip: locals.clientIp }, { clientNm: input.clientNm, canApply: input.canApply ?? true }), '연동 토큰을 발급했습니다. 지금 한 번만 보입니다.');
});
