// What the person in charge can do with an application in its current status: 접수 (with an
// optional colleague to take it over), 반려, 일정 확정, 완료, 불참. Each action reloads the page.
import { useEffect, useState, type FormEvent } from 'react';
import { Alert, Button, Col, Form, Row } from 'react-bootstrap';
import { api } from '@/lib/api/client';
import { confirmDialog, promptDialog } from '@/lib/ui/dialog';
import { reloadWithToast, showPendingToast } from '@/lib/ui/flash';
import { FieldError, invalidProps, serverFieldErrors, toastFailure, type FieldErrors } from '../form';
import SlotPicker, { slotLabel, type Slot } from './SlotPicker';

interface Colleague {
  userId: string;
  korNm: string;
  specialty: string | null;
}

export interface CaseActionsProps {
  applId: number;
  status: string;
  cnslKind: string;
  /** cnslr may assign a colleague at 접수; prof never. */
  actorDiv: 'cnslr' | 'prof';
  meId: string;
  meNm: string;
  handlerId: string | null;
  handlerNm: string | null;
  /** The booked time, already formatted, when the student picked a slot. */
  slotText: string | null;
  place: string | null;
  programId: number | null;
  programTitle: string | null;
  /** What the student wrote about when she can come (visit counselling). */
  preferredTimes: string | null;
  /** 완료 and 불참 only from the session's start (the server checks again). */
  canFinish: boolean;
  /** When they become possible, for the note shown before. */
  finishFrom: string | null;
  colleagues: Colleague[];
}

export default function CaseActions(props: CaseActionsProps) {
  const { applId, status } = props;
  const base = `/api/v1/cnsl/applications/${applId}`;
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});

  useEffect(() => showPendingToast(), []);

  async function run(action: string, body: unknown, fallback: string) {
    setBusy(true);
    setErrors({});
    try {
      const res = await api.post(`${base}/${action}`, body);
      reloadWithToast(res.message || '처리했습니다.');
    } catch (err) {
      setErrors(serverFieldErrors(err));
      toastFailure(err, fallback);
      setBusy(false);
    }
  }

  async function rejectIt() {
    const reason = await promptDialog({
      title: '신청 반려',
      message: '반려 사유를 입력해 주세요. 사유는 학생에게 메시지로 전달됩니다.',
      confirmText: '반려',
      validate: (v) => (v.length > 500 ? '500자 이내로 입력해 주세요.' : true),
    });
    if (reason === null) return;
    await run('reject', { reason }, '반려하지 못했습니다.');
  }

  async function finish(action: 'complete' | 'noShow') {
    const label = action === 'complete' ? '완료' : '불참';
    const ok = await confirmDialog({
      title: `${label} 처리`,
      message: action === 'complete' ? '상담을 완료로 처리할까요? 학생에게 완료 안내가 전달됩니다.' : '학생이 상담에 오지 않은 것으로 처리할까요? 학생에게 안내가 전달됩니다.',
      confirmText: label,
    });
    if (ok) await run(action, {}, `${label} 처리하지 못했습니다.`);
  }

  const canReject = ['APPLIED', 'ACCEPTED', 'WAITING'].includes(status);

  return (
    <div data-testid="case-actions">
      {status === 'APPLIED' && <AcceptForm {...props} busy={busy} errors={errors} onAccept={(assignTo) => run('accept', assignTo ? { assignTo } : {}, '접수하지 못했습니다.')} />}
      {status === 'ACCEPTED' && <ScheduleForm {...props} busy={busy} errors={errors} onSchedule={(body) => run('schedule', body, '일정을 확정하지 못했습니다.')} />}
      {status === 'SCHEDULED' && !props.canFinish && (
        <p className="mb-2" data-testid="finish-later">
          완료·불참은 상담이 시작된 뒤{props.finishFrom ? ` (${props.finishFrom}부터)` : ''} 처리할 수 있습니다.
        </p>
      )}
      {status === 'SCHEDULED' && props.canFinish && (
        <div>
          <p className="mb-2">상담을 마친 뒤 결과를 처리해 주세요.</p>
          <div className="d-flex flex-wrap gap-2">
            <Button onClick={() => finish('complete')} disabled={busy}>
              완료
            </Button>
            <Button variant="outline-secondary" onClick={() => finish('noShow')} disabled={busy}>
              불참
            </Button>
          </div>
        </div>
      )}
      {status === 'WAITING' && <p className="mb-2">대기자입니다. 자리가 나면 신청 순서대로 자동으로 신청 상태가 됩니다.</p>}
      {canReject && (
        <div className="mt-3 pt-3 border-top">
          <Button variant="outline-danger" onClick={rejectIt} disabled={busy}>
            반려
          </Button>
          <span className="small text-secondary ms-2">사유를 적어 학생에게 알립니다.</span>
        </div>
      )}
      {!['APPLIED', 'ACCEPTED', 'SCHEDULED', 'WAITING'].includes(status) && <p className="text-secondary mb-0">처리가 끝난 신청입니다. 더 할 수 있는 처리가 없습니다.</p>}
    </div>
  );
}

type Shared = CaseActionsProps & { busy: boolean; errors: FieldErrors };

