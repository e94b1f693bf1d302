import { z } from 'zod';
import { endpoint, ok, parse } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { adviseeSimulation } from '@/lib/server/learning/graduation/service';

const Params = z.object({ studentId: z.string().trim().min(1).max(20, '학번이 올바르지 않습니다.') });

/** A professor's read-only view of an advisee's simulation; 404 for anyone who is not their advisee. */
export const GET = endpoint(async ({ params, locals }) => {
  const user = requireUser(locals, ['prof']);
  return ok(await adviseeSimulation(user, parse(Params, params).studentId));
});
