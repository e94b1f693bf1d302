// Creates or edits a section of a term offering. Before saving, the server checks the section:
// the same room at an overlapping time is refused, a busy professor is a warning to confirm.
import './admin.css';
import { useEffect, useState, type FormEvent } from 'react';
import { Button, Col, Form, Row } from 'react-bootstrap';
import { api } from '@/lib/api/client';
import { DAY_NAMES, OfferingInput, timeFieldErrors } from '@/lib/schemas/learning-admin';
import { confirmDialog } from '@/lib/ui/dialog';
import { reloadWithToast, showPendingToast } from '@/lib/ui/flash';
import { checkWith, FieldError, FormError, invalidProps, serverFieldErrors, toastFailure, type FieldErrors } from '@/islands/form';
import SubjectPicker, { type PickedSubject } from './SubjectPicker';

interface Prof {
  userId: string;
  korNm: string;
  deptCd: string | null;
  deptNm: string | null;
}
interface Slot {
  day: number;
  start: string;
  end: string;
}
export interface OfferingValues {
  offeringId?: number;
  year: number;
  termCd: string;
  subject: PickedSubject | null;
  section: string;
  profUserId: string;
  room: string;
  capacity: number;
  times: Slot[];
}

export default function OfferingForm({ initial, professors, termLabel }: { initial: OfferingValues; professors: Prof[]; termLabel: string }) {
  const [v, setV] = useState<OfferingValues>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [warnings, setWarnings] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const editing = !!initial.offeringId;
  useEffect(() => showPendingToast(), []);

  const set = <K extends keyof OfferingValues>(k: K, value: OfferingValues[K]) => setV((cur) => ({ ...cur, [k]: value }));
  const setSlot = (i: number, patch: Partial<Slot>) => set('times', v.times.map((t, j) => (j === i ? { ...t, ...patch } : t)));

  // Professors grouped by department, in the order the server gave.
  const groups = new Map<string, Prof[]>();
  for (const p of professors) {
    const k = p.deptNm ?? '기타';
    groups.set(k, [...(groups.get(k) ?? []), p]);
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    const body = { year: v.year, termCd: v.termCd, sbjtKeyId: v.subject?.sbjtKeyId ?? '', section: v.section, profUserId: v.profUserId, room: v.room, capacity: Number(v.capacity), times: v.times.map((t) => ({ ...t, day: Number(t.day) })) };
    const local = checkWith(OfferingInput, body);
    if (!Object.keys(local).length) Object.assign(local, timeFieldErrors(body.times));
    setErrors(local);
    setWarnings([]);
    if (Object.keys(local).length) return;
    setBusy(true);
    try {
      const query = editing ? `?offeringId=${initial.offeringId}` : '';
      const check = await api.post<{ warnings: string[] }>(`/api/v1/stf/learning/offerings/check${query}`, body);
      if (check.data.warnings.length) {
        setWarnings(check.data.warnings);
        const go = await confirmDialog({ title: '겹치는 수업이 있습니다', message: `${check.data.warnings.join('\n')}\n\n그래도 저장할까요?`, confirmText: '저장' });
        if (!go) {
          setBusy(false);
          return;
        }
      }
      if (editing) {
        const res = await api.post(`/api/v1/stf/learning/offerings/${initial.offeringId}`, body);
        reloadWithToast(res.message);
      } else {
        await api.post('/api/v1/stf/learning/offerings', body);
        window.location.assign(`/stf/learning/offerings?term=${v.year}-${v.termCd}&keyword=${encodeURIComponent(v.subject?.sbjtCd ?? '')}&saved=1`);
      }
    } catch (err) {
      setErrors(serverFieldErrors(err));
      toastFailure(err, '개설강좌를 저장하지 못했습니다.');
      setBusy(false);
    }
  }

  const firstError = Object.entries(errors).find(([k]) => k !== '_')?.[1];

  return (
    <Form onSubmit={submit} noValidate data-testid="offering-form">
      <p className="small text-secondary">{termLabel}</p>
      <FormError errors={errors} />
      {firstError && (
        <div className="alert alert-danger py-2 small" role="alert" data-testid="offering-error">
          {firstError}
        </div>
      )}
      {warnings.length > 0 && (
        <div className="alert alert-warning py-2 small" data-testid="offering-warnings">
          <strong>겹치는 수업</strong>
          <ul className="mb-0">
            {warnings.map((w) => (
              <li key={w}>{w}</li>
            ))}
          </ul>
        </div>
      )}
      <Row className="g-2">
        <Col xs={12} md={6}>
          {editing && initial.subject ? (
            <div>
              <div className="small mb-1">교과목</div>
              <div className="form-control-plaintext">
                {initial.subject.korNm} ({initial.subject.sbjtCd})
              </div>
            </div>
          ) : (
            <SubjectPicker label="교과목" single testId="offering-subject" value={v.subject ? [v.subject] : []} onChange={(s) => set('subject', s[0] ?? null)} error={errors.sbjtKeyId} />
          )}
        </Col>
        <Col xs={4} md={2}>
          <Form.Group controlId="of-section">
            <Form.Label className="small mb-1">분반</Form.Label>
            <Form.Control value={v.section} maxLength={2} inputMode="numeric" placeholder="01" onChange={(e) => set('section', e.target.value)} {...invalidProps('of-section', errors.section)} />
            <FieldError id="of-section" error={errors.section} />
          </Form.Group>
        </Col>
        <Col xs={8} md={4}>
          <Form.Group controlId="of-prof">
            <Form.Label className="small mb-1">담당교수</Form.Label>
            <Form.Select value={v.profUserId} onChange={(e) => set('profUserId', e.target.value)} {...invalidProps('of-prof', errors.profUserId)}>
              <option value="">선택하세요</option>
              {[...groups].map(([dept, list]) => (
                <optgroup key={dept} label={dept}>
                  {list.map((p) => (
                    <option key={p.userId} value={p.userId}>
                      {p.korNm}
                    </option>
                  ))}
                </optgroup>
              ))}
            </Form.Select>
            <FieldError id="of-prof" error={errors.profUserId} />
          </Form.Group>
        </Col>
        <Col xs={8} md={4}>
          <Form.Group controlId="of-room">
            <Form.Label className="small mb-1">강의실</Form.Label>
            <Form.Control value={v.room} maxLength={50} placeholder="예: 공학관 301" onChange={(e) => set('room', e.target.value)} {...invalidProps('of-room', errors.room)} />
            <FieldError id="of-room" error={errors.room} />
          </Form.Group>
        </Col>
        <Col xs={4} md={2}>
          <Form.Group controlId="of-capacity">
            <Form.Label className="small mb-1">수강정원</Form.Label>
            <Form.Control type="number" min={1} max={300} value={v.capacity} onChange={(e) => set('capacity', e.target.value as unknown as number)} {...invalidProps('of-capacity', errors.capacity)} />
            <FieldError id="of-capacity" error={errors.capacity} />
          </Form.Group>
        </Col>
        <Col xs={12}>
          <fieldset>
            <legend className="form-label small mb-1">강의 시간 (08:00~22:00, 15분 단위)</legend>
            {v.times.map((t, i) => (
              <div key={i} className="d-flex flex-wrap align-items-start gap-2 mb-2" data-testid="time-row">
                <Form.Select size="sm" aria-label={`${i + 1}번째 시간 요일`} className="day-select" value={t.day} onChange={(e) => setSlot(i, { day: Number(e.target.value) })}>
                  {[1, 2, 3, 4, 5, 6].map((d) => (
                    <option key={d} value={d}>
                      {DAY_NAMES[d]}요일
                    </option>
                  ))}
                </Form.Select>
                <div>
                  <Form.Control size="sm" type="time" step={900} min="08:00" max="22:00" aria-label={`${i + 1}번째 시간 시작`} value={t.start} onChange={(e) => setSlot(i, { start: e.target.value })} {...invalidProps(`of-t${i}s`, errors[`times.${i}.start`])} />
                </div>
                <span className="pt-1">~</span>
                <div>
                  <Form.Control size="sm" type="time" step={900} min="08:00" max="22:00" aria-label={`${i + 1}번째 시간 끝`} value={t.end} onChange={(e) => setSlot(i, { end: e.target.value })} {...invalidProps(`of-t${i}e`, errors[`times.${i}.end`])} />
                </div>
                <Button size="sm" variant="outline-secondary" aria-label={`${i + 1}번째 시간 빼기`} disabled={v.times.length <= 1} onClick={() => set('times', v.times.filter((_, j) => j !== i))}>
                  빼기
                </Button>
                <div className="w-100">
                  <FieldError id={`of-t${i}s`} error={errors[`times.${i}.start`] ?? errors[`times.${i}.day`]} />
                  <FieldError id={`of-t${i}e`} error={errors[`times.${i}.end`]} />
                </div>
              </div>
            ))}
            {v.times.length < 6 && (
              <Button size="sm" variant="outline-primary" onClick={() => set('times', [...v.times, { day: 1, start: '09:00', end: '10:15' }])}>
                시간 추가
              </Button>
            )}
            <FieldError id="of-times" error={errors.times} />
          </fieldset>
        </Col>
      </Row>
      <div className="d-flex gap-2 mt-3">
        <Button type="submit" disabled={busy}>
          {editing ? '저장' : '분반 추가'}
        </Button>
        <Button variant="outline-secondary" href={`/stf/learning/offerings?term=${v.year}-${v.termCd}`}>
          목록
        </Button>
      </div>
    </Form>
  );
}
