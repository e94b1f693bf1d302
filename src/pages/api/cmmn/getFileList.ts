import { z } from 'zod';
import { endpoint, ok, parseQuery, q } from '@/lib/server/http/respond';
import { listFiles } from '@/lib/server/files/service';

/** fileId is the attachment id of a record, i.e. its file group; the answer lists the group's files. */
const Query = z.object({ fileId: q.positiveInt('첨부파일 번호') });

export const GET = endpoint(async ({ url, locals }) => {
  const { fileId } = parseQuery(Query, url);
  return ok(await listFiles(fileId, locals.user));
});
