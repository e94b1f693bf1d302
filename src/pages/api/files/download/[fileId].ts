import { z } from 'zod';
import { endpoint, parse, q } from '@/lib/server/http/respond';
import { fileForDownload, contentDisposition, toWebStream } from '@/lib/server/files/service';
import { readFileStream } from '@/lib/server/files/storage';

const Params = z.object({ fileId: q.positiveInt('파일 번호') });

export const GET = endpoint(async ({ params, locals, url }) => {
  const { fileId } = parse(Params, params);
  const file = await fileForDownload(fileId, locals.user);
  const inline = url.searchParams.get('inline') === 'Y' && file.mimeType.startsWith('image/');
  return new Response(toWebStream(readFileStream(file.saveFileNm)), {
    headers: {
      'Content-Type': file.mimeType,
      'Content-Length': String(file.fileSize),
      'Content-Disposition': inline ? 'inline' : contentDisposition(`${file.oriFileNm}.${file.fileExtNm}`),
      // Private files stay out of every cache; files of public notices may be kept briefly.
      'Cache-Control': file.visibility === 'public' ? 'public, max-age=300' : 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
});
