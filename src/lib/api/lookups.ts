// Typed wrappers for the common calls of section 7 of the specification. Each failure is
// logged, told to the user in its own words and passed on; the loading overlay is always
// cleared by the client, whatever happens.
import { api, type ApiEnvelope, type QueryValue } from '@/lib/api/client';
import type { MenuItem } from '@/lib/stores/menu';
import { toast } from '@/lib/ui/toast';

export const LOOKUP_MESSAGES = {
  menu: '메뉴를 불러오지 못했습니다.',
  dept: '학과 정보를 불러오지 못했습니다.',
  deptGroup: '학과 그룹 정보를 불러오지 못했습니다.',
  stf: '교직원 목록을 불러오지 못했습니다.',
  cnslr: '상담사 목록을 불러오지 못했습니다.',
  user: '학생 목록을 불러오지 못했습니다.',
  favorite: '즐겨찾기 처리에 실패했습니다.',
  message: '메시지 발송에 실패했습니다.',
  yearTerm: '학년도·학기 정보를 불러오지 못했습니다.',
  code: '공통코드를 불러오지 못했습니다.',
} as const;

export const SYSTEM_MESSAGE_TYPE = 'MSG_TYPE01';

// Result rows are only partly specified; the named fields are the ones pages rely on.
type Row = Record<string, unknown>;
export interface Dept extends Row { deptCd?: string; deptNm?: string; upDeptCd?: string }
export interface Stf extends Row { stfNo?: string; stfNm?: string; deptCd?: string; deptNm?: string }
export interface Cnslr extends Row { cnslrId: string; cnslrNm?: string; cnslrDiv?: string }
export interface StudentRow extends Row { userId?: string; korNm?: string; hakguaCd?: string; gradeCd?: string }
export interface YearTerm extends Row { year?: string; term?: string }
export interface CommonCode extends Row { cdId?: string; cdNm?: string; comCd?: string; comCdNm?: string }

type Params = Record<string, QueryValue>;

async function lookup<T>(failMessage: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    console.error(failMessage, error);
    toast.error(failMessage);
    throw error;
  }
}

function list<T>(res: ApiEnvelope<T[] | null | undefined>): T[] {
  return Array.isArray(res.data) ? res.data : [];
}

export function getSideMenuList(userDiv: string): Promise<MenuItem[]> {
  return lookup(LOOKUP_MESSAGES.menu, async () =>
    list(await api.get<MenuItem[]>('/api/v1/system/getSideMenuList', { useYn: 'Y', userDiv, clientType: 'user' })),
  );
}

export function getDeptList(params: { deptDiv?: string; upDeptCd?: string } = {}): Promise<Dept[]> {
  return lookup(LOOKUP_MESSAGES.dept, async () => list(await api.get<Dept[]>('/api/v1/cmmn/getDeptList', params)));
}

/** The per-product department list, `/api/v1/cmmn/get{product}DeptList`. */
export function getProductDeptList(
  product: string,
  params: { groupCd?: string; deptDiv?: string; upDeptCd?: string } = {},
): Promise<Dept[]> {
  return lookup(LOOKUP_MESSAGES.dept, async () => {
    // The name becomes part of the path, so only plain letters are accepted.
    if (!/^[A-Za-z]+$/.test(product)) throw new Error(`잘못된 제품 이름: ${product}`);
    return list(await api.get<Dept[]>(`/api/v1/cmmn/get${product}DeptList`, { ...params, showCodeYn: 'N' }));
  });
}

export function getStfList(
  params: { stfDivCd?: string; stfPstnCd?: string; deptCd?: string; searchKeyword?: string } = {},
): Promise<Stf[]> {
  return lookup(LOOKUP_MESSAGES.stf, async () => list(await api.get<Stf[]>('/api/v1/cmmn/getStfList', params)));
}

