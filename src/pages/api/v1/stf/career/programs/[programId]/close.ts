import { endpoint, ok, parse, parseJson } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { mayRun } from '@/lib/server/career/managed';
import { CloseProgramInput, ProgramIdParam } from '@/lib/schemas/career';
import { closePlan, closeProgram } from '@/lib/server/career/close';
import { particle } from '@/lib/text/josa';

/** What closing would do: the completion rules, open reports and tests with the students they affect, the satisfaction survey. */
export const GET = endpoint(async ({ locals, params }) => {
  const user = requireUser(locals);
  const { programId } = parse(ProgramIdParam, params);
  await mayRun(user, { programId }, 'decide');
  return ok(await closePlan(user, programId));
});

/** Closes the programme: completion by its rule, certificates, messages, the satisfaction survey offered. */
export const POST = endpoint(async ({ locals, params, request }) => {
  const user = requireUser(locals);
  const { programId } = parse(ProgramIdParam, params);
  await mayRun(user, { programId }, 'decide');
  const input = await parseJson(CloseProgramInput, request);
  const result = await closeProgram(user, programId, input, locals.clientIp);
  const survey = result.survey
    ? ` 만족도 조사 「${result.survey.title}」${particle(result.survey.title, '을/를')}${result.survey.created ? ' 기본 양식으로 만들어' : ''} 이수자 ${result.survey.offered}명에게 안내했습니다.`
    : result.surveyDraft
      ? ` 작성 중인 만족도 조사 「${result.surveyDraft.title}」${particle(result.surveyDraft.title, '을/를')} 게시하면 이수자에게 안내됩니다.`
      : '';
  return ok(result, `프로그램을 마감했습니다. 이수 ${result.completed}명, 미이수 ${result.notCompleted}명.${survey}`);
});
