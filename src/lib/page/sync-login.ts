// Runs on every page: the server decides who is logged in; the browser's copy follows it.
export function syncLoginState() {
  const body = document.body;
  if (body.dataset.loggedIn === 'false') {
    localStorage.removeItem('loginInfo');
    sessionStorage.removeItem('gradChkCnt');
    sessionStorage.removeItem('loginChkCnt');
  }
  // Menu use history (spec section 7): fire and forget, failures only logged.
  const menuId = body.dataset.menuId;
  if (menuId) {
    fetch('/api/v1/system/saveMenuUseHis', {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json; charset=utf-8', 'X-Requested-With': 'XMLHttpRequest' },
      body: JSON.stringify({ menuId, menuUrl: location.pathname }),
      keepalive: true,
    }).catch((err) => console.warn('메뉴 이용 기록 실패', err));
  }
}
