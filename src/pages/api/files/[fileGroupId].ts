import { z } from 'zod';
import { endpoint, parse } from '@/lib/server/http/respond';
import { q } from '@/lib/server/http/respond';
import { zipOfGroup, contentDisposition, toWebStream } from '@/lib/server/files/service';

const Params = z.object({ fileGroupId: q.positiveInt('첨부파일 번호') });

/** The whole group as one zip, streamed (spec section 7: application/zip). */
export const GET = endpoint(async ({ params, locals }) => {
  const { fileGroupId } = parse(Params, params);
  const zip = await zipOfGroup(fileGroupId, locals.user);
  return new Response(toWebStream(zip), {
    headers: { 'Content-Type': 'application/zip', 'Content-Disposition': contentDisposition(`첨부파일_${fileGroupId}.zip`), 'Cache-Control': 'private, no-store' },
  });
});
