import { beforeEach, describe, expect, it } from 'vitest';
import {
  clearLoginInfo,
  clearSessionCounters,
  isLoggedIn,
  loginInfo,
  mainPathFor,
  saveRedirectUrl,
  setLoginInfo,
  takeRedirectUrl,
} from '@/lib/stores/session';

describe('session store', () => {
  beforeEach(() => {
    clearLoginInfo();
    localStorage.clear();
    sessionStorage.clear();
  });

  it('starts logged out', () => {
    expect(loginInfo.get()).toBeNull();
    expect(isLoggedIn.get()).toBe(false);
  });

  it('persists the login info as JSON under the key loginInfo', () => {
    setLoginInfo({ id: 'S2026001', name: '김학생', userDiv: 'std', photo: '/img/p.png', mainPage: '/main', userDetail: { hakguaCd: 'H01' } });
    expect(isLoggedIn.get()).toBe(true);
    expect(JSON.parse(localStorage.getItem('loginInfo') ?? 'null')).toEqual({
      id: 'S2026001',
      name: '김학생',
      userDiv: 'std',
      photo: '/img/p.png',
      mainPage: '/main',
      userDetail: { hakguaCd: 'H01' },
    });
  });

  it('fills a missing photo with a dash and the main page with /main', () => {
    setLoginInfo({ id: 'P1', name: '이교수', userDiv: 'prof' });
    expect(loginInfo.get()).toMatchObject({ photo: '-', mainPage: '/main', userDetail: {} });
  });

  it('removes the key when the login info is cleared', () => {
    setLoginInfo({ id: 'S1', name: '학생', userDiv: 'std' });
    clearLoginInfo();
    expect(localStorage.getItem('loginInfo')).toBeNull();
    expect(isLoggedIn.get()).toBe(false);
  });

  it('clears the session counters gradChkCnt and loginChkCnt only', () => {
    sessionStorage.setItem('gradChkCnt', '1');
    sessionStorage.setItem('loginChkCnt', '2');
    sessionStorage.setItem('other', 'kept');
    clearSessionCounters();
    expect(sessionStorage.getItem('gradChkCnt')).toBeNull();
    expect(sessionStorage.getItem('loginChkCnt')).toBeNull();
    expect(sessionStorage.getItem('other')).toBe('kept');
  });

  it('hands out the saved redirect target once, then the default', () => {
    saveRedirectUrl('/user/futuredesign/careerAct/detail/7');
    expect(localStorage.getItem('redirectUrl')).toBe('/user/futuredesign/careerAct/detail/7');
    expect(takeRedirectUrl()).toBe('/user/futuredesign/careerAct/detail/7');
    expect(takeRedirectUrl()).toBe('/user');
    expect(takeRedirectUrl('/prof')).toBe('/prof');
  });

  it('refuses redirect targets outside the site', () => {
    saveRedirectUrl('https://evil.example/');
    saveRedirectUrl('//evil.example/');
    expect(localStorage.getItem('redirectUrl')).toBeNull();
    localStorage.setItem('redirectUrl', '//evil.example/');
    expect(takeRedirectUrl()).toBe('/user');
  });

  it('maps user types to their main pages', () => {
    expect(mainPathFor('std')).toBe('/user');
    expect(mainPathFor('prof')).toBe('/prof');
    expect(mainPathFor('stf')).toBe('/stf');
    expect(mainPathFor('cnslr')).toBe('/cnslr');
    expect(mainPathFor('otsdr')).toBe('/otsdr');
    expect(mainPathFor('adm')).toBe('/');
    expect(mainPathFor(undefined)).toBe('/');
  });
});
