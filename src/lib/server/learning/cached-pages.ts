// Learning catalogues only logged-in readers open, the same for every reader of a user type: read
// from cached curriculum data and dropped with it when staff change it (decision 008).
import type { CachedPages } from '../page-cache';
import { COMPETENCY_CACHE_PREFIX } from './competencies';
import { TRACKS_CACHE_KEY } from './tracks';

export const learningPages: CachedPages = {
  readers(path) {
    if (path === '/user/learnact/abilitymng/intro') return [COMPETENCY_CACHE_PREFIX, 'menus:'];
    if (path === '/user/learnact/track/about') return [TRACKS_CACHE_KEY, 'menus:'];
    return null;
  },
};
