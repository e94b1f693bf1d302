import { endpoint, ok, parse, parseJson } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { EntryIdParam, EntryInput } from '@/lib/schemas/portfolio';
import { getEntry, updateEntry } from '@/lib/server/portfolio/entries';

/** One of the student's own entries; another student's answers 404 like a missing one. */
export const GET = endpoint(async ({ params, locals }) => {
  const user = requireUser(locals, ['std']);
  const { entryId } = parse(EntryIdParam, params);
  return ok(await getEntry(user.userId, entryId));
});

/** Saves the whole entry again (the form sends every field). */
export const POST = endpoint(async ({ params, request, locals }) => {
  const user = requireUser(locals, ['std']);
  const { entryId } = parse(EntryIdParam, params);
  const input = await parseJson(EntryInput, request);
  return ok(await updateEntry(user, entryId, input, locals.clientIp), '이력을 수정했습니다.');
});
