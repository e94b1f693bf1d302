// The recruiting calendar drawn by FullCalendar's own (non-React) build into a server-rendered
// block (RecruitCalendar.astro): the kind and 관심 공고만 checkboxes are plain inputs in the page, read
// on every fetch, so a change refetches the window shown. A phone opens the month as a list: a month
// grid of 390 px cannot carry posting titles, so there each entry of the grid is a dot in its colour
// (named for screen readers) and a tap on a day or a dot opens that day's list with the full titles.
import { Calendar, type EventInput, type EventSourceFuncArg } from '@fullcalendar/core';
import dayGridPlugin from '@fullcalendar/daygrid';
import listPlugin from '@fullcalendar/list';
import koLocale from '@fullcalendar/core/locales/ko';
import { api } from '@/lib/api/client';
import type { CalendarEntry } from '@/lib/recruiting/postings';

const phone = () => window.matchMedia('(max-width: 767.98px)').matches;
const ymd = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

export function mountRecruitCalendar(root: HTMLElement): void {
  const grid = root.querySelector<HTMLElement>('[data-calendar-grid]');
  const count = root.querySelector<HTMLElement>('[data-testid="calendar-count"]');
  if (!grid) return;
  const kindBoxes = [...root.querySelectorAll<HTMLInputElement>('input[data-kind]')];
  const bookmarked = root.querySelector<HTMLInputElement>('#cal-bookmarked');
  // Each kind's dot in its colour (set through the CSSOM: the page's style policy refuses style attributes).
  for (const dot of root.querySelectorAll<HTMLElement>('[data-colour]')) dot.style.color = dot.dataset.colour ?? '';
  const setCount = (n: number) => {
    if (count) count.textContent = `이 기간 일정 ${n}건`;
  };

  async function events(info: EventSourceFuncArg): Promise<EventInput[]> {
    const kinds = kindBoxes.filter((b) => b.checked).map((b) => b.dataset.kind);
    if (!kinds.length) {
      setCount(0);
      return [];
    }
    // FullCalendar's end is exclusive; the server's window is inclusive.
    const end = new Date(info.end.getTime() - 86_400_000);
    const res = await api.get<CalendarEntry[]>('/api/v1/recruiting/calendar', { start: ymd(info.start), end: ymd(end), kinds: kinds.join(','), bookmarked: bookmarked?.checked ? 'Y' : undefined }, { silent: true });
    setCount(res.data.length);
    return res.data.map((e) => ({
      id: e.id,
      title: e.title,
      start: e.date,
      allDay: true,
      url: e.url,
      // Closed entries in grey, dark enough for white titles (4.5:1).
      backgroundColor: e.closed ? closedColour : e.colour,
      borderColor: e.closed ? closedColour : e.colour,
      classNames: e.closed ? ['recruit-closed'] : [],
      extendedProps: { detail: e.detail, kindNm: e.kindNm },
    }));
  }

  const today = grid.dataset.today;
  const closedColour = grid.dataset.closedColour ?? '#6c757d';
  grid.replaceChildren();
  const calendar = new Calendar(grid, {
    plugins: [dayGridPlugin, listPlugin],
    locale: koLocale,
    initialDate: today,
    now: today,
    // Words rather than arrow icons (the icon font itself is served as a file: astro.config.mjs).
    buttonIcons: false,
    initialView: window.innerWidth < 768 ? 'listMonth' : 'dayGridMonth',
    headerToolbar: { start: 'prev,next today', center: 'title', end: 'dayGridMonth,listMonth' },
    buttonText: { prev: '‹ 이전', next: '다음 ›', today: '오늘', month: '월', list: '목록', day: '일' },
    height: 'auto',
    // Three titles a day on a wide screen; a phone's dots all fit.
    dayMaxEvents: phone() ? false : 3,
    navLinks: true,
    navLinkDayClick: 'listDay',
    events,
    viewClassNames: (arg) => (arg.view.type === 'dayGridMonth' && phone() ? ['recruit-month-dots'] : []),
    // A phone's month grid: a dot per entry instead of a title cut to a few letters.
    eventContent: (arg) => {
      if (arg.view.type !== 'dayGridMonth' || !phone()) return true;
      const dot = document.createElement('span');
      dot.className = 'recruit-dot';
      dot.style.backgroundColor = arg.backgroundColor;
      return { domNodes: [dot] };
    },
    eventClick: (arg) => {
      if (arg.view.type !== 'dayGridMonth' || !phone() || !arg.event.start) return;
      arg.jsEvent.preventDefault();
      calendar.changeView('listDay', arg.event.start);
    },
    eventDidMount: (arg) => {
      const text = `${arg.event.title} (${String(arg.event.extendedProps.detail ?? '')})`;
      arg.el.setAttribute('title', text);
      if (arg.view.type === 'dayGridMonth' && phone()) arg.el.setAttribute('aria-label', text);
    },
    // The "+2 개" link opens a popover of the day's entries: it is a button (FullCalendar renders an
    // <a> without href that carries aria-expanded, which only a button may have).
    moreLinkDidMount: (arg) => {
      arg.el.setAttribute('role', 'button');
    },
    noEventsText: '이 기간에는 일정이 없습니다.',
  });
  calendar.render();
  for (const box of [...kindBoxes, bookmarked]) box?.addEventListener('change', () => calendar.refetchEvents());
}
