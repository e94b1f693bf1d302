import { z } from 'zod';
import { endpoint, ok, parseQuery, q, HttpError } from '@/lib/server/http/respond';
import { cmmnCodeList, CMMN_SORT_KEYS, type CmmnSortKey } from '@/lib/server/codes/repository';

/** Spec section 7: the sort arrays arrive joined with commas (sortBy=sortOrd,cdNm&sortType=asc,desc). */
const commaList = z
  .string()
  .optional()
  .transform((v) => (v ? v.split(',').map((s) => s.trim()).filter(Boolean) : []));

const Query = z.object({
  upCdId: q.optionalText(50),
  cdCategory: q.optionalText(50),
  userdef1: q.optionalText(100),
  userdef2: q.optionalText(100),
  userdef3: q.optionalText(100),
  sortBy: commaList,
  sortType: commaList,
});

export const GET = endpoint(async ({ url }) => {
  const query = parseQuery(Query, url);
  const badKey = query.sortBy.find((k) => !CMMN_SORT_KEYS.includes(k as CmmnSortKey));
  if (badKey) throw new HttpError(400, '정렬 기준이 올바르지 않습니다.', { sortBy: `허용되지 않는 정렬 기준입니다: ${badKey}` });
  const badType = query.sortType.find((t) => t !== 'asc' && t !== 'desc');
  if (badType) throw new HttpError(400, '정렬 방향이 올바르지 않습니다.', { sortType: 'asc 또는 desc 만 쓸 수 있습니다.' });
  return ok(await cmmnCodeList({ ...query, sortBy: query.sortBy as CmmnSortKey[], sortType: query.sortType as ('asc' | 'desc')[] }));
});
