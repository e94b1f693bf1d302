// The weekly grid: one column per day, blocks placed by their minutes. Overlapping blocks (a time
// conflict in a plan) share the column side by side on a wide grid; on a narrow one (a phone) side
// by side would leave each a sliver, so a conflict is one full-width block naming every subject in it.
// Positions are set only by script: the content security policy blocks style attributes in the
// server's HTML, while styles set from script are allowed. Each block also carries its position in
// data attributes, so a grid whose island has not hydrated yet is placed by placeBlocks
// (place-blocks.ts) without React. Until either runs the blocks stay hidden (the list beside the
// grid carries the same information).
import { forwardRef, useEffect, useRef, useState } from 'react';
import { colourSlot, DAY_NAMES, fromMinutes, gridBounds, MARK_LABELS, toMinutes, type Mark, type SectionInfo } from '@/lib/learning/timetable';

interface Block {
  section: SectionInfo;
  start: number;
  end: number;
  lane: number;
  lanes: number;
  /** Blocks that overlap (transitively) share a group. */
  group: number;
}

interface BlockPlace {
  top: string;
  height: string;
  left: string;
  width: string;
}

/** Below this width a column is too narrow for blocks side by side. */
const NARROW_GRID_PX = 600;

/** Lays out one day's meetings in lanes: overlapping meetings go side by side. */
function layoutDay(sections: SectionInfo[], day: number): Block[] {
  const blocks = sections
    .flatMap((section) => section.times.filter((t) => t.day === day).map((t) => ({ section, start: toMinutes(t.start), end: toMinutes(t.end), lane: 0, lanes: 1, group: 0 })))
    .sort((a, b) => a.start - b.start || a.end - b.end);
  // Group blocks that overlap transitively; each group splits the column between its lanes.
  let group: Block[] = [];
  let groupEnd = -1;
  let groupNo = 0;
  const flush = () => {
    groupNo++;
    for (const b of group) b.group = groupNo;
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

/** On a narrow grid, each group of overlapping blocks becomes one block spanning the group. */
function mergeGroups(blocks: Block[]): { start: number; end: number; sections: SectionInfo[]; first: Block }[] {
  const groups = new Map<number, Block[]>();
  for (const b of blocks) groups.set(b.group, [...(groups.get(b.group) ?? []), b]);
  return [...groups.values()].map((g) => ({
    start: Math.min(...g.map((b) => b.start)),
    end: Math.max(...g.map((b) => b.end)),
    sections: [...new Set(g.map((b) => b.section))],
    first: g[0],
  }));
}

interface Props {
  sections: SectionInfo[];
  /** Sections to mark, with why (a time conflict or the same subject twice). */
  marked?: ReadonlyMap<number, Mark>;
  caption: string;
  testId?: string;
}

const TimetableGrid = forwardRef<HTMLDivElement, Props>(function TimetableGrid({ sections, marked, caption, testId }, ref) {
  const [ready, setReady] = useState(false);
  const [narrow, setNarrow] = useState(false);
  const body = useRef<HTMLDivElement>(null);
  useEffect(() => {
    setReady(true);
    // A grid not laid out yet (width 0) is not narrow.
    const measure = () => {
      const width = body.current?.clientWidth ?? 0;
      setNarrow(width > 0 && width < NARROW_GRID_PX);
    };
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, []);
  const { days, from, to } = gridBounds(sections);
  const hours = Array.from({ length: (to - from) / 60 }, (_, i) => from / 60 + i);
  const at = (minutes: number) => `calc(${(minutes - from) / 60} * var(--tt-hour))`;
  /** A block's position: as its style once hydrated, and always in data attributes (see placeBlocks). */
  const place = (p: BlockPlace) => ({ style: ready ? p : undefined, 'data-top': p.top, 'data-height': p.height, 'data-left': p.left, 'data-width': p.width });
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
      <div className="tt-body" ref={body}>
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
              if (narrow && b.lanes > 1) return null;
              const s = b.section;
              const mark = marked?.get(s.offeringId);
              return (
                <li
                  key={`${s.offeringId}-${b.start}`}
                  className={`tt-block tt-c${colourSlot(s.sbjtKeyId)}${mark ? ' tt-conflict' : ''}${b.lanes > 1 ? ' tt-narrow' : ''}`}
                  {...place({ top: at(b.start), height: at(from + b.end - b.start), left: `${(b.lane / b.lanes) * 100}%`, width: `${100 / b.lanes}%` })}
                  title={`${s.korNm} (${s.sbjtCd}-${s.section}) ${DAY_NAMES[d]} ${fromMinutes(b.start)}-${fromMinutes(b.end)} ${s.room ?? ''} ${s.profNm ?? ''}`}
                  data-offering-id={s.offeringId}
                  data-mark={mark}
                >
                  <span className="tt-name">{s.korNm}</span>
                  <span className="visually-hidden">
                    {' '}
                    {DAY_NAMES[d]}요일 {fromMinutes(b.start)}-{fromMinutes(b.end)}
                  </span>
                  {s.room && <span className="tt-room">{s.room}</span>}
                  {s.profNm && <span className="tt-prof">{s.profNm}</span>}
                  {mark && <span className="tt-flag">{MARK_LABELS[mark]}</span>}
                </li>
              );
            })}
            {narrow &&
              mergeGroups(layoutDay(sections, d).filter((b) => b.lanes > 1)).map((g) => (
                <li
                  key={`merged-${g.first.section.offeringId}-${g.start}`}
                  className="tt-block tt-merged tt-conflict"
                  {...place({ top: at(g.start), height: at(from + g.end - g.start), left: '0', width: '100%' })}
                  data-merged={g.sections.map((s) => s.offeringId).join(',')}
                >
                  {g.sections.map((s) => (
                    <span key={s.offeringId} className="tt-name">
                      {s.korNm}
                    </span>
                  ))}
                  <span className="visually-hidden">
                    {' '}
                    {DAY_NAMES[d]}요일 {fromMinutes(g.start)}-{fromMinutes(g.end)}
                  </span>
                  <span className="tt-flag">{MARK_LABELS.CONFLICT}</span>
                </li>
              ))}
          </ul>
        ))}
      </div>
    </div>
  );
});

export default TimetableGrid;
