// The student's own actions on an application: cancel (with an optional reason) and, for a booked
// time, a move to another open slot of the same counsellor or professor. The page decides which
// are allowed (status and the cut-off before the session); the server checks again.
import { useEffect, useState, type SubmitEvent } from 'react';
import { Button, Collapse, Form, Modal, Spinner } from 'react-bootstrap';
import { api, ApiError } from '@/lib/api/client';
import { toast } from '@/lib/ui/toast';
import { confirmDialog } from '@/lib/ui/dialog';
import SlotPicker, { slotLabel, type Slot } from './SlotPicker';

interface Props {
  applId: number;
  cnslKind: string;
  kindNm: string;
  topic: string;
  handlerId: string | null;
  handlerNm: string | null;
  /** Seoul ISO times of the booked session, when there is one. */
  slotStart: string | null;
  slotEnd: string | null;
  status: string;
  canCancel: boolean;
  canMove: boolean;
}

export default function ApplicationActions({ applId, cnslKind, kindNm, topic, handlerId, handlerNm, slotStart, slotEnd, status, canCancel, canMove }: Props) {
  const [cancelOpen, setCancelOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [moveOpen, setMoveOpen] = useState(false);
  const [slots, setSlots] = useState<Slot[] | null>(null);
  const [picked, setPicked] = useState<Slot | null>(null);
  const [moveError, setMoveError] = useState('');
  const [loadError, setLoadError] = useState('');
  const base = `appl-${applId}`;
  // The modal lives in a portal, which only exists in the browser: mount it after hydration.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);

  async function cancel(e: SubmitEvent) {
    e.preventDefault();
    const ok = await confirmDialog({
      title: '신청 취소',
      message: `${kindNm} "${topic}" 신청을 취소할까요?${status === 'WAITING' ? ' 대기 순서도 함께 없어집니다.' : ''}`,
      confirmText: '신청 취소',
      cancelText: '돌아가기',
    });
    if (!ok) return;
    setBusy(true);
    try {
      const res = await api.post(`/api/v1/cnsl/applications/${applId}/cancel`, { reason: reason.trim() || undefined });
      toast.success(res.message);
      location.reload();
    } catch (err) {
      setBusy(false);
      toast.error(err instanceof ApiError ? err.message : '취소하지 못했습니다.');
    }
  }

  async function openMove() {
    setMoveOpen(true);
    setPicked(null);
    setMoveError('');
    setLoadError('');
    setSlots(null);
    try {
      const res = await api.get<{ slots: Slot[] }>('/api/v1/cnsl/slots', { cnslKind, handlerId: handlerId ?? undefined }, { silent: true });
      setSlots(res.data.slots.filter((s) => s.handlerId === handlerId));
    } catch (err) {
      setSlots([]);
      setLoadError(err instanceof ApiError ? err.message : '열린 시간을 불러오지 못했습니다.');
    }
  }

  async function move() {
    if (!picked) {
      setMoveError('새 상담 시간을 선택해 주세요.');
      return;
    }
    setBusy(true);
    try {
      const res = await api.post(`/api/v1/cnsl/applications/${applId}/time`, { slotStart: picked.start });
      toast.success(res.message);
      location.reload();
    } catch (err) {
      setBusy(false);
      const field = err instanceof ApiError && err.data && typeof err.data === 'object' ? (err.data as Record<string, string>).slotStart : undefined;
      setMoveError(field ?? (err instanceof ApiError ? err.message : '시간을 바꾸지 못했습니다.'));
      if (err instanceof ApiError && err.status === 409) void openMove();
    }
  }

  if (!canCancel && !canMove) return null;
  return (
    <div className="appl-actions">
      <div className="d-flex flex-wrap gap-2">
        {canMove && (
          <Button variant="outline-primary" size="sm" onClick={() => void openMove()} disabled={busy}>
            시간 변경
          </Button>
        )}
        {canCancel && (
          <Button variant="outline-danger" size="sm" onClick={() => setCancelOpen(!cancelOpen)} aria-expanded={cancelOpen} aria-controls={`${base}-cancel`} disabled={busy}>
            취소
          </Button>
        )}
      </div>
      {canCancel && (
        <Collapse in={cancelOpen}>
          <div id={`${base}-cancel`}>
            <Form onSubmit={cancel} className="mt-2 cancel-form">
              <Form.Group controlId={`${base}-reason`}>
                <Form.Label className="small">취소 사유 (선택)</Form.Label>
                <Form.Control as="textarea" rows={2} maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} />
              </Form.Group>
              <div className="d-flex gap-2 mt-2">
                <Button type="submit" variant="danger" size="sm" disabled={busy}>
                  신청 취소
                </Button>
                <Button variant="outline-secondary" size="sm" onClick={() => setCancelOpen(false)}>
                  닫기
                </Button>
              </div>
            </Form>
          </div>
        </Collapse>
      )}
      {canMove && mounted && (
        <Modal show={moveOpen} onHide={() => setMoveOpen(false)} fullscreen="sm-down" aria-labelledby={`${base}-move-title`} centered>
          <Modal.Header closeButton closeLabel="닫기">
            <Modal.Title id={`${base}-move-title`} as="h2" className="h5">
              상담 시간 변경
            </Modal.Title>
          </Modal.Header>
          <Modal.Body>
            <p className="small mb-2">
              {kindNm} · {handlerNm ?? '담당자'}
              {slotStart && (
                <>
                  <br />
                  지금 시간: <strong>{slotLabel({ start: slotStart, end: slotEnd ?? slotStart })}</strong>
                </>
              )}
            </p>
            {status === 'SCHEDULED' && <p className="small text-secondary">일정이 확정된 상담의 시간을 바꾸면 담당자가 새 시간을 다시 확정합니다.</p>}
            {loadError ? (
              <p className="text-danger mb-0" role="alert" data-testid="move-load-error">
                {loadError}
              </p>
            ) : slots === null ? (
              <p className="text-secondary" role="status">
                <Spinner as="span" size="sm" className="me-2" aria-hidden="true" />
                열린 시간을 불러오는 중입니다.
              </p>
            ) : (
              <SlotPicker
                idPrefix={`${base}-move`}
                slots={slots}
                value={picked?.start ?? null}
                onChange={(s) => {
                  setPicked(s);
                  setMoveError('');
                }}
                legend="새 상담 시간"
                error={moveError || undefined}
              />
            )}
            <p className="mt-2 mb-0" aria-live="polite">
              {picked ? (
                <>
                  새 시간: <strong>{slotLabel(picked)}</strong>
                  {picked.place && ` · ${picked.place}`}
                </>
              ) : (
                ''
              )}
            </p>
          </Modal.Body>
          <Modal.Footer>
            <Button variant="outline-secondary" onClick={() => setMoveOpen(false)}>
              닫기
            </Button>
            <Button onClick={() => void move()} disabled={busy || !slots?.length || !!loadError}>
              이 시간으로 변경
            </Button>
          </Modal.Footer>
        </Modal>
      )}
    </div>
  );
}
