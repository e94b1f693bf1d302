import { endpoint, ok } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { activeQuestions } from '@/lib/server/learning/diagnosis';

/** The self-diagnosis questionnaire in use. */
export const GET = endpoint(async ({ locals }) => {
  requireUser(locals, ['std']);
  return ok(await activeQuestions());
});
