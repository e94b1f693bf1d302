import { z } from 'zod';
import { q } from '../http/respond';
import { page, pageSize } from '../../schemas/fields';

/** grpCd, comCd, pageYn (+ page, size when pageYn is Y) of the grouped-code lookups. */
export const PagedCodeQuery = z.object({
  grpCd: z.string().trim().min(1, '그룹 코드를 입력해 주세요.').max(50),
  comCd: q.optionalText(50),
  pageYn: q.yn().default('N'),
  page: page(),
  size: pageSize(20),
});
