import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError, buildUrl, navigation } from '@/lib/api/client';
import { loadMenu, menuLoaded, resetMenu } from '@/lib/stores/menu';
import { clearLoginInfo, isLoggedIn, setLoginInfo } from '@/lib/stores/session';
import { dialogQueue } from '@/lib/ui/dialog';
import { loading } from '@/lib/ui/loading';
import { toast, toasts } from '@/lib/ui/toast';
import { clearCookie, json, mockFetch, requestOf } from './fetch-mock';

const originalGo = navigation.go;
let go: ReturnType<typeof vi.fn<(url: string) => void>>;

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    return error as ApiError;
  }
  throw new Error('expected the call to reject');
}

async function loggedInWithMenu() {
  setLoginInfo({ id: 'S2026001', name: '김학생', userDiv: 'std' });
  sessionStorage.setItem('gradChkCnt', '1');
  sessionStorage.setItem('loginChkCnt', '3');
  await loadMenu(async () => [{ menuId: 'M1' }]);
}

describe('api client', () => {
  beforeEach(() => {
    go = vi.fn<(url: string) => void>();
    navigation.go = go;
    dialogQueue.set([]);
    toast.clear();
    resetMenu();
    clearLoginInfo();
    localStorage.clear();
    sessionStorage.clear();
    clearCookie('isSso');
  });

  afterEach(() => {
    navigation.go = originalGo;
    vi.unstubAllGlobals();
  });

  describe('requests', () => {
    it('sends credentials, the JSON UTF-8 content type and the ajax marker', async () => {
      const fetch = mockFetch(json(200, { code: 200, message: 'OK', data: { saved: true } }));
      await api.post('/api/v1/cmmn/modifyViewCnt', { postId: 7 });
      const { url, init, headers } = requestOf(fetch);
      expect(url).toBe('/api/v1/cmmn/modifyViewCnt');
      expect(init.method).toBe('POST');
      expect(init.credentials).toBe('include');
      expect(headers.get('Content-Type')).toBe('application/json; charset=utf-8');
      expect(headers.get('X-Requested-With')).toBe('XMLHttpRequest');
      expect(init.body).toBe(JSON.stringify({ postId: 7 }));
    });

    it('sends GET parameters in the query string, leaving out missing ones', async () => {
      const fetch = mockFetch(json(200, { code: 200, message: 'OK', data: [] }));
      await api.get('/api/v1/cmmn/getDeptList', { deptDiv: 'D', upDeptCd: undefined, page: 1 });
      const { url, init, headers } = requestOf(fetch);
      expect(url).toBe('/api/v1/cmmn/getDeptList?deptDiv=D&page=1');
      expect(init.credentials).toBe('include');
      expect(headers.get('X-Requested-With')).toBe('XMLHttpRequest');
      expect(headers.get('Content-Type')).toBe('application/json; charset=utf-8');
    });

    it('lets the browser set the multipart content type of a form upload', async () => {
      const fetch = mockFetch(json(200, { code: 200, message: 'OK', data: { fileId: 'F1' } }));
      const form = new FormData();
      form.append('title', '제출물');
      await api.postForm('/api/files', form);
      const { init, headers } = requestOf(fetch);
      expect(init.body).toBe(form);
      expect(init.credentials).toBe('include');
      expect(headers.get('Content-Type')).toBeNull();
      expect(headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    });

    it('resolves to the envelope, so callers read res.data', async () => {
      mockFetch(json(200, { code: 200, message: 'OK', data: [{ deptCd: 'D01' }] }));
      const res = await api.get('/api/v1/cmmn/getDeptList');
      expect(res).toEqual({ code: 200, message: 'OK', data: [{ deptCd: 'D01' }] });
    });

    it('shows the loading state during the call and always hides it afterwards', async () => {
      let seen = false;
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => {
          seen = loading.get();
          return new Response(JSON.stringify({ code: 500, message: '서버 오류', data: null }), { status: 500 });
        }),
      );
      await rejection(api.get('/api/x'));
      expect(seen).toBe(true);
      expect(loading.get()).toBe(false);
    });

    it('keeps the loading state off for silent calls', async () => {
      let seen = true;
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => {
          seen = loading.get();
          return new Response(JSON.stringify({ code: 200, message: 'OK', data: null }));
        }),
      );
      await api.post('/api/v1/system/saveMenuUseHis', {}, { silent: true });
      expect(seen).toBe(false);
    });

    it('joins repeated parameters and existing query strings', () => {
      expect(buildUrl('/a?x=1', { y: [1, 2] })).toBe('/a?x=1&y=1&y=2');
      expect(buildUrl('/a', {})).toBe('/a');
    });
  });

  describe('403', () => {
    it('alerts 권한이 불충분합니다. and rejects', async () => {
      mockFetch(json(403, { code: 403, message: 'Forbidden', data: null }));
      const error = await rejection(api.get('/api/v1/stf/programs'));
      expect(error).toBeInstanceOf(ApiError);
      expect(error.code).toBe(403);
      expect(dialogQueue.get().map((d) => [d.kind, d.message, d.title])).toEqual([['alert', '권한이 불충분합니다.', '공지']]);
      expect(go).not.toHaveBeenCalled();
      expect(toasts.get()).toEqual([]);
    });

    it('treats a 403 code in the body of an HTTP 200 the same way', async () => {
      mockFetch(json(200, { code: 403, message: 'Forbidden', data: null }));
      const error = await rejection(api.get('/api/v1/stf/programs'));
      expect(error.code).toBe(403);
      expect(dialogQueue.get()[0]?.message).toBe('권한이 불충분합니다.');
    });

    it('on the route check, toasts the server message and goes to /error instead', async () => {
      mockFetch(json(403, { code: 403, message: '접근 권한이 없는 메뉴입니다.', data: null }));
      const error = await rejection(api.get('/api/v1/verify/router/check.do', { path: '/stf/menu' }));
      expect(error.code).toBe(403);
      expect(toasts.get().map((t) => [t.kind, t.text])).toEqual([['error', '접근 권한이 없는 메뉴입니다.']]);
      expect(go).toHaveBeenCalledWith('/error');
      expect(dialogQueue.get()).toEqual([]);
    });

    it('does not end the session', async () => {
      await loggedInWithMenu();
      mockFetch(json(403, { code: 403, message: 'Access Denied', data: null }));
      await rejection(api.get('/api/v1/stf/programs'));
      expect(isLoggedIn.get()).toBe(true);
      expect(go).not.toHaveBeenCalled();
    });
  });

  describe('404', () => {
    it('goes to /error and rejects', async () => {
      mockFetch(json(404, { code: 404, message: 'Not Found', data: null }));
      const error = await rejection(api.get('/api/v1/notice/999'));
      expect(error.code).toBe(404);
      expect(go).toHaveBeenCalledWith('/error');
    });
  });

  describe('401 and access denied', () => {
    it('clears the session and goes to /masterLogin when isSso is N', async () => {
      await loggedInWithMenu();
      document.cookie = 'isSso=N; path=/';
      mockFetch(json(401, { code: 401, message: 'Access Denied', data: null }));
      const error = await rejection(api.get('/api/v1/headerUserInfo'));
      expect(error.code).toBe(401);
      expect(localStorage.getItem('loginInfo')).toBeNull();
      expect(isLoggedIn.get()).toBe(false);
      expect(sessionStorage.getItem('gradChkCnt')).toBeNull();
      expect(sessionStorage.getItem('loginChkCnt')).toBeNull();
      expect(menuLoaded.get()).toBe(false);
      expect(go).toHaveBeenCalledExactlyOnceWith('/masterLogin');
    });

    it('goes to the single sign-on entry /login without the cookie', async () => {
      await loggedInWithMenu();
      mockFetch(json(401, { code: 401, message: 'Unauthorized', data: null }));
      await rejection(api.get('/api/v1/headerUserInfo'));
      expect(localStorage.getItem('loginInfo')).toBeNull();
      expect(menuLoaded.get()).toBe(false);
      expect(go).toHaveBeenCalledExactlyOnceWith('/login');
    });

    it('goes to /login when isSso is anything but N', async () => {
      document.cookie = 'isSso=Y; path=/';
      mockFetch(json(401, { code: 401, message: '', data: null }));
      await rejection(api.get('/api/v1/headerUserInfo'));
      expect(go).toHaveBeenCalledWith('/login');
    });

    it('saves the current path as the redirect target first', async () => {
      mockFetch(json(401, { code: 401, message: 'Access Denied', data: null }));
      await rejection(api.get('/api/v1/headerUserInfo'));
      expect(localStorage.getItem('redirectUrl')).toBe(`${location.pathname}${location.search}${location.hash}`);
    });

    it('uses the development sign-on variant when the host name contains dev', async () => {
      const happyDOM = (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM;
      const before = location.href;
      happyDOM.setURL('http://portal-dev.example.ac.kr/user/colglife/scholamt?tab=2');
      try {
        mockFetch(json(401, { code: 401, message: 'Access Denied', data: null }));
        await rejection(api.get('/api/v1/headerUserInfo'));
        expect(go).toHaveBeenCalledWith('/login?env=dev');
        expect(localStorage.getItem('redirectUrl')).toBe('/user/colglife/scholamt?tab=2');
      } finally {
        happyDOM.setURL(before);
      }
    });

    it('treats a body equal to 401 as an expired session', async () => {
      await loggedInWithMenu();
      mockFetch({ status: 200, text: '401' });
      const error = await rejection(api.get('/api/v1/headerUserInfo'));
      expect(error.code).toBe(401);
      expect(isLoggedIn.get()).toBe(false);
      expect(go).toHaveBeenCalledWith('/login');
    });

    it("treats an 'Access Denied' message the same way, whatever the case", async () => {
      await loggedInWithMenu();
      document.cookie = 'isSso=N; path=/';
      mockFetch(json(500, { code: 500, message: 'ACCESS DENIED', data: null }));
      await rejection(api.get('/api/v1/headerUserInfo'));
      expect(localStorage.getItem('loginInfo')).toBeNull();
      expect(sessionStorage.getItem('gradChkCnt')).toBeNull();
      expect(sessionStorage.getItem('loginChkCnt')).toBeNull();
      expect(menuLoaded.get()).toBe(false);
      expect(go).toHaveBeenCalledWith('/masterLogin');
    });

    it('recognises a plain-text Access Denied answer', async () => {
      mockFetch({ status: 500, text: 'Access Denied' });
      await rejection(api.get('/api/v1/headerUserInfo'));
      expect(go).toHaveBeenCalledWith('/login');
    });

    it('recognises the Korean access-denied message', async () => {
      mockFetch(json(500, { code: 500, message: '접근이 거부되었습니다.', data: null }));
      await rejection(api.get('/api/v1/headerUserInfo'));
      expect(go).toHaveBeenCalledWith('/login');
    });
  });

  describe('other errors', () => {
    it('rejects a 400 with the field errors and does not navigate', async () => {
      const fieldErrors = { email: ['올바른 이메일 주소를 입력해 주세요.'] };
      mockFetch(json(400, { code: 400, message: '입력값을 확인해 주세요.', data: fieldErrors }));
      const error = await rejection(api.post('/api/v1/profile', { email: 'x' }));
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ status: 400, code: 400, message: '입력값을 확인해 주세요.', data: fieldErrors });
      expect(go).not.toHaveBeenCalled();
      expect(dialogQueue.get()).toEqual([]);
    });

    it('passes a 409 and a 500 on to the caller', async () => {
      mockFetch(json(409, { code: 409, message: '이미 신청했습니다.', data: null }), json(500, { code: 500, message: '', data: null }));
      await expect(rejection(api.post('/api/apply'))).resolves.toMatchObject({ code: 409, message: '이미 신청했습니다.' });
      await expect(rejection(api.post('/api/apply'))).resolves.toMatchObject({ code: 500, message: '요청을 처리하지 못했습니다.' });
      expect(go).not.toHaveBeenCalled();
    });

    it('does not use an HTML error page as the message', async () => {
      mockFetch({ status: 502, text: '<html><body>Bad Gateway</body></html>' });
      await expect(rejection(api.get('/api/x'))).resolves.toMatchObject({ status: 502, message: '요청을 처리하지 못했습니다.' });
    });

    it('rejects with status 0 when the network fails', async () => {
      mockFetch(new TypeError('Failed to fetch'));
      const error = await rejection(api.get('/api/x'));
      expect(error).toBeInstanceOf(ApiError);
      expect(error.status).toBe(0);
      expect(go).not.toHaveBeenCalled();
      expect(loading.get()).toBe(false);
    });
  });
});
