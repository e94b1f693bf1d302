// The built page list behind /adm/menus: a menu may be switched on only when its URL is a page.
import { describe, expect, it } from 'vitest';
import { isLiveRoute, pageCount } from '../../src/lib/server/routes/pages';

describe('isLiveRoute', () => {
  it('knows the pages of src/pages, with parameters and index pages', () => {
    expect(pageCount()).toBeGreaterThan(100);
    for (const url of ['/user/main', '/notice', '/notice/12', '/user/futuredesign/ecpguide', '/stf/content/popups', '/adm/menus', '/user/main?tab=1', '/guide/']) expect(isLiveRoute(url), url).toBe(true);
  });

  it('refuses pages that do not exist and addresses that are not paths', () => {
    for (const url of ['/user/mentoring/unknown', '/notice/12/extra', 'https://evil.example', '//evil.example/user/main', 'user/main', '/user/main.', '/404', '/user/ma.n']) expect(isLiveRoute(url), url).toBe(false);
  });
});
