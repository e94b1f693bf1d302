import { endpoint, ok, parseJson, parseQuery } from '@/lib/server/http/respond';
import { requirePermission } from '@/lib/server/http/guard';
import { IncomingInput, IncomingQuery } from '@/lib/schemas/exchange';
import { incomingList, registerIncoming } from '@/lib/server/exchange/incoming';

/** Incoming exchange students of a term (?year=&termCd=; the newest term by default). */
export const GET = endpoint(async ({ url, locals }) => {
  await requirePermission(locals, 'exchange', 'read');
  return ok(await incomingList(parseQuery(IncomingQuery, url)));
});

/** Registers an incoming exchange student: her student account and its one-time password link. */
export const POST = endpoint(async ({ request, locals }) => {
  const user = await requirePermission(locals, 'exchange', 'manage');
  const input = await parseJson(IncomingInput, request);
  return ok(await registerIncoming(user, input, locals.clientIp), '교환학생을 등록했습니다.');
});
