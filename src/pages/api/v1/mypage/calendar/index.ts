import { endpoint, ok } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { config } from '@/lib/server/config';
import { feedStatus, issueFeed } from '@/lib/server/mypage/calendar-feed';

/** Whether her personal calendar address is live (the address itself is shown only when made). */
export const GET = endpoint(async ({ locals }) => {
  const user = requireUser(locals, ['std']);
  return ok(await feedStatus(user.userId));
});

/** Makes her address, or a new one in place of the old (which stops working at once). */
export const POST = endpoint(async ({ locals, url }) => {
  const user = requireUser(locals, ['std']);
  const issued = await issueFeed(user.userId, locals.clientIp);
  const address = (config.publicOrigin ?? url.origin) + issued.path;
  return ok({ ...issued, url: address, webcal: address.replace(/^https?:/, 'webcal:') }, '구독 주소를 만들었습니다. 이전 주소가 있었다면 더 이상 쓸 수 없습니다.');
});
