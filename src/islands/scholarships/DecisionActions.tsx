// The office's decision on one application (request documents, start the review, select with the
// amount, reject with reason) and the payment of a selected one. The server refuses what the state
// no longer allows and tells the student by portal message.
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Col, Form, Row } from 'react-bootstrap';
import { api, ApiError } from '@/lib/api/client';
import { ScholDecisionInput, ScholPaymentInput } from '@/lib/schemas/scholarships';
import { STAFF_TRANSITIONS, type StaffAction } from '@/lib/scholarships/rules';
import { reloadWithToast } from '@/lib/ui/flash';
import { toastFailure, FormAlert } from '@/islands/form';

interface Props {
  applId: number;
  studentNm: string;
  actions: StaffAction[];
  canPay: boolean;
  /** Default amount: the award, or the fixed amount of the scholarship. */
  defaultAmount: number | null;
  /** What remains to pay of the award (the default instalment). */
  remaining?: number | null;
  today: string;
}

const VARIANTS: Record<StaffAction, string> = { REQUEST_DOCS: 'outline-warning', REVIEW: 'outline-primary', SELECT: 'success', REJECT: 'outline-danger' };

function applyServerErrors(err: unknown, setError: (k: never, v: { message: string }) => void, keys: string[]) {
  if (err instanceof ApiError && err.status === 400 && err.data && typeof err.data === 'object') {
    for (const [k, message] of Object.entries(err.data as Record<string, string>)) if (keys.includes(k)) setError(k as never, { message });
  }
}

