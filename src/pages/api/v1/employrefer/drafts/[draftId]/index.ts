import { endpoint, ok, parse, parseJson } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { DraftIdParam, DraftSaveInput } from '@/lib/schemas/employrefer';
import { myDraft, saveDraft } from '@/lib/server/employrefer/drafts';

/** One of my drafts: the latest text and its kept versions. */
export const GET = endpoint(async ({ params, locals }) => {
  const user = requireUser(locals, ['std']);
  const { draftId } = parse(DraftIdParam, params);
  return ok(await myDraft(user.userId, draftId));
});

/** Saves the draft as a new version (the last 20 are kept). */
export const POST = endpoint(async ({ params, request, locals }) => {
  const user = requireUser(locals, ['std']);
  const { draftId } = parse(DraftIdParam, params);
  const input = await parseJson(DraftSaveInput, request);
  const saved = await saveDraft(user.userId, draftId, input);
  return ok(saved, `${saved.versionNo}번째 버전으로 저장했습니다.`);
});
