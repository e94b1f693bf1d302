import { z } from 'zod';
import { endpoint, ok, parse, parseJson, q, HttpError } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { AcceptInput, CancelInput, ChangeTimeInput, RejectInput, ScheduleInput } from '@/lib/schemas/counselling';
import { accept, cancelByStudent, changeTimeByStudent, complete, noShow, reject, schedule } from '@/lib/server/counselling/transitions';
import { isCounsellingStaff, isStudent } from '@/lib/users';

const Params = z.object({ id: q.positiveInt('신청 번호'), action: z.string() });

const MESSAGES: Record<string, string> = {
  accept: '접수했습니다.',
  reject: '반려했습니다.',
  schedule: '일정을 확정했습니다.',
  complete: '완료 처리했습니다.',
  noShow: '불참 처리했습니다.',
  cancel: '신청을 취소했습니다.',
  time: '상담 시간을 바꿨습니다.',
};

/** Status changes: accept, reject, schedule, complete, noShow (counselling staff); cancel, time (the student). */
export const POST = endpoint(async ({ params, request, locals }) => {
  const user = requireUser(locals);
  const { id, action } = parse(Params, params);
  const staff = isCounsellingStaff(user);
  let result: unknown;
  switch (action) {
    case 'accept':
    case 'reject':
    case 'schedule':
    case 'complete':
    case 'noShow':
      if (!staff) throw new HttpError(403, '상담 업무 담당자만 처리할 수 있습니다.');
      if (action === 'accept') result = await accept(user, id, (await parseJson(AcceptInput, request)).assignTo);
      else if (action === 'reject') result = await reject(user, id, (await parseJson(RejectInput, request)).reason);
      else if (action === 'schedule') result = await schedule(user, id, await parseJson(ScheduleInput, request));
      else if (action === 'complete') result = await complete(user, id);
      else result = await noShow(user, id);
      break;
    case 'cancel':
      if (!isStudent(user)) throw new HttpError(403, '신청한 학생만 취소할 수 있습니다.');
      result = await cancelByStudent(user, id, (await parseJson(CancelInput, request)).reason);
      break;
    case 'time':
      if (!isStudent(user)) throw new HttpError(403, '신청한 학생만 시간을 바꿀 수 있습니다.');
      result = await changeTimeByStudent(user, id, (await parseJson(ChangeTimeInput, request)).slotStart);
      break;
    default:
      throw new HttpError(404, '알 수 없는 처리입니다.');
  }
  return ok(result, MESSAGES[action]);
});
