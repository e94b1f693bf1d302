// This term's timetable from the student's enrolments: the grid, the list, and exports (their code
// loads when a file is asked for). Before the island hydrates, the page places the grid's blocks
// itself (place-blocks.ts).
import { useRef } from 'react';
import { Button } from 'react-bootstrap';
import type { SectionInfo } from '@/lib/learning/timetable';
import TimetableGrid from './TimetableGrid';
import SectionList from './SectionList';

interface Props {
  term: { label: string; startDt: string; endDt: string };
  sections: SectionInfo[];
  credits: number;
}

export default function CurrentTimetable({ term, sections, credits }: Props) {
  const grid = useRef<HTMLDivElement>(null);
  const name = `${term.label} 시간표`;
  return (
    <div>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
        <div className="me-auto">
          <span className="badge text-bg-primary me-2">수강 중</span>
          <span className="tt-credits" data-testid="current-credits">
            {sections.length}과목 · 총 <strong>{credits}</strong>학점
          </span>
        </div>
        {sections.length > 0 && (
          <>
            <Button size="sm" variant="outline-primary" onClick={() => void import('./exporters').then((m) => m.downloadImage(grid.current, name))}>
              이미지 저장
            </Button>
            <Button size="sm" variant="outline-primary" onClick={() => void import('./exporters').then((m) => m.downloadCalendar({ calName: name, startDt: term.startDt, endDt: term.endDt, sections }, name))}>
              캘린더(.ics)
            </Button>
          </>
        )}
      </div>
      {sections.length ? (
        <div className="row g-3">
          <div className="col-lg-8">
            <TimetableGrid ref={grid} sections={sections} caption={name} testId="current-grid" />
          </div>
          <div className="col-lg-4">
            <h3 className="h6 mt-1">수강 과목</h3>
            <SectionList sections={sections} empty="" testId="current-list" />
          </div>
        </div>
      ) : (
        <p className="text-secondary" data-testid="current-empty">
          {`${term.label}에 수강 중인 과목이 없습니다.`}
        </p>
      )}
    </div>
  );
}
