// The content every visitor sees the same way, cached briefly (see cache.ts).
import { cached } from './cache';
import { listPosts } from './posts/repository';
import { currentYearTerm, upcomingEvents } from './codes/repository';
import { activePopups } from './posts/popups';

export const latestPosts = (boardCd: 'NOTICE' | 'PROGRAM', size: number) => cached(`posts:${boardCd}:${size}`, () => listPosts(boardCd, { size }));
export const termNow = () => cached('term:current', () => currentYearTerm());
export const calendarAhead = () => cached('calendar:upcoming', () => upcomingEvents());
export const popupsNow = () => cached('popups:active', () => activePopups());
