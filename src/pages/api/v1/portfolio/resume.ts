import { endpoint, parseQuery } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { ResumeQuery } from '@/lib/schemas/portfolio';
import { buildResume, resumePdf } from '@/lib/server/portfolio/resume';
import { contentDisposition } from '@/lib/server/files/service';

/** The student's résumé as a PDF, with the sections she chose in her order. */
export const GET = endpoint(async ({ url, locals }) => {
  const user = requireUser(locals, ['std']);
  const query = parseQuery(ResumeQuery, url);
  const resume = await buildResume(user.userId, query);
  const pdf = await resumePdf(resume);
  return new Response(new Uint8Array(pdf), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': contentDisposition(`${resume.korNm}_이력서.pdf`),
      'Cache-Control': 'private, no-store',
    },
  });
});
