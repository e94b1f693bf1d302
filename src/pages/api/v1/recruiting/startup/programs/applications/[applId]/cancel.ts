import { endpoint, ok, parse } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { ApplIdParam } from '@/lib/schemas/recruiting-startup';
import { cancelProgram } from '@/lib/server/recruiting/startup';

/** Cancels the student's own application until the application deadline. */
export const POST = endpoint(async ({ params, locals }) => {
  const user = requireUser(locals, ['std']);
  const { applId } = parse(ApplIdParam, params);
  return ok(await cancelProgram(user.userId, applId, locals.clientIp), '신청을 취소했습니다.');
});
