import { endpoint, ok, parse, parseJson } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { EntryIdParam, EntryInput } from '@/lib/schemas/portfolio';
import { deleteEntry, getEntry, updateEntry } from '@/lib/server/portfolio/entries';

/** One of the student's own entries; another student's answers 404 like a missing one. */
export const GET = endpoint(async ({ params, locals }) => {
  const user = requireUser(locals, ['std']);
  const { entryId } = parse(EntryIdParam, params);
  return ok(await getEntry(user.userId, entryId));
});

export const PUT = endpoint(async ({ params, request, locals }) => {
  const user = requireUser(locals, ['std']);
  const { entryId } = parse(EntryIdParam, params);
  const input = await parseJson(EntryInput, request);
  return ok(await updateEntry(user, entryId, input, locals.clientIp), '이력을 수정했습니다.');
});

export const DELETE = endpoint(async ({ params, locals }) => {
  const user = requireUser(locals, ['std']);
  const { entryId } = parse(EntryIdParam, params);
  await deleteEntry(user, entryId, locals.clientIp);
  return ok({ entryId }, '이력을 삭제했습니다.');
});
