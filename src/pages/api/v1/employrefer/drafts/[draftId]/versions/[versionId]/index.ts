import { endpoint, ok, parse } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { VersionParams } from '@/lib/schemas/employrefer';
import { myVersion } from '@/lib/server/employrefer/drafts';

/** One kept version's text. */
export const GET = endpoint(async ({ params, locals }) => {
  const user = requireUser(locals, ['std']);
  const { draftId, versionId } = parse(VersionParams, params);
  return ok(await myVersion(user.userId, draftId, versionId));
});
