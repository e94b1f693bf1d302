import { z } from 'zod';
import { endpoint, ok, parseJson, q, HttpError } from '@/lib/server/http/respond';
import { increaseViewCount, viewCountOf } from '@/lib/server/posts/repository';
import { createLimiter } from '@/lib/server/http/rate-limit';

const Input = z.object({ postId: q.positiveInt('게시글 번호') });
// One view per reader and post every ten minutes: reloading does not inflate the count.
const views = createLimiter(1, 10 * 60_000);

export const POST = endpoint(async ({ request, locals }) => {
  const { postId } = await parseJson(Input, request);
  const reader = locals.user?.userId ?? `ip:${locals.clientIp ?? '-'}`;
  const viewCnt = views.allow(`${reader}|${postId}`) ? await increaseViewCount(postId) : await viewCountOf(postId);
  if (viewCnt === null) throw new HttpError(404, '게시글을 찾을 수 없습니다.');
  return ok({ postId, viewCnt });
});
