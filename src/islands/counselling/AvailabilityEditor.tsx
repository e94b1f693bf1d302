// The counsellor's or professor's own hours: weekly hours, days off (OFF) and extra hours (EXTRA).
// Students book the open slots cut from these; a change reloads the page so the slots shown follow.
import { useState, type FormEvent } from 'react';
import { Button, Col, Form, ListGroup, Row } from 'react-bootstrap';
import { api } from '@/lib/api/client';
import { ExceptionInput, WeeklyInput } from '@/lib/schemas/counselling';
import { confirmDialog } from '@/lib/ui/dialog';
import { reloadWithToast } from '@/lib/ui/flash';
import { checkWith, FieldError, FormError, invalidProps, serverFieldErrors, toastFailure, type FieldErrors } from '../form';
import { josa } from '@/lib/text/josa';
import { ISO_WEEKDAYS, WEEKDAYS } from '@/lib/calendar';

export interface Weekly {
  availId: number;
  weekday: number;
  startTime: string;
  endTime: string;
  place: string;
}

export interface Exception {
  excId: number;
  onDate: string;
  kind: string;
  startTime: string | null;
  endTime: string | null;
  place: string | null;
  note: string | null;
}

export const WEEKDAY_LABELS = ISO_WEEKDAYS;

function dateLabel(date: string) {
  const [y, m, d] = date.split('-').map(Number);
  const weekday = WEEKDAYS[new Date(Date.UTC(y, m - 1, d)).getUTCDay()];
  return `${y}. ${m}. ${d}. (${weekday})`;
}

export default function AvailabilityEditor({ weekly, exceptions, today, defaultPlace = '' }: { weekly: Weekly[]; exceptions: Exception[]; today: string; defaultPlace?: string }) {
  const [busy, setBusy] = useState(false);


  async function remove(body: { availId: number } | { excId: number }, what: string) {
    const ok = await confirmDialog({ title: '삭제', message: `${josa(what, '을/를')} 지울까요? 이미 예약된 상담은 그대로 유지됩니다.`, confirmText: '삭제' });
    if (!ok) return;
    setBusy(true);
    try {
      const res = await api.post('/api/v1/cnsl/availability/delete', body);
      reloadWithToast(res.message || '삭제했습니다.');
    } catch (err) {
      toastFailure(err, '삭제하지 못했습니다.');
      setBusy(false);
    }
  }

  const upcoming = exceptions.filter((e) => e.onDate >= today);
  const past = exceptions.length - upcoming.length;

  return (
    <div data-testid="availability-editor">
      <h3 className="h6">매주 상담 가능 시간</h3>
      <ListGroup as="ul" className="mb-3" data-testid="weekly-list">
        {weekly.length === 0 && <ListGroup.Item as="li" className="text-secondary">등록된 시간이 없습니다. 아래에서 추가해 주세요.</ListGroup.Item>}
        {weekly.map((w) => (
          <ListGroup.Item as="li" key={w.availId} className="d-flex justify-content-between align-items-center gap-2">
            <span>
              <strong>{WEEKDAY_LABELS[w.weekday]}요일</strong> {w.startTime}~{w.endTime} <span className="small text-secondary">· {w.place}</span>
            </span>
            <Button size="sm" variant="outline-danger" disabled={busy} onClick={() => remove({ availId: w.availId }, `${WEEKDAY_LABELS[w.weekday]}요일 ${w.startTime}~${w.endTime}`)} aria-label={`${WEEKDAY_LABELS[w.weekday]}요일 ${w.startTime}~${w.endTime} 삭제`}>
              삭제
            </Button>
          </ListGroup.Item>
        ))}
      </ListGroup>
      <WeeklyForm defaultPlace={defaultPlace || weekly[0]?.place || ''} />

      <h3 className="h6 mt-4">휴무일과 추가 상담 시간</h3>
      <ListGroup as="ul" className="mb-3" data-testid="exception-list">
        {upcoming.length === 0 && <ListGroup.Item as="li" className="text-secondary">앞으로 예정된 예외 일정이 없습니다.</ListGroup.Item>}
        {upcoming.map((e) => {
          const what = `${dateLabel(e.onDate)} ${e.kind === 'OFF' ? '휴무' : `추가 ${e.startTime}~${e.endTime}`}`;
          return (
            <ListGroup.Item as="li" key={e.excId} className="d-flex justify-content-between align-items-center gap-2">
              <span>
                <span className={`badge me-1 ${e.kind === 'OFF' ? 'text-bg-secondary' : 'text-bg-success'}`}>{e.kind === 'OFF' ? '휴무' : '추가'}</span>
                <strong>{dateLabel(e.onDate)}</strong>
                {e.kind === 'EXTRA' && (
                  <>
                    {' '}
                    {e.startTime}~{e.endTime}
                  </>
                )}
                {(e.place || e.note) && <span className="small text-secondary"> · {[e.kind === 'EXTRA' ? e.place : null, e.note].filter(Boolean).join(' · ')}</span>}
              </span>
              <Button size="sm" variant="outline-danger" disabled={busy} onClick={() => remove({ excId: e.excId }, what)} aria-label={`${what} 삭제`}>
                삭제
              </Button>
            </ListGroup.Item>
          );
        })}
      </ListGroup>
      {past > 0 && <p className="small text-secondary">지난 예외 일정 {past}건은 목록에서 뺐습니다.</p>}
      <ExceptionForm today={today} defaultPlace={defaultPlace || weekly[0]?.place || ''} />
    </div>
  );
}

