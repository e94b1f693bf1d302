import { endpoint, ok, parse, parseJson } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { CareerApplyInput, ProgramIdParam } from '@/lib/schemas/career';
import { applyToProgram } from '@/lib/server/career/applications';

/** Applies: a seat while there is one, else a place on the waiting list; refusals say why. */
export const POST = endpoint(async ({ params, request, locals }) => {
  const user = requireUser(locals, ['std']);
  const { programId } = parse(ProgramIdParam, params);
  const input = await parseJson(CareerApplyInput, request);
  const result = await applyToProgram(user, programId, input, locals.clientIp);
  return ok(result, result.status === 'WAITING' ? `정원이 차서 대기 ${result.waitPosition}번으로 등록되었습니다.` : '신청했습니다.');
});
