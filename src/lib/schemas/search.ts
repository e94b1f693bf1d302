// Search inputs: the query of the search box (bounded, no control characters, Korean messages) and a
// recent search to remove.
import * as z from 'zod/mini';
import { id, text } from './fields';
import { MAX_QUERY_LENGTH } from '../search/query';

export const SearchInput = z.object({ q: text('검색어', { max: MAX_QUERY_LENGTH }) });
export type SearchInput = z.infer<typeof SearchInput>;

export const RecentSearchParam = z.object({ historyId: id('최근 검색어 번호') });