/** Counsellors, one row per cnslrId (the list can repeat a counsellor per field of counselling). */
export function getCnslrList(params: { cnslrDiv?: string; searchKeyword?: string } = {}): Promise<Cnslr[]> {
  return lookup(LOOKUP_MESSAGES.cnslr, async () => {
    const rows = list(await api.get<Cnslr[]>('/api/v1/cmmn/getCnslrList', params));
    const seen = new Set<string>();
    return rows.filter((row) => {
      const key = String(row.cnslrId);
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  });
}

export function getUserList(
  params: {
    colgCd?: string;
    hakguaCd?: string;
    majorCd?: string;
    gradeCd?: string;
    shregSt?: string;
    searchKeyword?: string;
    guideProfNo?: string;
  } = {},
): Promise<StudentRow[]> {
  return lookup(LOOKUP_MESSAGES.user, async () => list(await api.get<StudentRow[]>('/api/v1/cmmn/getUserList', params)));
}

export interface FavoriteInput {
  flId?: string | number | null;
  flMenuId: string | number;
  flType: string;
  viewType?: string;
}

export type FavoriteAction = 'insert' | 'delete';

/** Adds or removes a favorite: an existing favorite id means it is removed. */
export function toggleFavorite({ flId, flMenuId, flType, viewType }: FavoriteInput): Promise<ApiEnvelope<unknown>> {
  const action: FavoriteAction = flId !== null && flId !== undefined && flId !== '' ? 'delete' : 'insert';
  return lookup(LOOKUP_MESSAGES.favorite, () =>
    api.post('/api/v1/cmmn/mergeFavoriteItem', { flId, flMenuId, flType, viewType, action }),
  );
}

/** Counts a view. Background bookkeeping: failures are only logged and never reach the page. */
export async function modifyViewCnt(postId: string | number): Promise<void> {
  try {
    await api.post('/api/v1/cmmn/modifyViewCnt', { postId }, { silent: true });
  } catch (error) {
    console.error('조회수 반영 실패', error);
  }
}

export interface SystemMessageInput {
  recvIdArr: string[];
  msgTitle: string;
  msgCont: string;
  userDef1?: string;
  userDef2?: string;
}

export function sendSystemMsg(input: SystemMessageInput): Promise<ApiEnvelope<unknown>> {
  return lookup(LOOKUP_MESSAGES.message, () =>
    api.post('/api/v1/cmmn/sendSystemMsg', {
      msgType: SYSTEM_MESSAGE_TYPE,
      recvIdArr: input.recvIdArr,
      msgTitle: input.msgTitle,
      msgCont: input.msgCont,
      userDef1: input.userDef1,
      userDef2: input.userDef2,
    }),
  );
}

export function getYearTerm(): Promise<YearTerm> {
  return lookup(LOOKUP_MESSAGES.yearTerm, async () => {
    const res = await api.get<YearTerm | null>('/api/v1/cmmn/getYearTerm');
    return res.data ?? {};
  });
}

export interface CmmnCdQuery {
  upCdId?: string;
  cdCategory?: string;
  userdef1?: string;
  userdef2?: string;
  userdef3?: string;
  sortBy?: readonly string[];
  sortType?: readonly string[];
}

export function getCmmnCdMngList({ sortBy, sortType, ...rest }: CmmnCdQuery = {}): Promise<CommonCode[]> {
  const params: Params = { ...rest };
  // The server expects each sort array as one comma-separated value.
  if (sortBy?.length) params.sortBy = sortBy.join(',');
  if (sortType?.length) params.sortType = sortType.join(',');
  return lookup(LOOKUP_MESSAGES.code, async () =>
    list(await api.get<CommonCode[]>('/api/v1/cmmn/getCmmnCdMngList', params)),
  );
}

export interface ComCdQuery {
  grpCd?: string;
  comCd?: string;
  pageYn?: string;
}

export function cocoComcdDList(params: ComCdQuery = {}): Promise<CommonCode[]> {
  return lookup(LOOKUP_MESSAGES.code, async () =>
    list(await api.get<CommonCode[]>('/api/v1/cmmn/cocoComcdDList', { ...params })),
  );
}

export function getDeptGroup(params: ComCdQuery = {}): Promise<CommonCode[]> {
  return lookup(LOOKUP_MESSAGES.deptGroup, async () =>
    list(await api.get<CommonCode[]>('/api/v1/cmmn/getDeptGroup', { ...params })),
  );
}

/** Records which menu was used. Fire and forget: never awaited, failures only logged. */
export function saveMenuUseHis(entry: Record<string, unknown>): void {
  api.post('/api/v1/system/saveMenuUseHis', entry, { silent: true }).catch((error: unknown) => {
    console.error('메뉴 사용 이력 저장 실패', error);
  });
}
