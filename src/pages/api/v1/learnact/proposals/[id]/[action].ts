import { z } from 'zod';
import { endpoint, ok, parse, q, HttpError } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { deleteDraft, submitProposal, withdrawProposal } from '@/lib/server/learning/proposals';

const Params = z.object({ id: q.positiveInt('신청 번호'), action: z.string() });

/** The student's state changes: submit a valid draft, withdraw a submitted one, delete a draft. */
export const POST = endpoint(async ({ params, locals }) => {
  const user = requireUser(locals, ['std']);
  const { id, action } = parse(Params, params);
  const ip = locals.clientIp;
  switch (action) {
    case 'submit':
      return ok(await submitProposal(user, id, ip), '설계전공을 제출했습니다.');
    case 'withdraw':
      return ok(await withdrawProposal(user, id, ip), '제출을 철회했습니다. 고친 뒤 다시 제출할 수 있습니다.');
    case 'delete':
      return ok(await deleteDraft(user, id, ip), '작성중인 설계전공을 삭제했습니다.');
    default:
      throw new HttpError(404, '알 수 없는 처리입니다.');
  }
});
