import { endpoint, ok, parse } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { VersionParams } from '@/lib/schemas/employrefer';
import { restoreVersion } from '@/lib/server/employrefer/drafts';

/** Restores an older version as the newest one. */
export const POST = endpoint(async ({ params, locals }) => {
  const user = requireUser(locals, ['std']);
  const { draftId, versionId } = parse(VersionParams, params);
  const saved = await restoreVersion(user.userId, draftId, versionId);
  return ok(saved, `이전 버전을 ${saved.versionNo}번째 버전으로 복원했습니다.`);
});
