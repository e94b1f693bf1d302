// 3. 상담 시간 / 프로그램: an open slot of a counsellor or of the chosen professor, preferred times for
// the counsellor to choose from, or the group programme with its seats or waiting list.
import { Alert, Button, Form, Spinner } from 'react-bootstrap';
import type { UseFormRegister } from 'react-hook-form';
import type { CnslKind, KindInfo } from '@/lib/counselling/kinds';
import SlotPicker, { slotLabel, type Slot } from '../SlotPicker';
import type { ApplyValues } from './schema';
import type { FieldKit } from './fields';
import type { SlotState } from './useSlots';

export interface ProfessorOption {
  userId: string;
  korNm: string;
  positionNm: string | null;
  isAdvisor: boolean;
}

export interface ProgramInfo {
  programId: number;
  title: string;
  capacity: number;
  seated: number;
  waiting: number;
}

interface Props {
  kind: CnslKind;
  info: KindInfo;
  kit: FieldKit;
  register: UseFormRegister<ApplyValues>;
  professors: ProfessorOption[];
  program?: ProgramInfo;
  slots: SlotState;
  handlerId: string;
  slot: Slot | null;
  onHandler: (userId: string, reload: boolean) => void;
  onSlot: (slot: Slot) => void;
  onRetry: () => void;
}

export const seatsLeftOf = (program?: ProgramInfo) => (program ? Math.max(0, program.capacity - program.seated) : 0);

export default function TimeSection({ kind, info, kit, register, professors, program, slots, handlerId, slot, onHandler, onSlot, onRetry }: Props) {
  const { id, invalid, feedback, error } = kit;
  const seatsLeft = seatsLeftOf(program);
  return (
    <section className="mb-4" aria-labelledby={id('time-h')}>
      <h3 id={id('time-h')} className="h6">
        3. {info.booking === 'program' ? '프로그램' : '상담 시간'}
      </h3>
      {info.booking === 'slot' && (
        <>
          {kind === 'PROF' && (
            <Form.Group className="mb-3" controlId={id('prof')}>
              <Form.Label>상담할 교수</Form.Label>
              <Form.Select value={handlerId} onChange={(e) => onHandler(e.target.value, true)} {...invalid('handlerId')}>
                {!handlerId && <option value="">교수를 선택해 주세요</option>}
                {professors.map((p) => (
                  <option key={p.userId} value={p.userId}>
                    {p.korNm} {p.positionNm ?? '교수'}
                    {p.isAdvisor ? ' (지도교수)' : ''}
                  </option>
                ))}
                {handlerId && !professors.some((p) => p.userId === handlerId) && slots.handlers[0] && <option value={slots.handlers[0].userId}>{slots.handlers[0].korNm} 교수</option>}
              </Form.Select>
              <Form.Text>
                {professors.some((p) => p.isAdvisor) ? '지도교수님이 먼저 선택되어 있습니다. 같은 학과의 다른 교수님을 골라도 됩니다.' : '같은 학과 교수님 중에서 고를 수 있습니다.'}
              </Form.Text>
              {feedback('handlerId')}
            </Form.Group>
          )}
          {kind !== 'PROF' && slots.handlers.length > 0 && (
            <fieldset className="mb-3">
              <legend className="form-label fs-6 mb-1">상담사</legend>
              <div className="handler-list">
                {slots.handlers.map((h) => (
                  <Form.Check
                    key={h.userId}
                    type="radio"
                    id={id(`handler-${h.userId}`)}
                    name={id('handler')}
                    checked={handlerId === h.userId}
                    onChange={() => onHandler(h.userId, false)}
                    label={
                      <>
                        <strong>{h.korNm}</strong> 상담사 <span className="text-secondary small">· 열린 시간 {slots.slots.filter((s) => s.handlerId === h.userId).length}개</span>
                        {h.detail && <span className="d-block small text-secondary">{h.detail}</span>}
                      </>
                    }
                  />
                ))}
              </div>
            </fieldset>
          )}
          {slots.loading ? (
            <p className="text-secondary" role="status">
              <Spinner as="span" size="sm" className="me-2" aria-hidden="true" />
              열린 시간을 불러오는 중입니다.
            </p>
          ) : slots.failed ? (
            <p className="text-danger">
              열린 시간을 불러오지 못했습니다.{' '}
              <Button variant="link" className="p-0 align-baseline" onClick={onRetry}>
                다시 불러오기
              </Button>
            </p>
          ) : kind === 'PROF' && !handlerId ? (
            <p className="text-secondary">상담할 교수를 먼저 선택해 주세요.</p>
          ) : (
            <SlotPicker key={handlerId} idPrefix={id('slot')} slots={slots.slots.filter((s) => s.handlerId === handlerId)} value={slot?.start ?? null} onChange={onSlot} error={error('slotStart')} />
          )}
          {(slots.loading || slots.failed || (kind === 'PROF' && !handlerId)) && feedback('slotStart')}
          <p className="mt-2 mb-0 selected-slot" aria-live="polite">
            {slot ? (
              <>
                선택한 시간: <strong>{slotLabel(slot)}</strong>
                {slot.place && ` · ${slot.place}`}
              </>
            ) : (
              ''
            )}
          </p>
        </>
      )}
      {info.booking === 'preferred' && (
        <Form.Group controlId={id('preferred')}>
          <Form.Label>
            상담 가능한 요일과 시간 <span className="text-danger">(필수)</span>
          </Form.Label>
          <Form.Control
            as="textarea"
            rows={3}
            maxLength={500}
            {...register('preferredTimes')}
            {...invalid('preferredTimes')}
            aria-describedby={error('preferredTimes') ? `${id('preferredTimes')}-error` : `${id('preferred')}-help`}
          />
          <Form.Text id={`${id('preferred')}-help`}>가능한 때를 여러 개 적어 주세요. 예: 월·수 오후 2시 이후, 금요일 오전. 상담사가 일정을 정해 메시지로 알려 드립니다.</Form.Text>
          {feedback('preferredTimes')}
        </Form.Group>
      )}
      {info.booking === 'program' && program && (
        <div>
          <p className="mb-1">
            <strong>{program.title}</strong>
          </p>
          {seatsLeft > 0 ? (
            <p className="mb-0" data-testid="seats-left">
              남은 자리 <strong>{seatsLeft}</strong>석 (정원 {program.capacity}명)
            </p>
          ) : (
            <Alert variant="warning" className="mb-0 py-2" data-testid="waiting-notice">
              정원 {program.capacity}명이 모두 찼습니다. 지금 신청하면 <strong>대기자</strong>로 등록되고(현재 대기 {program.waiting}명), 신청한 학생이 취소하면 대기 순서대로 신청이 확정되어
              메시지로 알려 드립니다.
            </Alert>
          )}
          {feedback('programId')}
        </div>
      )}
    </section>
  );
}
