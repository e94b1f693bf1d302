// Finds subjects by name or code and adds them to a list (prerequisites, required subjects) or
// picks one (the subject of an offering). Search goes to the staff lookup call.
import './admin.css';
import { useId, useState, type KeyboardEvent } from 'react';
import { Badge, Button, Form, InputGroup, ListGroup } from 'react-bootstrap';
import { api } from '@/lib/api/client';
import { toastFailure } from '@/islands/form';

export interface PickedSubject {
  sbjtKeyId: string;
  sbjtCd: string;
  korNm: string;
  credits?: number;
  useYn?: string;
}

interface Props {
  label: string;
  value: PickedSubject[];
  onChange: (next: PickedSubject[]) => void;
  /** One subject only: picking replaces the current one. */
  single?: boolean;
  /** Subjects that may not be picked (the subject itself). */
  exclude?: string[];
  max?: number;
  error?: string;
  testId?: string;
}

export default function SubjectPicker({ label, value, onChange, single = false, exclude = [], max = 50, error, testId }: Props) {
  const id = useId();
  const [keyword, setKeyword] = useState('');
  const [results, setResults] = useState<PickedSubject[] | null>(null);

  async function search() {
    const k = keyword.trim();
    if (!k) return;
    try {
      const res = await api.get<PickedSubject[]>('/api/v1/stf/learning/subjects/search', { keyword: k }, { silent: true });
      setResults(res.data);
    } catch (err) {
      toastFailure(err, '교과목을 찾지 못했습니다.');
    }
  }

  function onKey(e: KeyboardEvent<HTMLInputElement>) {
    // Enter searches instead of sending the surrounding form.
    if (e.key === 'Enter') {
      e.preventDefault();
      void search();
    }
  }

  function pick(s: PickedSubject) {
    if (single) onChange([s]);
    else if (!value.some((v) => v.sbjtKeyId === s.sbjtKeyId) && value.length < max) onChange([...value, s]);
    setResults(null);
    setKeyword('');
  }

  return (
    <div data-testid={testId}>
      <Form.Label htmlFor={`${id}-q`} className="small mb-1">
        {label}
      </Form.Label>
      {value.length > 0 && (
        <ul className="list-unstyled d-flex flex-wrap gap-1 mb-2" aria-label={`선택한 ${label}`}>
          {value.map((s) => (
            <li key={s.sbjtKeyId}>
              <Badge bg={s.useYn === 'N' ? 'secondary' : 'light'} text="dark" className="border fw-normal d-inline-flex align-items-center gap-1 text-wrap text-start">
                {s.korNm} ({s.sbjtCd}){s.useYn === 'N' && ' · 사용 중지'}
                {!single && (
                  <button type="button" className="btn-close ms-1 picker-remove" aria-label={`${s.korNm} 빼기`} onClick={() => onChange(value.filter((v) => v.sbjtKeyId !== s.sbjtKeyId))} />
                )}
              </Badge>
            </li>
          ))}
        </ul>
      )}
      <InputGroup size="sm">
        <Form.Control id={`${id}-q`} value={keyword} onChange={(e) => setKeyword(e.target.value)} onKeyDown={onKey} placeholder="교과목명 또는 과목코드" maxLength={50} isInvalid={!!error} aria-describedby={error ? `${id}-err` : undefined} />
        <Button variant="outline-secondary" onClick={() => void search()}>
          찾기
        </Button>
      </InputGroup>
      {error && (
        <div id={`${id}-err`} className="invalid-feedback d-block">
          {error}
        </div>
      )}
      {results && (
        <ListGroup className="mt-1 picker-results" aria-label={`${label} 검색 결과`}>
          {results.length === 0 && <ListGroup.Item className="small text-secondary">찾는 교과목이 없습니다.</ListGroup.Item>}
          {results.map((s) => {
            const blocked = exclude.includes(s.sbjtKeyId) || value.some((v) => v.sbjtKeyId === s.sbjtKeyId);
            return (
              <ListGroup.Item key={s.sbjtKeyId} action disabled={blocked} className="small" onClick={() => pick(s)}>
                {s.korNm} ({s.sbjtCd}){s.credits ? ` · ${s.credits}학점` : ''}
                {s.useYn === 'N' ? ' · 사용 중지' : ''}
              </ListGroup.Item>
            );
          })}
        </ListGroup>
      )}
    </div>
  );
}
