import { endpoint, parse } from '@/lib/server/http/respond';
import { requireRecordPermission } from '@/lib/server/http/guard';
import { xlsxResponse } from '@/lib/server/files/service';
import { FairIdParam } from '@/lib/schemas/recruiting-fairs';
import { exportFairBookings } from '@/lib/server/recruiting/fairs-manage';
import * as clock from '@/lib/server/clock';

/** The fair's bookings as .xlsx, for staff. */
export const GET = endpoint(async ({ params, locals }) => {
  const user = await requireRecordPermission(locals, 'recruiting', 'export');
  const { fairId } = parse(FairIdParam, params);
  const { buffer } = await exportFairBookings(user, fairId);
  return xlsxResponse(buffer, `채용박람회_상담예약_${fairId}_${clock.today()}.xlsx`);
});
