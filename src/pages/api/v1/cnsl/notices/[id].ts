import { z } from 'zod';
import { endpoint, ok, parse, parseJson, q } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { saveNotice } from '@/lib/server/counselling/notices';
import { NoticeInput } from '@/lib/schemas/counselling';

const Params = z.object({ id: q.positiveInt('공지 번호') });

export const POST = endpoint(async ({ params, request, locals }) => {
  const user = requireUser(locals, ['cnslr']);
  return ok(await saveNotice(user, await parseJson(NoticeInput, request), parse(Params, params).id), '공지를 고쳤습니다.');
});
