// The content every visitor sees the same way, cached briefly (see cache.ts).
import { cached } from '../cache';
import { listPosts, type Reader } from '../posts/repository';
import { currentYearTerm, upcomingEvents } from '../codes/repository';
import { activePopups } from '../posts/popups';
import { publishDue } from './due';
import { activeBanners } from './banners';

/** The newest posts a reader may open: one cached list per kind of reader (anonymous, or a user type). */
export const latestPosts = async (boardCd: 'NOTICE' | 'PROGRAM', size: number, reader: Reader) => {
  // A scheduled time that has come drops the cached lists before they are read.
  await publishDue();
  return cached(`posts:${boardCd}:${size}:${reader?.userDiv ?? 'anon'}`, () => listPosts(boardCd, { size, reader }));
};
export const termNow = () => cached('term:current', () => currentYearTerm());
export const calendarAhead = () => cached('calendar:upcoming', () => upcomingEvents());
/** Today's popups for one kind of reader (anonymous, or a user type); dropped with invalidate('popups:') on every edit. */
export const popupsNow = (reader: Reader = null) => cached(`popups:active:${reader?.userDiv ?? 'anon'}`, () => activePopups(reader));
/** Today's banners and programme highlights, the same for everyone; dropped with invalidate('banners:') on every edit. */
export const bannersNow = () => cached('banners:active', () => activeBanners());
