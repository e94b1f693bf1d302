import { endpoint, ok, parseJson } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { ScholNoticeInput } from '@/lib/schemas/scholarships';
import { createNotice, recentNotices } from '@/lib/server/scholarships/notices';

/** The latest scholarship notices. */
export const GET = endpoint(async ({ locals }) => {
  requireUser(locals, ['stf']);
  return ok(await recentNotices());
});

/** Posts a scholarship notice on the notice board (category 장학). */
export const POST = endpoint(async ({ request, locals }) => {
  const user = requireUser(locals, ['stf']);
  const input = await parseJson(ScholNoticeInput, request);
  return ok(await createNotice(user, input, locals.clientIp), '장학 공지를 올렸습니다.');
});
