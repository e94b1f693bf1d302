import { endpoint, ok, parseJson } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { ContactInput } from '@/lib/schemas/profile';
import { updateContact } from '@/lib/server/users/mypage';

export const POST = endpoint(async ({ request, locals, clientAddress }) => {
  const user = requireUser(locals);
  const input = await parseJson(ContactInput, request);
  return ok(await updateContact(user.userId, input, clientAddress ?? null), '연락처를 저장했습니다.');
});
