import { endpoint, ok, parse } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { DraftIdParam } from '@/lib/schemas/employrefer';
import { deleteDraft } from '@/lib/server/employrefer/drafts';

/** Deletes my draft with all its versions. */
export const POST = endpoint(async ({ params, locals }) => {
  const user = requireUser(locals, ['std']);
  const { draftId } = parse(DraftIdParam, params);
  await deleteDraft(user.userId, draftId);
  return ok(null, '초안을 삭제했습니다.');
});
