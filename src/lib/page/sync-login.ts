// Runs on every page: the server decides who is logged in; the browser's copy (loginInfo) follows it.
import { clearLoginInfo, clearSessionCounters, loginInfo, mainPathFor, setLoginInfo } from '../stores/session';

const JSON_HEADERS = { 'Content-Type': 'application/json; charset=utf-8', 'X-Requested-With': 'XMLHttpRequest' };

async function restoreLoginInfo() {
  const res = await fetch('/api/v1/headerUserInfo', { credentials: 'include', headers: JSON_HEADERS });
  if (!res.ok) return;
  const { data } = await res.json();
  const userDetail = data.userDTO ?? data.stfDTO ?? data.otsdrDTO ?? {};
  setLoginInfo({ id: data.id, name: data.name, userDiv: data.userDiv, photo: data.photo, mainPage: mainPathFor(data.userDiv), userDetail });
}

export function syncLoginState() {
  const body = document.body;
  if (body.dataset.loggedIn === 'false') {
    clearLoginInfo();
    clearSessionCounters();
  } else {
    // Logged in without the browser copy (a plain-form login, another tab's logout): fetch it once.
    if (loginInfo.get()?.id !== body.dataset.userId) restoreLoginInfo().catch((err) => console.warn('로그인 정보 동기화 실패', err));
  }
  // Menu use history (spec section 7): fire and forget, failures only logged.
  const menuId = body.dataset.menuId;
  if (menuId) {
    fetch('/api/v1/system/saveMenuUseHis', {
      method: 'POST',
      credentials: 'include',
      headers: JSON_HEADERS,
      body: JSON.stringify({ menuId, menuUrl: location.pathname }),
      keepalive: true,
    }).catch((err) => console.warn('메뉴 이용 기록 실패', err));
  }
}
