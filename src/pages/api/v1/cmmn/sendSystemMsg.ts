import { z } from 'zod';
import { endpoint, ok, parseJson } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { sendSystemMessage, MSG_TYPE01 } from '@/lib/server/messages/service';

const Input = z.object({
  msgType: z.literal(MSG_TYPE01, { error: '메시지 종류가 올바르지 않습니다.' }).default(MSG_TYPE01),
  recvIdArr: z.array(z.string().trim().min(1).max(50), { error: '받는 사람을 선택해 주세요.' }).min(1, '받는 사람을 선택해 주세요.').max(1000, '한 번에 1,000명까지 보낼 수 있습니다.'),
  msgTitle: z.string().trim().min(1, '제목을 입력해 주세요.').max(100, '제목은 100자 이내로 입력해 주세요.'),
  msgCont: z.string().trim().min(1, '내용을 입력해 주세요.').max(2000, '내용은 2,000자 이내로 입력해 주세요.'),
  userDef1: z.string().max(300).optional(),
  userDef2: z.string().max(300).optional(),
});

export const POST = endpoint(async ({ request, locals }) => {
  const user = requireUser(locals);
  const input = await parseJson(Input, request);
  return ok(await sendSystemMessage(user, input, locals.clientIp), '메시지를 보냈습니다.');
});
