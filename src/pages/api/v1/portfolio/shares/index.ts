import { endpoint, ok, parseJson } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { ShareInput } from '@/lib/schemas/portfolio';
import { createShare, listShares } from '@/lib/server/portfolio/shares';

/** The student's share links with their state and views. */
export const GET = endpoint(async ({ locals }) => {
  const user = requireUser(locals, ['std']);
  return ok(await listShares(user.userId));
});

/** A new link: the address and its QR code are answered once (only a hash of the token is kept). */
export const POST = endpoint(async ({ request, url, locals }) => {
  const user = requireUser(locals, ['std']);
  const input = await parseJson(ShareInput, request);
  return ok(await createShare(user, input, url.origin, locals.clientIp), '공유 링크를 만들었습니다.');
});
