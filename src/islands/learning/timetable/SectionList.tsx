// The sections of a timetable as a list: everything the grid's small blocks cannot hold
// (code, section, credits, professor, all meeting times), readable on a phone.
import { Button } from 'react-bootstrap';
import { formatMeetings, type SectionInfo, type Mark } from '@/lib/learning/timetable';
import { categoryName } from '@/lib/learning/categories';

interface Props {
  sections: SectionInfo[];
  marked?: ReadonlyMap<number, Mark>;
  onRemove?: (offeringId: number) => void;
  empty: string;
  testId?: string;
}

export default function SectionList({ sections, marked, onRemove, empty, testId }: Props) {
  if (!sections.length) return <p className="text-secondary small mb-0" data-testid={testId}>{empty}</p>;
  return (
    <ul className="list-group" data-testid={testId}>
      {sections.map((s) => (
        <li key={s.offeringId} className={`list-group-item d-flex gap-2 align-items-start${marked?.has(s.offeringId) ? ' list-group-item-danger' : ''}`} data-offering-id={s.offeringId} data-mark={marked?.get(s.offeringId)}>
          <div className="flex-grow-1 min-w-0">
            <div className="fw-semibold">
              {s.korNm} <span className="text-secondary small fw-normal">{s.sbjtCd}-{s.section}</span>
            </div>
            <div className="small text-secondary">
              {categoryName(s.category)} · {s.credits}학점{s.profNm ? ` · ${s.profNm} 교수` : ''}
            </div>
            <div className="small">
              {formatMeetings(s.times) || '시간 미정'}
              {s.room ? ` · ${s.room}` : ''}
            </div>
          </div>
          {onRemove && (
            <Button size="sm" variant="outline-secondary" className="text-nowrap" onClick={() => onRemove(s.offeringId)} aria-label={`${s.korNm} ${s.section}분반 빼기`}>
              빼기
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}
