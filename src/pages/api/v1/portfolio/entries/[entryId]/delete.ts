import { endpoint, ok, parse } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { EntryIdParam } from '@/lib/schemas/portfolio';
import { deleteEntry } from '@/lib/server/portfolio/entries';

/** Deletes one of the student's own entries (its evidence files stay in her uploads). */
export const POST = endpoint(async ({ params, locals }) => {
  const user = requireUser(locals, ['std']);
  const { entryId } = parse(EntryIdParam, params);
  await deleteEntry(user, entryId, locals.clientIp);
  return ok({ entryId }, '이력을 삭제했습니다.');
});
