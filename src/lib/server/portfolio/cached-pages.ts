// The public portfolio pages may be kept: keyed by their token, each page declares its student's
// keys as it renders (declarePageCache).
import type { CachedPages } from '../page-cache';

export const portfolioPages: CachedPages = {
  anyone: (path) => (path === '/portfolio/info' || path === '/parent/portfolio/info' ? [] : null),
};
