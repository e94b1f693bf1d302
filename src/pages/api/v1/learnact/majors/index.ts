import { z } from 'zod';
import { endpoint, ok, parseQuery, q } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { searchDirectory } from '@/lib/server/learning/majors';

const Query = z.object({ q: q.optionalText(50) });

/** Colleges > departments > majors with their profiles, optionally filtered by a name. */
export const GET = endpoint(async ({ url, locals }) => {
  requireUser(locals, ['std']);
  const { q: term } = parseQuery(Query, url);
  return ok(await searchDirectory(term));
});
