// The recruiting calendar: FullCalendar (month grid and list, Korean locale) over one event source,
// the server's /calendar entries, filtered by kind and by bookmarks. Closed postings stay visible
// but greyed, so a student sees what she missed.
import { useMemo, useRef, useState } from 'react';
import FullCalendar from '@fullcalendar/react';
import dayGridPlugin from '@fullcalendar/daygrid';
import listPlugin from '@fullcalendar/list';
import koLocale from '@fullcalendar/core/locales/ko';
import type { EventSourceFuncArg, EventInput } from '@fullcalendar/core';
import { api } from '@/lib/api/client';
import { CALENDAR_KINDS, CALENDAR_KIND_COLOURS, CALENDAR_KIND_LABELS, type CalendarKind } from '@/lib/recruiting/postings';
import type { CalendarEntry } from '@/lib/server/recruiting/calendar';

interface Props {
  /** Seoul's today as the server rendered it (the calendar opens on its month). */
  today: string;
}

const ymd = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

export default function RecruitCalendar({ today }: Props) {
  const [kinds, setKinds] = useState<CalendarKind[]>([...CALENDAR_KINDS]);
  const [bookmarked, setBookmarked] = useState(false);
  const [count, setCount] = useState<number | null>(null);
  const ref = useRef<FullCalendar>(null);

  // A new function object when a filter changes: FullCalendar refetches on its own.
  const source = useMemo(
    () => async (info: EventSourceFuncArg): Promise<EventInput[]> => {
      if (!kinds.length) {
        setCount(0);
        return [];
      }
      // FullCalendar's end is exclusive; the server's window is inclusive.
      const end = new Date(info.end.getTime() - 86_400_000);
      const res = await api.get<CalendarEntry[]>('/api/v1/recruiting/calendar', { start: ymd(info.start), end: ymd(end), kinds: kinds.join(','), bookmarked: bookmarked ? 'Y' : undefined }, { silent: true });
      setCount(res.data.length);
      return res.data.map((e) => ({
        id: e.id,
        title: e.title,
        start: e.date,
        allDay: true,
        url: e.url,
        backgroundColor: e.closed ? '#adb5bd' : e.colour,
        borderColor: e.closed ? '#adb5bd' : e.colour,
        classNames: e.closed ? ['recruit-closed'] : [],
        extendedProps: { detail: e.detail, kindNm: e.kindNm },
      }));
    },
    [kinds, bookmarked],
  );

  const toggle = (k: CalendarKind) => setKinds((ks) => (ks.includes(k) ? ks.filter((x) => x !== k) : [...ks, k]));

  return (
    <div data-testid="calendar">
      <fieldset className="d-flex flex-wrap gap-3 align-items-center mb-2">
        <legend className="visually-hidden">캘린더에 보일 일정</legend>
        {CALENDAR_KINDS.map((k) => (
          <div className="form-check" key={k}>
            <input className="form-check-input" type="checkbox" id={`kind-${k}`} checked={kinds.includes(k)} onChange={() => toggle(k)} />
            <label className="form-check-label" htmlFor={`kind-${k}`}>
              <span aria-hidden="true" style={{ color: CALENDAR_KIND_COLOURS[k] }}>●</span> {CALENDAR_KIND_LABELS[k]}
            </label>
          </div>
        ))}
        <div className="form-check">
          <input className="form-check-input" type="checkbox" id="cal-bookmarked" checked={bookmarked} onChange={(e) => setBookmarked(e.target.checked)} />
          <label className="form-check-label" htmlFor="cal-bookmarked">관심 공고만</label>
        </div>
        <span className="small text-secondary" aria-live="polite" data-testid="calendar-count">
          {count === null ? '일정을 불러오는 중입니다.' : `이 기간 일정 ${count}건`}
        </span>
      </fieldset>
      <FullCalendar
        ref={ref}
        plugins={[dayGridPlugin, listPlugin]}
        locale={koLocale}
        initialDate={today}
        now={today}
        // The icon font is a data: URL the page's font policy refuses: words instead.
        buttonIcons={false}
        // A phone shows the list: a month grid of 390 px cannot carry posting titles.
        initialView={typeof window !== 'undefined' && window.innerWidth < 768 ? 'listMonth' : 'dayGridMonth'}
        headerToolbar={{ start: 'prev,next today', center: 'title', end: 'dayGridMonth,listMonth' }}
        buttonText={{ prev: '‹ 이전', next: '다음 ›', today: '오늘', month: '월', list: '목록' }}
        height="auto"
        dayMaxEvents={3}
        events={source}
        eventDidMount={(arg) => {
          arg.el.setAttribute('title', `${arg.event.title} (${String(arg.event.extendedProps.detail ?? '')})`);
        }}
        noEventsText="이 기간에는 일정이 없습니다."
      />
    </div>
  );
}
