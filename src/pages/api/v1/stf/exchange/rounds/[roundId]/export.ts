import { endpoint, parse } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { RoundIdParam } from '@/lib/schemas/exchange';
import { exportRound } from '@/lib/server/exchange/export';
import { contentDisposition } from '@/lib/server/files/service';

/** The applicants of a round as .xlsx. */
export const GET = endpoint(async ({ params, locals }) => {
  const user = requireUser(locals, ['stf', 'adm']);
  const { roundId } = parse(RoundIdParam, params);
  const { buffer, title } = await exportRound(user.userId, roundId);
  return new Response(new Uint8Array(buffer), {
    headers: {
      'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'Content-Disposition': contentDisposition(`${title}_지원자.xlsx`),
      'Cache-Control': 'private, no-store',
    },
  });
});
