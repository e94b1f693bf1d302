import { endpoint, ok } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { feedStatus, issueFeedToken } from '@/lib/server/recruiting/calendar';

/** Whether the student's private calendar address is live (the address itself is shown only when issued). */
export const GET = endpoint(async ({ locals }) => {
  const user = requireUser(locals, ['std']);
  return ok(await feedStatus(user.userId));
});

/** Issues a new private address; the previous one stops working. */
export const POST = endpoint(async ({ locals, url }) => {
  const user = requireUser(locals, ['std']);
  const issued = await issueFeedToken(user.userId, locals.clientIp);
  return ok({ ...issued, url: url.origin + issued.path }, '새 구독 주소를 만들었습니다. 이전 주소는 더 이상 쓸 수 없습니다.');
});
