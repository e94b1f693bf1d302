import { z } from 'zod';
import { endpoint, ok, parseQuery } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { compareDepartments } from '@/lib/server/learning/majors';

const code = (label: string) => z.string({ error: `${label}를 골라 주세요.` }).regex(/^[A-Z0-9]{1,10}$/, `${label} 코드가 올바르지 않습니다.`);
const Query = z.object({ a: code('첫 번째 학과'), b: code('두 번째 학과') });

/** Two departments side by side. */
export const GET = endpoint(async ({ url, locals }) => {
  requireUser(locals, ['std']);
  const { a, b } = parseQuery(Query, url);
  return ok(await compareDepartments(a, b));
});
