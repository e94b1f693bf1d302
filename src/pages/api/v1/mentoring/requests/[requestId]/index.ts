import { endpoint, ok, parse } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { RequestIdParam } from '@/lib/schemas/mentoring';
import { requestDetail } from '@/lib/server/mentoring/requests';

/** One request with its thread, for its student or its mentor only (404 for anyone else). */
export const GET = endpoint(async ({ params, locals }) => {
  const user = requireUser(locals, ['std', 'otsdr']);
  const { requestId } = parse(RequestIdParam, params);
  const detail = await requestDetail(user, requestId);
  if ('studentId' in detail) {
    const { studentId: _own, ...rest } = detail;
    return ok(rest);
  }
  return ok(detail);
});
