// Staff edit of one track: goal, description, application window, capacity, credit rule and its
// subjects (search to add, mark required, remove). The shared schema and the pure edit rules run
// here for quick feedback; the server checks the same and that the subjects exist.
import { useMemo, useState, type FormEvent } from 'react';
import { Button, Col, Form, InputGroup, ListGroup, Row, Table } from 'react-bootstrap';
import { api } from '@/lib/api/client';
import { TrackEditInput } from '@/lib/schemas/tracks';
import { trackEditErrors } from '@/lib/learning/tracks';
import { reloadWithToast } from '@/lib/ui/flash';
import { toast } from '@/lib/ui/toast';
import { checkWith, FieldError, FormError, invalidProps, serverFieldErrors, toastFailure, type FieldErrors } from '@/islands/form';

export interface EditorSubject {
  sbjtKeyId: string;
  sbjtCd: string;
  korNm: string;
  credits: number;
  required: boolean;
}

interface Props {
  trackCd: string;
  approvedCount: number;
  initial: {
    summary: string;
    description: string;
    applyStartDt: string;
    applyEndDt: string;
    capacity: number | null;
    minCredits: number;
    subjects: EditorSubject[];
  };
}

export default function TrackEditor({ trackCd, approvedCount, initial }: Props) {
  const [v, setV] = useState({ ...initial, capacity: initial.capacity === null ? '' : String(initial.capacity), minCredits: String(initial.minCredits) });
  const [subjects, setSubjects] = useState<EditorSubject[]>(initial.subjects);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const [keyword, setKeyword] = useState('');
  const [found, setFound] = useState<EditorSubject[] | null>(null);
  const total = useMemo(() => subjects.reduce((s, x) => s + x.credits, 0), [subjects]);
  const set = (k: 'summary' | 'description' | 'applyStartDt' | 'applyEndDt' | 'capacity' | 'minCredits') => (e: { target: { value: string } }) =>
    setV((old) => ({ ...old, [k]: e.target.value }));

  async function search(e: FormEvent) {
    e.preventDefault();
    if (!keyword.trim()) return;
    try {
      const res = await api.get<Omit<EditorSubject, 'required'>[]>('/api/v1/stf/learning/tracks/subject-search', { keyword: keyword.trim() }, { silent: true });
      setFound(res.data.map((s) => ({ ...s, required: false })));
    } catch (err) {
      toastFailure(err, '교과목을 찾지 못했습니다.');
    }
  }

  function add(s: EditorSubject) {
    if (subjects.some((x) => x.sbjtKeyId === s.sbjtKeyId)) {
      toast.info('이미 들어 있는 교과목입니다.');
      return;
    }
    setSubjects((list) => [...list, s]);
  }

  async function save(e: FormEvent) {
    e.preventDefault();
    const body = {
      summary: v.summary,
      description: v.description,
      applyStartDt: v.applyStartDt,
      applyEndDt: v.applyEndDt,
      capacity: v.capacity.trim() === '' ? null : Number(v.capacity),
      minCredits: Number(v.minCredits),
      subjects: subjects.map((s) => ({ sbjtKeyId: s.sbjtKeyId, required: s.required })),
    };
    let local = checkWith(TrackEditInput, body);
    if (!Object.keys(local).length) local = trackEditErrors(body, new Map(subjects.map((s) => [s.sbjtKeyId, s.credits])), approvedCount);
    setErrors(local);
    if (Object.keys(local).length) return;
    setBusy(true);
    try {
      const res = await api.post(`/api/v1/stf/learning/tracks/${trackCd}`, body);
      reloadWithToast(res.message || '저장했습니다.');
    } catch (err) {
      setErrors(serverFieldErrors(err));
      toastFailure(err, '트랙을 저장하지 못했습니다.');
      setBusy(false);
    }
  }

  return (
    <Form onSubmit={save} noValidate data-testid="track-editor">
      <FormError errors={errors} />
      <Form.Group controlId="te-summary" className="mb-3">
        <Form.Label>트랙 목표</Form.Label>
        <Form.Control value={v.summary} onChange={set('summary')} maxLength={300} {...invalidProps('te-summary', errors.summary)} />
        <FieldError id="te-summary" error={errors.summary} />
      </Form.Group>
      <Form.Group controlId="te-description" className="mb-3">
        <Form.Label>트랙 설명</Form.Label>
        <Form.Control as="textarea" rows={4} value={v.description} onChange={set('description')} maxLength={4000} {...invalidProps('te-description', errors.description)} />
        <FieldError id="te-description" error={errors.description} />
      </Form.Group>
      <Row className="g-3 mb-3">
        <Col xs={6} md={3}>
          <Form.Group controlId="te-start">
            <Form.Label>신청 시작일</Form.Label>
            <Form.Control type="date" value={v.applyStartDt} onChange={set('applyStartDt')} {...invalidProps('te-start', errors.applyStartDt)} />
            <FieldError id="te-start" error={errors.applyStartDt} />
          </Form.Group>
        </Col>
        <Col xs={6} md={3}>
          <Form.Group controlId="te-end">
            <Form.Label>신청 마감일</Form.Label>
            <Form.Control type="date" value={v.applyEndDt} onChange={set('applyEndDt')} {...invalidProps('te-end', errors.applyEndDt)} />
            <FieldError id="te-end" error={errors.applyEndDt} />
          </Form.Group>
        </Col>
        <Col xs={6} md={3}>
          <Form.Group controlId="te-capacity">
            <Form.Label>정원 (비우면 제한 없음)</Form.Label>
            <Form.Control type="number" min={1} max={1000} value={v.capacity} onChange={set('capacity')} {...invalidProps('te-capacity', errors.capacity)} />
            <FieldError id="te-capacity" error={errors.capacity} />
          </Form.Group>
        </Col>
        <Col xs={6} md={3}>
          <Form.Group controlId="te-min">
            <Form.Label>이수 기준 학점</Form.Label>
            <Form.Control type="number" min={1} max={200} value={v.minCredits} onChange={set('minCredits')} {...invalidProps('te-min', errors.minCredits)} />
            <FieldError id="te-min" error={errors.minCredits} />
          </Form.Group>
        </Col>
      </Row>

      <fieldset className="mb-3">
        <legend className="h6">트랙 교과목 <span className="small text-secondary">({subjects.length}개, 합계 {total}학점)</span></legend>
        <div className="table-responsive position-relative" tabIndex={0} role="region" aria-label="트랙 교과목">
          <Table size="sm" className="align-middle mb-2" data-testid="editor-subjects">
            <thead>
              <tr>
                <th scope="col">교과목</th>
                <th scope="col" className="text-end">학점</th>
                <th scope="col">필수</th>
                <th scope="col">
                  <span className="visually-hidden">빼기</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {subjects.map((s) => (
                <tr key={s.sbjtKeyId} data-sbjt={s.sbjtKeyId}>
                  <td>
                    {s.korNm} <span className="small text-secondary d-block">{s.sbjtCd}</span>
                  </td>
                  <td className="text-end">{s.credits}</td>
                  <td>
                    <Form.Check
                      id={`te-req-${s.sbjtKeyId}`}
                      aria-label={`${s.korNm} 필수`}
                      checked={s.required}
                      onChange={(e) => setSubjects((list) => list.map((x) => (x.sbjtKeyId === s.sbjtKeyId ? { ...x, required: e.target.checked } : x)))}
                    />
                  </td>
                  <td className="text-end">
                    <Button size="sm" variant="outline-danger" onClick={() => setSubjects((list) => list.filter((x) => x.sbjtKeyId !== s.sbjtKeyId))}>
                      빼기<span className="visually-hidden">: {s.korNm}</span>
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </div>
        <FieldError id="te-subjects" error={errors.subjects} />
      </fieldset>
      <section aria-labelledby="te-search-h" className="bg-light rounded-3 p-3 mb-3">
        <h3 id="te-search-h" className="h6">교과목 추가</h3>
        {/* Not a nested form: Enter in the box searches instead of saving the track. */}
        <InputGroup className="mb-2">
          <Form.Control
            aria-label="교과목명 또는 코드"
            placeholder="교과목명 또는 코드"
            value={keyword}
            onChange={(e) => setKeyword(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') void search(e);
            }}
          />
          <Button variant="outline-primary" onClick={(e) => void search(e)}>
            검색
          </Button>
        </InputGroup>
        {found && found.length === 0 && <p className="small text-secondary">찾은 교과목이 없습니다.</p>}
        {found && found.length > 0 && (
          <ListGroup data-testid="subject-results">
            {found.map((s) => (
              <ListGroup.Item key={s.sbjtKeyId} className="d-flex justify-content-between align-items-center gap-2 small">
                <span>
                  {s.korNm} <span className="text-secondary">{s.sbjtCd} · {s.credits}학점</span>
                </span>
                <Button size="sm" variant="outline-primary" onClick={() => add(s)} disabled={subjects.some((x) => x.sbjtKeyId === s.sbjtKeyId)}>
                  추가<span className="visually-hidden">: {s.korNm}</span>
                </Button>
              </ListGroup.Item>
            ))}
          </ListGroup>
        )}
      </section>
      <div className="d-flex gap-2">
        <Button type="submit" disabled={busy}>
          저장
        </Button>
        <Button variant="outline-secondary" href="/stf/learning/tracks">
          목록으로
        </Button>
      </div>

    </Form>
  );
}