function WeeklyForm({ defaultPlace }: { defaultPlace: string }) {
  const [weekday, setWeekday] = useState('1');
  const [startTime, setStartTime] = useState('10:00');
  const [endTime, setEndTime] = useState('12:00');
  const [place, setPlace] = useState(defaultPlace);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const values = { weekday: Number(weekday), startTime, endTime, place };
    const local = checkWith(WeeklyInput, values);
    if (!local.endTime && !local.startTime && endTime <= startTime) local.endTime = '끝나는 시간이 시작 시간보다 늦어야 합니다.';
    setErrors(local);
    if (Object.keys(local).length) return;
    setBusy(true);
    try {
      const res = await api.post('/api/v1/cnsl/availability', values);
      reloadWithToast(res.message || '상담 가능 시간을 추가했습니다.');
    } catch (err) {
      setErrors(serverFieldErrors(err));
      toastFailure(err, '상담 가능 시간을 추가하지 못했습니다.');
      setBusy(false);
    }
  }

  return (
    <Form onSubmit={submit} noValidate className="border rounded p-2 p-sm-3 bg-light" aria-label="매주 상담 가능 시간 추가" data-testid="weekly-form">
      <FormError errors={errors} />
      <Row className="g-2 align-items-start">
        <Col xs={12} sm={4}>
          <Form.Group controlId="wk-weekday">
            <Form.Label className="small mb-1">요일</Form.Label>
            <Form.Select value={weekday} onChange={(e) => setWeekday(e.target.value)} {...invalidProps('wk-weekday', errors.weekday)}>
              {[1, 2, 3, 4, 5, 6, 7].map((d) => (
                <option key={d} value={d}>
                  {WEEKDAY_LABELS[d]}요일
                </option>
              ))}
            </Form.Select>
            <FieldError id="wk-weekday" error={errors.weekday} />
          </Form.Group>
        </Col>
        <Col xs={6} sm={4}>
          <Form.Group controlId="wk-start">
            <Form.Label className="small mb-1">시작</Form.Label>
            <Form.Control type="time" step={600} value={startTime} onChange={(e) => setStartTime(e.target.value)} {...invalidProps('wk-start', errors.startTime)} />
            <FieldError id="wk-start" error={errors.startTime} />
          </Form.Group>
        </Col>
        <Col xs={6} sm={4}>
          <Form.Group controlId="wk-end">
            <Form.Label className="small mb-1">끝</Form.Label>
            <Form.Control type="time" step={600} value={endTime} onChange={(e) => setEndTime(e.target.value)} {...invalidProps('wk-end', errors.endTime)} />
            <FieldError id="wk-end" error={errors.endTime} />
          </Form.Group>
        </Col>
        <Col xs={12} sm={8}>
          <Form.Group controlId="wk-place">
            <Form.Label className="small mb-1">장소</Form.Label>
            <Form.Control value={place} onChange={(e) => setPlace(e.target.value)} maxLength={100} {...invalidProps('wk-place', errors.place)} />
            <FieldError id="wk-place" error={errors.place} />
          </Form.Group>
        </Col>
        <Col xs={12} sm={4} className="d-grid align-self-end">
          <Button type="submit" disabled={busy}>
            시간 추가
          </Button>
        </Col>
      </Row>
      <Form.Text>한 시간에 한 번(50분 상담, 10분 휴식)씩 예약할 수 있는 시간이 열립니다.</Form.Text>
    </Form>
  );
}

