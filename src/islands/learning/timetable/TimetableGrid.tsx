// The weekly grid: one column per day, blocks placed by their minutes. Overlapping blocks (a time
// conflict in a plan) share the column side by side, so both stay visible and are marked.
// Positions are set only after hydration: the content security policy blocks style attributes in
// the server's HTML, while styles React sets from script are allowed. Until then the blocks stay
// hidden (the list beside the grid carries the same information).
import { forwardRef, useEffect, useState } from 'react';
import { colourSlot, DAY_NAMES, fromMinutes, gridBounds, toMinutes, type SectionInfo } from '@/lib/learning/timetable';

interface Block {
  section: SectionInfo;
  start: number;
  end: number;
  lane: number;
  lanes: number;
}

/** Lays out one day's meetings in lanes: overlapping meetings go side by side. */
function layoutDay(sections: SectionInfo[], day: number): Block[] {
  const blocks = sections
    .flatMap((section) => section.times.filter((t) => t.day === day).map((t) => ({ section, start: toMinutes(t.start), end: toMinutes(t.end), lane: 0, lanes: 1 })))
    .sort((a, b) => a.start - b.start || a.end - b.end);
  // Group blocks that overlap transitively; each group splits the column between its lanes.
  let group: Block[] = [];
  let groupEnd = -1;
  const flush = () => {
    const laneEnds: number[] = [];
    for (const b of group) {
      const free = laneEnds.findIndex((end) => end <= b.start);
      b.lane = free < 0 ? laneEnds.length : free;
      laneEnds[b.lane] = b.end;
    }
    for (const b of group) b.lanes = laneEnds.length;
    group = [];
  };
  for (const b of blocks) {
    if (group.length && b.start >= groupEnd) flush();
    group.push(b);
    groupEnd = Math.max(groupEnd, b.end);
  }
  flush();
  return blocks;
}

interface Props {
  sections: SectionInfo[];
  /** Sections to mark (those in a conflict). */
  marked?: Set<number>;
  caption: string;
  testId?: string;
}

const TimetableGrid = forwardRef<HTMLDivElement, Props>(function TimetableGrid({ sections, marked, caption, testId }, ref) {
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  const { days, from, to } = gridBounds(sections);
  const hours = Array.from({ length: (to - from) / 60 }, (_, i) => from / 60 + i);
  const at = (minutes: number) => `calc(${(minutes - from) / 60} * var(--tt-hour))`;
  return (
    <div ref={ref} className={`tt-grid tt-days-${days.length}${ready ? ' tt-ready' : ''}`} data-testid={testId}>
      <div className="tt-caption">{caption}</div>
      <div className="tt-head" aria-hidden="true">
        <div />
        {days.map((d) => (
          <div key={d} className="tt-dayname">
            {DAY_NAMES[d]}
          </div>
        ))}
      </div>
      <div className="tt-body">
        <div className="tt-hours" aria-hidden="true">
          {hours.map((h) => (
            <div key={h} className="tt-hour">
              {h}
            </div>
          ))}
        </div>
        {days.map((d) => (
          <ul key={d} className="tt-day list-unstyled" aria-label={`${DAY_NAMES[d]}요일`}>
            {layoutDay(sections, d).map((b) => {
              const s = b.section;
              const conflict = marked?.has(s.offeringId);
              return (
                <li
                  key={`${s.offeringId}-${b.start}`}
                  className={`tt-block tt-c${colourSlot(s.sbjtKeyId)}${conflict ? ' tt-conflict' : ''}${b.lanes > 1 ? ' tt-narrow' : ''}`}
                  style={ready ? { top: at(b.start), height: at(from + b.end - b.start), left: `${(b.lane / b.lanes) * 100}%`, width: `${100 / b.lanes}%` } : undefined}
                  title={`${s.korNm} (${s.sbjtCd}-${s.section}) ${DAY_NAMES[d]} ${fromMinutes(b.start)}-${fromMinutes(b.end)} ${s.room ?? ''} ${s.profNm ?? ''}`}
                  data-offering-id={s.offeringId}
                >
                  <span className="tt-name">{s.korNm}</span>
                  <span className="visually-hidden">
                    {' '}
                    {DAY_NAMES[d]}요일 {fromMinutes(b.start)}-{fromMinutes(b.end)}
                  </span>
                  {s.room && <span className="tt-room">{s.room}</span>}
                  {s.profNm && <span className="tt-prof">{s.profNm}</span>}
                  {conflict && <span className="tt-flag">시간 겹침</span>}
                </li>
              );
            })}
          </ul>
        ))}
      </div>
    </div>
  );
});

export default TimetableGrid;
