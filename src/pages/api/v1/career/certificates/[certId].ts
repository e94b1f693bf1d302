import * as z from 'zod/mini';
import { endpoint, parse } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { id } from '@/lib/schemas/fields';
import { certificatePdf, ownCertificate } from '@/lib/server/career/certificates';
import { contentDisposition } from '@/lib/server/files/service';

const Params = z.object({ certId: id('이수증 번호') });

/** The student's own certificate as a PDF; anyone else's is not found. */
export const GET = endpoint(async ({ locals, params, url }) => {
  const user = requireUser(locals, ['std']);
  const { certId } = parse(Params, params);
  const cert = await ownCertificate(user.userId, certId);
  const pdf = await certificatePdf(cert, url.origin);
  return new Response(new Uint8Array(pdf), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': contentDisposition(`이수증_${cert.certNo}.pdf`),
      'Cache-Control': 'private, no-store',
    },
  });
});
