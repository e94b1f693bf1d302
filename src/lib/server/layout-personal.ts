// The parts of the page shell that belong to one reader: her name, photo and unread count in the
// header, and the favourite star beside the page title. They are written here once, as HTML, so that
// the layout and the page cache show the same markup: a content page read by a logged-in user is
// rendered once per user type with markers in these places (page-cache.ts), and each reader's parts
// are put in when it is answered.
import { escapeHtml } from '../text/html';

/** The markers a page rendered for every reader of a user type carries instead of her parts. */
export const PERSONAL_MARKS = {
  userId: '%%portal-user-id%%',
  userBox: '<!--portal-user-box-->',
  favorite: '<!--portal-favorite-->',
} as const;

export interface Reader {
  userId: string;
  korNm: string;
  userDivNm: string;
  /** '-' without a photo. */
  photo: string;
  unread: number;
}

/** The header's box: messages with the unread count, photo and name, logout. */
export function userBoxHtml(r: Reader): string {
  const photo =
    r.photo !== '-'
      ? `<img class="user-photo" src="${escapeHtml(`${r.photo}?inline=Y`)}" alt="" width="28" height="28">`
      : `<span class="user-photo placeholder-photo" aria-hidden="true">${escapeHtml(r.korNm.slice(0, 1))}</span>`;
  return (
    `<a href="/messages" class="btn btn-sm btn-light position-relative unread-link" aria-label="메시지함, 읽지 않은 메시지 ${r.unread}건">` +
    `<span aria-hidden="true">✉</span> ` +
    `<span class="badge rounded-pill text-bg-danger unread-badge"${r.unread === 0 ? ' hidden' : ''} data-testid="unread-badge">${r.unread}</span></a> ` +
    `<span class="user-name d-none d-sm-inline">${photo} <strong>${escapeHtml(r.korNm)}</strong> <small class="opacity-75">${escapeHtml(r.userDivNm)}</small></span> ` +
    `<form method="post" action="/logout" class="m-0"><button type="submit" class="btn btn-sm btn-outline-light" data-testid="logout">로그아웃</button></form>`
  );
}

/** The star that adds the page's menu to her favourites, or removes it (flId of her favourite, or null). */
export function favoriteHtml(flId: number | null, menuId: string, title: string): string {
  const on = flId !== null;
  const t = escapeHtml(title);
  return (
    `<button type="button" class="btn btn-link btn-favorite" aria-pressed="${on}" aria-label="${t} 즐겨찾기 ${on ? '해제' : '추가'}" title="즐겨찾기 ${on ? '해제' : '추가'}" ` +
    `data-testid="favorite-toggle" data-fl-id="${on ? flId : ''}" data-menu-id="${escapeHtml(menuId)}" data-menu-nm="${t}">${on ? '★' : '☆'}</button>`
  );
}

/** A page rendered with the markers, with this reader's parts put in. */
export function personalize(html: string, r: Reader, favorite: { flId: number | null; menuId: string; title: string } | null): string {
  return html
    .replace(PERSONAL_MARKS.userId, () => escapeHtml(r.userId))
    .replace(PERSONAL_MARKS.userBox, () => userBoxHtml(r))
    .replace(PERSONAL_MARKS.favorite, () => (favorite ? favoriteHtml(favorite.flId, favorite.menuId, favorite.title) : ''));
}
