import { endpoint, ok, parse } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { ApplIdParam } from '@/lib/schemas/exchange';
import { cancelApplication } from '@/lib/server/exchange/exchange';

/** Withdraws my application before its review starts. */
export const POST = endpoint(async ({ params, locals }) => {
  const user = requireUser(locals, ['std']);
  const { applId } = parse(ApplIdParam, params);
  return ok(await cancelApplication(user, applId, locals.clientIp), '지원을 취소했습니다.');
});
