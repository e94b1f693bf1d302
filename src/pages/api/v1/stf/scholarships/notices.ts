import { endpoint, ok, parseJson } from '@/lib/server/http/respond';
import { requirePermission } from '@/lib/server/http/guard';
import { ScholNoticeInput } from '@/lib/schemas/scholarships';
import { createNotice, recentNotices } from '@/lib/server/scholarships/notices';

/** The latest scholarship notices. */
export const GET = endpoint(async ({ locals }) => {
  await requirePermission(locals, 'scholarships', 'read');
  return ok(await recentNotices());
});

/** Posts a scholarship notice on the notice board (category 장학): scholarship managers. */
export const POST = endpoint(async ({ request, locals }) => {
  const user = await requirePermission(locals, 'scholarships', 'manage');
  const input = await parseJson(ScholNoticeInput, request);
  return ok(await createNotice(user, input, locals.clientIp), '장학 공지를 올렸습니다.');
});