function AcceptForm({ actorDiv, meId, meNm, handlerId, handlerNm, slotText, colleagues, busy, errors, onAccept }: Shared & { onAccept: (assignTo?: string) => void }) {
  // A booked time belongs to the person the student chose, so only unbooked requests can change hands.
  const canAssign = actorDiv === 'cnslr' && !slotText;
  const current = handlerId ?? meId;
  const [assignTo, setAssignTo] = useState(current);
  const others = colleagues.filter((c) => c.userId !== meId);

  function submit(e: FormEvent) {
    e.preventDefault();
    onAccept(canAssign && assignTo !== current ? assignTo : undefined);
  }

  return (
    <Form onSubmit={submit} noValidate>
      {canAssign ? (
        <Form.Group className="mb-2" controlId={`assign-${meId}`}>
          <Form.Label>담당 상담사</Form.Label>
          <Form.Select value={assignTo} onChange={(e) => setAssignTo(e.target.value)} {...invalidProps(`assign-${meId}`, errors.assignTo)}>
            <option value={meId}>{meNm} (나)</option>
            {others.map((c) => (
              <option key={c.userId} value={c.userId}>
                {c.korNm}
                {c.specialty ? ` · ${c.specialty}` : ''}
              </option>
            ))}
          </Form.Select>
          <Form.Text>같은 센터의 다른 상담사에게 배정할 수 있습니다.</Form.Text>
          <FieldError id={`assign-${meId}`} error={errors.assignTo} />
        </Form.Group>
      ) : (
        <p className="mb-2">
          담당: <strong>{handlerNm ?? meNm}</strong>
          {actorDiv === 'cnslr' && slotText && <span className="small text-secondary d-block">학생이 이 상담사의 시간을 예약했으므로 담당자를 바꿀 수 없습니다.</span>}
        </p>
      )}
      <Button type="submit" disabled={busy}>
        접수
      </Button>
    </Form>
  );
}

function ScheduleForm({ cnslKind, meId, handlerId, handlerNm, slotText, place, programId, programTitle, preferredTimes, busy, errors, onSchedule }: Shared & { onSchedule: (body: { slotStart?: string; place?: string }) => void }) {
  const [newPlace, setNewPlace] = useState('');
  const [slots, setSlots] = useState<Slot[] | null>(null);
  const [picked, setPicked] = useState<Slot | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [localError, setLocalError] = useState<string | undefined>();
  const needsSlot = !slotText && !programId;
  const who = handlerId ?? meId;

  useEffect(() => {
    if (!needsSlot) return;
    api
      .get<{ slots: Slot[] }>('/api/v1/cnsl/slots', { cnslKind, handlerId: who }, { silent: true })
      .then((res) => setSlots(res.data.slots.filter((s) => s.handlerId === who)))
      .catch((err) => {
        setLoadFailed(true);
        toastFailure(err, '열린 시간을 불러오지 못했습니다.');
      });
  }, [needsSlot, cnslKind, who]);

  function submit(e: FormEvent) {
    e.preventDefault();
    const trimmed = newPlace.trim();
    if (needsSlot) {
      if (!picked) return setLocalError('상담 시간을 선택해 주세요.');
      setLocalError(undefined);
      return onSchedule({ slotStart: picked.start, place: trimmed || undefined });
    }
    onSchedule(trimmed ? { place: trimmed } : {});
  }

  const placeId = `place-${who}`;
  const slotError = localError ?? errors.slotStart;

  return (
    <Form onSubmit={submit} noValidate>
      {programId ? (
        <p className="mb-2">
          집단상담 <strong>{programTitle}</strong>의 프로그램 일정으로 참여를 확정합니다.
        </p>
      ) : slotText ? (
        <p className="mb-2">
          학생이 고른 시간 <strong>{slotText}</strong>
          {place && <> · {place}</>} (담당 {handlerNm ?? '나'})으로 확정합니다.
        </p>
      ) : (
        <div className="mb-2" data-testid="schedule-picker">
          {preferredTimes && (
            <div className="preferred-times mb-2">
              <span className="form-label d-block mb-1">학생이 적은 가능한 시간</span>
              <p className="mb-0 fw-semibold pre-line" data-testid="preferred-times">{preferredTimes}</p>
            </div>
          )}
          <p className="form-label mb-1">담당 {handlerNm ?? '나'}의 열린 시간</p>
          {slots === null && !loadFailed && <p className="small text-secondary mb-1" role="status">열린 시간을 불러오는 중입니다…</p>}
          {loadFailed && <Alert variant="warning" className="py-2 small">열린 시간을 불러오지 못했습니다. 페이지를 새로 고쳐 주세요.</Alert>}
          {slots !== null && slots.length === 0 && <Alert variant="warning" className="py-2 small">앞으로 3주 안에 열린 시간이 없습니다. 상담 일정 메뉴에서 상담 가능 시간을 추가해 주세요.</Alert>}
          {slots !== null && slots.length > 0 && (
            <SlotPicker
              idPrefix={`schedule-${who}`}
              slots={slots}
              value={picked?.start ?? null}
              onChange={(s) => {
                setPicked(s);
                setLocalError(undefined);
              }}
              legend="확정할 시간"
              error={slotError}
            />
          )}
          {picked && (
            <p className="mt-2 mb-0" aria-live="polite">
              선택: <strong>{slotLabel(picked)}</strong> · {picked.place}
            </p>
          )}
        </div>
      )}
      {!programId && (
        <Form.Group className="mb-2" controlId={placeId}>
          <Form.Label>장소 (바꿀 때만)</Form.Label>
          <Form.Control value={newPlace} onChange={(e) => setNewPlace(e.target.value)} maxLength={100} placeholder={picked?.place ?? place ?? '예: 학생회관 402호 상담실 1'} {...invalidProps(placeId, errors.place)} />
          <FieldError id={placeId} error={errors.place} />
        </Form.Group>
      )}
      <Row className="g-2">
        <Col xs="auto">
          <Button type="submit" disabled={busy || (needsSlot && !slots?.length)}>
            일정 확정
          </Button>
        </Col>
      </Row>
    </Form>
  );
}
