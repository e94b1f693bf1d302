import { endpoint, ok, parseJson } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { DraftCreateInput } from '@/lib/schemas/employrefer';
import { createDraft, myDrafts } from '@/lib/server/employrefer/drafts';

/** My cover-letter drafts. */
export const GET = endpoint(async ({ locals }) => {
  const user = requireUser(locals, ['std']);
  return ok(await myDrafts(user.userId));
});

/** A new draft for a question, with its first version. */
export const POST = endpoint(async ({ request, locals }) => {
  const user = requireUser(locals, ['std']);
  const input = await parseJson(DraftCreateInput, request);
  return ok(await createDraft(user.userId, input), '초안을 만들었습니다.');
});