export default function DecisionActions({ applId, studentNm, actions, canPay, defaultAmount, remaining = null, today }: Props) {
  const decision = useForm<{ action: string; note: string; awardAmount: string }>({
    defaultValues: { action: '', note: '', awardAmount: defaultAmount ? String(defaultAmount) : '' },
    resolver: zodResolver(ScholDecisionInput as never) as never,
  });
  const payDefault = remaining ?? defaultAmount;
  const payment = useForm<{ amount: string; paidDt: string; memo: string }>({
    defaultValues: { amount: payDefault ? String(payDefault) : '', paidDt: today, memo: '' },
    resolver: zodResolver(ScholPaymentInput as never) as never,
  });

  async function decide(values: { action: string; note: string; awardAmount: string }) {
    try {
      const res = await api.post(`/api/v1/stf/scholarships/applications/${applId}/decide`, values);
      reloadWithToast(`${studentNm} 학생의 신청을 ${res.message}`);
    } catch (err) {
      applyServerErrors(err, decision.setError as never, ['note', 'awardAmount', 'action']);
      toastFailure(err, '처리하지 못했습니다.');
    }
  }

  async function pay(values: { amount: string; paidDt: string; memo: string }) {
    try {
      const res = await api.post(`/api/v1/stf/scholarships/applications/${applId}/pay`, values);
      reloadWithToast(res.message);
    } catch (err) {
      applyServerErrors(err, payment.setError as never, ['amount', 'paidDt', 'memo']);
      toastFailure(err, '지급을 기록하지 못했습니다.');
    }
  }

  const dErr = decision.formState.errors;
  const pErr = payment.formState.errors;
  const submitAs = (action: StaffAction) => {
    decision.setValue('action', action);
    void decision.handleSubmit(decide)();
  };

  return (
    <div className="vstack gap-3">
      {actions.length > 0 && (
        <Form onSubmit={(e) => e.preventDefault()} noValidate aria-label={`${studentNm} 학생 신청 심사`} data-testid="decision-form">
          <FormAlert errors={dErr} />
          <Row className="g-2">
            <Col xs={12}>
              <Form.Group controlId={`dec-${applId}-note`}>
                <Form.Label className="small mb-1">학생에게 보낼 사유·요청 (서류 보완, 탈락 시 필수)</Form.Label>
                <Form.Control
                  as="textarea"
                  rows={2}
                  maxLength={500}
                  isInvalid={!!dErr.note}
                  aria-invalid={!!dErr.note || undefined}
                  aria-describedby={dErr.note ? `dec-${applId}-note-error` : undefined}
                  {...decision.register('note')}
                />
                <Form.Control.Feedback type="invalid" id={`dec-${applId}-note-error`}>
                  {dErr.note?.message}
                </Form.Control.Feedback>
              </Form.Group>
            </Col>
            {actions.includes('SELECT') && (
              <Col xs={12} md={6}>
                <Form.Group controlId={`dec-${applId}-amount`}>
                  <Form.Label className="small mb-1">선정 금액 (원)</Form.Label>
                  <Form.Control
                    type="number"
                    inputMode="numeric"
                    isInvalid={!!dErr.awardAmount}
                    aria-invalid={!!dErr.awardAmount || undefined}
                    aria-describedby={dErr.awardAmount ? `dec-${applId}-amount-error` : undefined}
                    {...decision.register('awardAmount')}
                  />
                  <Form.Control.Feedback type="invalid" id={`dec-${applId}-amount-error`}>
                    {dErr.awardAmount?.message}
                  </Form.Control.Feedback>
                </Form.Group>
              </Col>
            )}
          </Row>
          <div className="d-flex flex-wrap gap-2 mt-2">
            {actions.map((a) => (
              <Button key={a} variant={VARIANTS[a]} disabled={decision.formState.isSubmitting} onClick={() => submitAs(a)} data-testid={`action-${a}`}>
                {STAFF_TRANSITIONS[a].label}
              </Button>
            ))}
          </div>
        </Form>
      )}
      {canPay && (
        <Form onSubmit={payment.handleSubmit(pay)} noValidate className="border rounded-3 p-3" aria-label="지급 기록" data-testid="payment-form">
          <FormAlert errors={pErr} />
          {remaining !== null && <p className="small mb-2">나누어 지급할 수 있습니다. 남은 금액 <strong data-testid="pay-remaining">{remaining.toLocaleString('ko-KR')}원</strong></p>}
          <Row className="g-2 align-items-end">
            <Col xs={12} md={5}>
              <Form.Group controlId={`pay-${applId}-amount`}>
                <Form.Label className="small mb-1">지급액 (원)</Form.Label>
                <Form.Control
                  type="number"
                  inputMode="numeric"
                  isInvalid={!!pErr.amount}
                  aria-invalid={!!pErr.amount || undefined}
                  aria-describedby={pErr.amount ? `pay-${applId}-amount-error` : undefined}
                  {...payment.register('amount')}
                />
                <Form.Control.Feedback type="invalid" id={`pay-${applId}-amount-error`}>
                  {pErr.amount?.message}
                </Form.Control.Feedback>
              </Form.Group>
            </Col>
            <Col xs={12} md={4}>
              <Form.Group controlId={`pay-${applId}-date`}>
                <Form.Label className="small mb-1">지급일</Form.Label>
                <Form.Control
                  type="date"
                  isInvalid={!!pErr.paidDt}
                  aria-invalid={!!pErr.paidDt || undefined}
                  aria-describedby={pErr.paidDt ? `pay-${applId}-date-error` : undefined}
                  {...payment.register('paidDt')}
                />
                <Form.Control.Feedback type="invalid" id={`pay-${applId}-date-error`}>
                  {pErr.paidDt?.message}
                </Form.Control.Feedback>
              </Form.Group>
            </Col>
            <Col xs={12}>
              <Form.Group controlId={`pay-${applId}-memo`}>
                <Form.Label className="small mb-1">메모 (선택)</Form.Label>
                <Form.Control
                  maxLength={200}
                  placeholder="예: 1차 등록금 감면분"
                  isInvalid={!!pErr.memo}
                  aria-invalid={!!pErr.memo || undefined}
                  aria-describedby={pErr.memo ? `pay-${applId}-memo-error` : undefined}
                  {...payment.register('memo')}
                />
                <Form.Control.Feedback type="invalid" id={`pay-${applId}-memo-error`}>
                  {pErr.memo?.message}
                </Form.Control.Feedback>
              </Form.Group>
            </Col>
            <Col xs={12} md={3}>
              <Button type="submit" variant="dark" className="w-100" disabled={payment.formState.isSubmitting} data-testid="record-payment">
                지급 기록
              </Button>
            </Col>
          </Row>
        </Form>
      )}
    </div>
  );
}
