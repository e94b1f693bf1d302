import { z } from 'zod';
import { q } from '../http/respond';

/** grpCd, comCd, pageYn (+ page, size when pageYn is Y) of the grouped-code lookups. */
export const PagedCodeQuery = z.object({
  grpCd: z.string().trim().min(1, '그룹 코드를 입력해 주세요.').max(50),
  comCd: q.optionalText(50),
  pageYn: q.yn().default('N'),
  page: z.coerce.number({ error: '페이지는 숫자여야 합니다.' }).int().min(1).default(1),
  size: z.coerce.number({ error: '페이지 크기는 숫자여야 합니다.' }).int().min(1).max(100).default(20),
});
