import { endpoint, parse } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { SurveyIdParam } from '@/lib/schemas/surveys';
import { exportAnswers } from '@/lib/server/surveys/export';
import { surveyAccess } from '@/lib/server/surveys/staff';
import { xlsxResponse } from '@/lib/server/files/service';
import * as clock from '@/lib/server/clock';

/** The answers as .xlsx (an anonymous survey's file names no one, and needs five responses): its manager, or an admin. */
export const GET = endpoint(async ({ params, locals }) => {
  const { surveyId } = parse(SurveyIdParam, params);
  await surveyAccess(locals.user, 'export', surveyId);
  const user = requireUser(locals);
  const { buffer } = await exportAnswers(user, surveyId, locals.clientIp);
  return xlsxResponse(buffer, `설문응답_${surveyId}_${clock.today()}.xlsx`);
});
