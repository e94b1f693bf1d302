import { endpoint, parse } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { SurveyIdParam } from '@/lib/schemas/surveys';
import { exportAnswers } from '@/lib/server/surveys/export';
import { xlsxResponse } from '@/lib/server/files/service';
import { todayInSeoul } from '@/lib/server/codes/repository';

/** The answers as .xlsx (an anonymous survey's file names no one). */
export const GET = endpoint(async ({ params, locals }) => {
  const user = requireUser(locals, ['stf']);
  const { surveyId } = parse(SurveyIdParam, params);
  const { buffer } = await exportAnswers(user, surveyId, locals.clientIp);
  return xlsxResponse(buffer, `설문응답_${surveyId}_${todayInSeoul()}.xlsx`);
});
