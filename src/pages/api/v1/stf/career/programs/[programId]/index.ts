import { endpoint, ok, parse, parseJson } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { mayRun } from '@/lib/server/career/managed';
import { ProgramIdParam, ProgramInput } from '@/lib/schemas/career';
import { roster } from '@/lib/server/career/manage';
import { updateProgram } from '@/lib/server/career/program-edit';

/** The programme with its sessions, applicants, attendance and what may be done next. */
export const GET = endpoint(async ({ locals, params }) => {
  const user = requireUser(locals);
  const { programId } = parse(ProgramIdParam, params);
  await mayRun(user, { programId }, 'read');
  return ok(await roster(user, programId));
});

/** Saves an edit of the programme and its sessions. */
export const POST = endpoint(async ({ locals, params, request }) => {
  const user = requireUser(locals);
  const { programId } = parse(ProgramIdParam, params);
  await mayRun(user, { programId }, 'manage');
  const input = await parseJson(ProgramInput, request);
  const result = await updateProgram(user, programId, input, locals.clientIp);
  return ok(result, result.promoted ? `저장했습니다. 대기자 ${result.promoted}명이 자리를 받았습니다.` : '저장했습니다.');
});
