// The content pages every visitor gets alike, and the data each shows (decision 033): the main page,
// the guide and notice boards and their posts. Scheduled posts go live before a stored one is answered.
import type { CachedPages } from '../page-cache';
import { postPageKey } from '../posts/cache-keys';
import { publishDue } from './due';

export const contentPages: CachedPages = {
  anyone(path) {
    if (path === '/user/main') return ['posts:', 'popups:', 'banners:', 'term:', 'calendar:', 'menus:'];
    if (path === '/guide' || path === '/notice') return ['posts:', 'menus:'];
    const item = /^\/(guide|notice)\/([1-9][0-9]{0,8})$/.exec(path);
    // A notice also links to its neighbours, so a change to the board's list touches it too.
    if (item) return [postPageKey(Number(item[2])), ...(item[1] === 'notice' ? ['posts:'] : []), 'menus:'];
    return null;
  },
  due: { keyPrefix: 'post', table: 'posts', run: publishDue },
};
