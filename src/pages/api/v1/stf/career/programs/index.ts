import { endpoint, ok, parseJson, parseQuery } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { ProgramInput, StaffProgramQuery } from '@/lib/schemas/career';
import { createProgram, staffPrograms } from '@/lib/server/career/manage';

/** The programmes this staff member runs (all of them for the programme admin). */
export const GET = endpoint(async ({ locals, url }) => {
  const user = requireUser(locals, ['stf']);
  return ok(await staffPrograms(user, parseQuery(StaffProgramQuery, url)));
});

/** A new programme with its sessions; its author manages it. */
export const POST = endpoint(async ({ locals, request, clientAddress }) => {
  const user = requireUser(locals, ['stf']);
  const input = await parseJson(ProgramInput, request);
  return ok(await createProgram(user, input, clientAddress ?? null), '프로그램을 등록했습니다.');
});
