import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { navigation } from '@/lib/api/client';
import {
  cocoComcdDList,
  getCmmnCdMngList,
  getCnslrList,
  getDeptGroup,
  getDeptList,
  getProductDeptList,
  getSideMenuList,
  getStfList,
  getUserList,
  getYearTerm,
  modifyViewCnt,
  saveMenuUseHis,
  sendSystemMsg,
  toggleFavorite,
} from '@/lib/api/lookups';
import { loading } from '@/lib/ui/loading';
import { toast, toasts } from '@/lib/ui/toast';
import { json, mockFetch, requestOf } from './fetch-mock';

const ok = (data: unknown) => json(200, { code: 200, message: 'OK', data });
const serverError = () => json(500, { code: 500, message: 'DB 오류', data: null });
const texts = () => toasts.get().map((t) => t.text);
const bodyOf = (fetch: ReturnType<typeof mockFetch>, index = 0) => JSON.parse(String(requestOf(fetch, index).init.body));
const originalGo = navigation.go;

describe('lookups', () => {
  let consoleError: ReturnType<typeof vi.spyOn>;

  beforeEach(() => {
    toast.clear();
    navigation.go = vi.fn();
    consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  afterEach(() => {
    navigation.go = originalGo;
    consoleError.mockRestore();
    vi.unstubAllGlobals();
  });

  it('asks for the side menu with useYn Y, the user type and clientType user', async () => {
    const fetch = mockFetch(ok([{ menuId: 'M1' }]));
    await expect(getSideMenuList('std')).resolves.toEqual([{ menuId: 'M1' }]);
    expect(requestOf(fetch).url).toBe('/api/v1/system/getSideMenuList?useYn=Y&userDiv=std&clientType=user');
  });

  it('returns an empty list when the server sends no rows', async () => {
    mockFetch(ok(null));
    await expect(getDeptList()).resolves.toEqual([]);
  });

  it('asks for a product department list without codes', async () => {
    const fetch = mockFetch(ok([]));
    await getProductDeptList('Ecp', { groupCd: 'G1' });
    expect(requestOf(fetch).url).toBe('/api/v1/cmmn/getEcpDeptList?groupCd=G1&showCodeYn=N');
  });

  it('refuses a product name that would change the path', async () => {
    const fetch = mockFetch();
    await expect(getProductDeptList('../x')).rejects.toThrow();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('de-duplicates counsellors by cnslrId', async () => {
    mockFetch(ok([{ cnslrId: 'C1', cnslrDiv: 'A' }, { cnslrId: 'C2' }, { cnslrId: 'C1', cnslrDiv: 'B' }]));
    const rows = await getCnslrList({ cnslrDiv: 'A' });
    expect(rows.map((r) => r.cnslrId)).toEqual(['C1', 'C2']);
  });

  it('deletes a favorite that has an id', async () => {
    const fetch = mockFetch(ok(null));
    await toggleFavorite({ flId: 'FL1', flMenuId: 'M1', flType: 'MENU', viewType: 'list' });
    expect(requestOf(fetch).url).toBe('/api/v1/cmmn/mergeFavoriteItem');
    expect(bodyOf(fetch)).toEqual({ flId: 'FL1', flMenuId: 'M1', flType: 'MENU', viewType: 'list', action: 'delete' });
  });

  it('inserts a favorite without an id', async () => {
    const fetch = mockFetch(ok(null));
    await toggleFavorite({ flId: '', flMenuId: 'M1', flType: 'MENU' });
    expect(bodyOf(fetch)).toMatchObject({ flMenuId: 'M1', flType: 'MENU', action: 'insert' });
  });

  it('sends system messages as MSG_TYPE01', async () => {
    const fetch = mockFetch(ok(null));
    await sendSystemMsg({ recvIdArr: ['S1', 'S2'], msgTitle: '상담 안내', msgCont: '내일 상담입니다.', userDef1: 'CNSL', userDef2: '7' });
    expect(bodyOf(fetch)).toEqual({
      msgType: 'MSG_TYPE01',
      recvIdArr: ['S1', 'S2'],
      msgTitle: '상담 안내',
      msgCont: '내일 상담입니다.',
      userDef1: 'CNSL',
      userDef2: '7',
    });
  });

  it('joins the sort arrays of the common-code query with commas', async () => {
    const fetch = mockFetch(ok([]));
    await getCmmnCdMngList({ upCdId: 'UP', sortBy: ['sortOrd', 'cdNm'], sortType: ['asc', 'desc'] });
    const url = new URL(requestOf(fetch).url, 'http://x');
    expect(url.pathname).toBe('/api/v1/cmmn/getCmmnCdMngList');
    expect(url.searchParams.get('upCdId')).toBe('UP');
    expect(url.searchParams.get('sortBy')).toBe('sortOrd,cdNm');
    expect(url.searchParams.get('sortType')).toBe('asc,desc');
  });

  it('reads the academic year and term', async () => {
    mockFetch(ok({ year: '2026', term: '1' }));
    await expect(getYearTerm()).resolves.toEqual({ year: '2026', term: '1' });
  });

  it.each([
    ['department', () => getDeptList(), '학과 정보를 불러오지 못했습니다.'],
    ['staff', () => getStfList(), '교직원 목록을 불러오지 못했습니다.'],
    ['counsellor', () => getCnslrList(), '상담사 목록을 불러오지 못했습니다.'],
    ['student', () => getUserList(), '학생 목록을 불러오지 못했습니다.'],
    ['favorite', () => toggleFavorite({ flMenuId: 'M1', flType: 'MENU' }), '즐겨찾기 처리에 실패했습니다.'],
    ['message', () => sendSystemMsg({ recvIdArr: [], msgTitle: '', msgCont: '' }), '메시지 발송에 실패했습니다.'],
    ['year and term', () => getYearTerm(), '학년도·학기 정보를 불러오지 못했습니다.'],
    ['common code', () => getCmmnCdMngList(), '공통코드를 불러오지 못했습니다.'],
    ['common code list', () => cocoComcdDList({ grpCd: 'G' }), '공통코드를 불러오지 못했습니다.'],
    ['department group', () => getDeptGroup({ grpCd: 'G' }), '학과 그룹 정보를 불러오지 못했습니다.'],
  ])('logs a %s failure, toasts its message, rejects and hides the loading state', async (_name, call, message) => {
    mockFetch(serverError());
    await expect(call()).rejects.toMatchObject({ code: 500 });
    expect(texts()).toEqual([message]);
    expect(consoleError).toHaveBeenCalled();
    expect(loading.get()).toBe(false);
  });

  it('only logs a failed view count', async () => {
    mockFetch(serverError());
    await expect(modifyViewCnt(7)).resolves.toBeUndefined();
    expect(consoleError).toHaveBeenCalled();
    expect(texts()).toEqual([]);
  });

  it('records menu use without waiting and only logs a failure', async () => {
    const fetch = mockFetch(serverError());
    expect(saveMenuUseHis({ menuId: 'M1' })).toBeUndefined();
    await vi.waitFor(() => expect(consoleError).toHaveBeenCalled());
    expect(requestOf(fetch).url).toBe('/api/v1/system/saveMenuUseHis');
    expect(texts()).toEqual([]);
  });
});
