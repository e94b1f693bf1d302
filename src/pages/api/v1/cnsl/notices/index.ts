import { endpoint, ok, parseJson } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { saveNotice } from '@/lib/server/counselling/notices';
import { NoticeInput } from '@/lib/schemas/counselling';

export const POST = endpoint(async ({ request, locals }) => {
  const user = requireUser(locals, ['cnslr']);
  return ok(await saveNotice(user, await parseJson(NoticeInput, request)), '공지를 등록했습니다.');
});
