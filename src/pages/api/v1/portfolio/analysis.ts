import { endpoint, ok } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { analyzePortfolio } from '@/lib/server/portfolio/analyze';

/** The student's own analysis: trend, activity share, coverage, group average (5 or more), weakest competency. */
export const GET = endpoint(async ({ locals }) => {
  const user = requireUser(locals, ['std']);
  return ok(await analyzePortfolio(user.userId));
});
