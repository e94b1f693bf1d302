import * as z from 'zod/mini';
import { endpoint, parse } from '@/lib/server/http/respond';
import { requirePermission } from '@/lib/server/http/guard';
import { id } from '@/lib/schemas/fields';
import { getRun } from '@/lib/server/imports/runs';
import { reportWorkbook } from '@/lib/server/imports/report';
import { xlsx } from '@/lib/server/imports/http';

/** The report as an Excel workbook (summary, counts per kind, refused rows). */
export const GET = endpoint(async ({ params, locals }) => {
  await requirePermission(locals, 'imports', 'read');
  const { runId } = parse(z.object({ runId: id('가져오기 번호') }), params);
  const run = await getRun(runId);
  return xlsx(await reportWorkbook(run), `가져오기-${runId}-결과.xlsx`);
});
