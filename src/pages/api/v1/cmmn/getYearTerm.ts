import { endpoint, ok, HttpError } from '@/lib/server/http/respond';
import { currentYearTerm } from '@/lib/server/codes/repository';

export const GET = endpoint(async () => {
  const term = await currentYearTerm();
  if (!term) throw new HttpError(404, '학년도·학기 정보가 없습니다.');
  return ok(term);
});
