import { endpoint, ok, parseJson } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { ContactInput } from '@/lib/schemas/profile';
import { contactOf, updateContact } from '@/lib/server/users/mypage';

export const POST = endpoint(async ({ request, locals }) => {
  const user = requireUser(locals);
  const input = await parseJson(ContactInput, request);
  return ok(await updateContact(user.userId, input, locals.clientIp), '연락처를 저장했습니다.');
});

/** My contact details: read from the server, never kept in the browser's loginInfo. */
export const GET = endpoint(async ({ locals }) => {
  const user = requireUser(locals);
  return ok(await contactOf(user.userId));
});
