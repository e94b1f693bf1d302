import { endpoint, ok, parseJson } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { EntryInput } from '@/lib/schemas/portfolio';
import { createEntry, listEntries } from '@/lib/server/portfolio/entries';

/** The awards, licences, languages and projects the student added herself. */
export const GET = endpoint(async ({ locals }) => {
  const user = requireUser(locals, ['std']);
  return ok(await listEntries(user.userId));
});

export const POST = endpoint(async ({ request, locals }) => {
  const user = requireUser(locals, ['std']);
  const input = await parseJson(EntryInput, request);
  return ok(await createEntry(user, input, locals.clientIp), '이력을 등록했습니다.');
});