function ExceptionForm({ today, defaultPlace }: { today: string; defaultPlace: string }) {
  const [onDate, setOnDate] = useState('');
  const [kind, setKind] = useState<'OFF' | 'EXTRA'>('OFF');
  const [startTime, setStartTime] = useState('10:00');
  const [endTime, setEndTime] = useState('12:00');
  const [place, setPlace] = useState(defaultPlace);
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const values =
      kind === 'OFF'
        ? { onDate, kind, note: note.trim() || undefined }
        : { onDate, kind, startTime, endTime, place: place.trim() || undefined, note: note.trim() || undefined };
    const local = checkWith(ExceptionInput, values);
    if (!onDate) local.onDate = '날짜를 선택해 주세요.';
    else if (onDate < today) local.onDate = '오늘 이후 날짜를 선택해 주세요.';
    if (kind === 'EXTRA' && !local.startTime && !local.endTime && endTime <= startTime) local.endTime = '끝나는 시간이 시작 시간보다 늦어야 합니다.';
    setErrors(local);
    if (Object.keys(local).length) return;
    setBusy(true);
    try {
      const res = await api.post('/api/v1/cnsl/availability', values);
      reloadWithToast(res.message || '예외 일정을 추가했습니다.');
    } catch (err) {
      setErrors(serverFieldErrors(err));
      toastFailure(err, '예외 일정을 추가하지 못했습니다.');
      setBusy(false);
    }
  }

  return (
    <Form onSubmit={submit} noValidate className="border rounded p-2 p-sm-3 bg-light" aria-label="휴무일 또는 추가 상담 시간 등록" data-testid="exception-form">
      <FormError errors={errors} />
      <Row className="g-2 align-items-start">
        <Col xs={12} sm={6}>
          <Form.Group controlId="ex-date">
            <Form.Label className="small mb-1">날짜</Form.Label>
            <Form.Control type="date" min={today} value={onDate} onChange={(e) => setOnDate(e.target.value)} {...invalidProps('ex-date', errors.onDate)} />
            <FieldError id="ex-date" error={errors.onDate} />
          </Form.Group>
        </Col>
        <Col xs={12} sm={6}>
          <fieldset>
            <legend className="form-label small mb-1 fs-6">종류</legend>
            <div className="d-flex flex-wrap column-gap-3 pt-1">
              <Form.Check type="radio" id="ex-kind-off" name="ex-kind" label="휴무" checked={kind === 'OFF'} onChange={() => setKind('OFF')} />
              <Form.Check type="radio" id="ex-kind-extra" name="ex-kind" label="추가 상담" checked={kind === 'EXTRA'} onChange={() => setKind('EXTRA')} />
            </div>
          </fieldset>
        </Col>
        {kind === 'EXTRA' && (
          <>
            <Col xs={6} sm={3}>
              <Form.Group controlId="ex-start">
                <Form.Label className="small mb-1">시작</Form.Label>
                <Form.Control type="time" step={600} value={startTime} onChange={(e) => setStartTime(e.target.value)} {...invalidProps('ex-start', errors.startTime)} />
                <FieldError id="ex-start" error={errors.startTime} />
              </Form.Group>
            </Col>
            <Col xs={6} sm={3}>
              <Form.Group controlId="ex-end">
                <Form.Label className="small mb-1">끝</Form.Label>
                <Form.Control type="time" step={600} value={endTime} onChange={(e) => setEndTime(e.target.value)} {...invalidProps('ex-end', errors.endTime)} />
                <FieldError id="ex-end" error={errors.endTime} />
              </Form.Group>
            </Col>
            <Col xs={12} sm={6}>
              <Form.Group controlId="ex-place">
                <Form.Label className="small mb-1">장소</Form.Label>
                <Form.Control value={place} onChange={(e) => setPlace(e.target.value)} maxLength={100} {...invalidProps('ex-place', errors.place)} />
                <FieldError id="ex-place" error={errors.place} />
              </Form.Group>
            </Col>
          </>
        )}
        <Col xs={12}>
          <Form.Group controlId="ex-note">
            <Form.Label className="small mb-1">메모 (선택)</Form.Label>
            <Form.Control value={note} onChange={(e) => setNote(e.target.value)} maxLength={200} placeholder={kind === 'OFF' ? '예: 외부 연수' : '예: 기말 대비 추가 상담'} {...invalidProps('ex-note', errors.note)} />
            <FieldError id="ex-note" error={errors.note} />
          </Form.Group>
        </Col>
      </Row>
      <Button type="submit" className="mt-2" disabled={busy}>
        {kind === 'OFF' ? '휴무일 등록' : '추가 시간 등록'}
      </Button>
    </Form>
  );
}
