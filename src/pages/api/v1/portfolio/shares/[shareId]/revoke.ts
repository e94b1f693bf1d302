import { endpoint, ok, parse } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { ShareIdParam } from '@/lib/schemas/portfolio';
import { revokeShare } from '@/lib/server/portfolio/shares';

/** Stops a link at once; another student's share answers 404. */
export const POST = endpoint(async ({ params, locals }) => {
  const user = requireUser(locals, ['std']);
  const { shareId } = parse(ShareIdParam, params);
  return ok(await revokeShare(user, shareId, locals.clientIp), '공유를 중지했습니다.');
});
