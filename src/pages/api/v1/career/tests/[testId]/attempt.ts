import { endpoint, ok, parse, parseJson } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { AnswerSheetInput, TestIdParam } from '@/lib/schemas/career-tests';
import { attemptSheet, saveAnswers } from '@/lib/server/career/tests';

/** The running sheet: questions, saved answers and the time left. */
export const GET = endpoint(async ({ locals, params }) => {
  const user = requireUser(locals, ['std']);
  const { testId } = parse(TestIdParam, params);
  return ok(await attemptSheet(user, testId));
});

/** Autosaves the answers, or submits them (submit: true); refused after the deadline. */
export const POST = endpoint(async ({ locals, params, request }) => {
  const user = requireUser(locals, ['std']);
  const { testId } = parse(TestIdParam, params);
  const input = await parseJson(AnswerSheetInput, request);
  const result = await saveAnswers(user, testId, input, locals.clientIp);
  return ok(result, result.submitted ? '답안을 제출했습니다.' : '답안을 저장했습니다.');
});
