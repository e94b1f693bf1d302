import { z } from 'zod';
import { endpoint, ok, parseJson, q, HttpError } from '@/lib/server/http/respond';
import { increaseViewCount } from '@/lib/server/posts/repository';

const Input = z.object({ postId: q.positiveInt('게시글 번호') });

export const POST = endpoint(async ({ request }) => {
  const { postId } = await parseJson(Input, request);
  const viewCnt = await increaseViewCount(postId);
  if (viewCnt === null) throw new HttpError(404, '게시글을 찾을 수 없습니다.');
  return ok({ postId, viewCnt });
});
