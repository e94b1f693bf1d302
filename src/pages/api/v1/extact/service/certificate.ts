import { endpoint, parseQuery } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { CertificateQuery } from '@/lib/schemas/extact';
import { issueServiceCertificate, serviceCertificatePdf } from '@/lib/server/extact/certificate';
import { contentDisposition } from '@/lib/server/files/service';

/** The certificate of her approved hours (a year, or all years) as a PDF. */
export const GET = endpoint(async ({ url, locals }) => {
  const user = requireUser(locals, ['std']);
  const { year } = parseQuery(CertificateQuery, url);
  const cert = await issueServiceCertificate(user.userId, year, locals.clientIp);
  const pdf = await serviceCertificatePdf(cert, url.origin);
  return new Response(new Uint8Array(pdf), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': contentDisposition(`봉사활동확인서_${cert.certNo}.pdf`),
      'Cache-Control': 'private, no-store',
    },
  });
});
