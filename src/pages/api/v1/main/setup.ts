import { endpoint, ok, parseJson } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { MainSetupInput } from '@/lib/schemas/profile';
import { saveMainBlocks } from '@/lib/server/users/mypage';

export const POST = endpoint(async ({ request, locals }) => {
  const user = requireUser(locals);
  return ok(await saveMainBlocks(user.userId, await parseJson(MainSetupInput, request)), '메인 화면 설정을 저장했습니다.');
});
