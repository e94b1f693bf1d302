// Staff decision on a submitted designed major: approve, or return with a note the student will read.
import { useState } from 'react';
import { Button, Form } from 'react-bootstrap';
import { api, navigation } from '@/lib/api/client';
import { confirmDialog } from '@/lib/ui/dialog';
import { ProposalDecisionInput } from '@/lib/learning/major-design';
import { checkWith, FieldError, invalidProps, serverFieldErrors, toastFailure, type FieldErrors, FormAlert } from '@/islands/form';

export interface ReviewActionsProps {
  proposalId: number;
  title: string;
  studentNm: string;
  /** Whether the proposal meets the design rules now (a hint for the reviewer). */
  rulesOk: boolean;
}

export default function ReviewActions({ proposalId, title, studentNm, rulesOk }: ReviewActionsProps) {
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const id = `review-${proposalId}-note`;

  async function decide(action: 'approve' | 'return') {
    const local = checkWith(ProposalDecisionInput, { note });
    if (action === 'return' && !note.trim()) local.note = '학생이 고칠 수 있도록 반려 사유를 적어 주세요.';
    setErrors(local);
    if (Object.keys(local).length) return;
    const label = action === 'approve' ? '승인' : '반려';
    const ok = await confirmDialog({ title: `설계전공 ${label}`, message: `${studentNm} 학생의 "${title}" 설계를 ${label}할까요? 학생에게 메시지로 알려 드립니다.`, confirmText: label });
    if (!ok) return;
    setBusy(true);
    try {
      await api.post(`/api/v1/stf/learning/proposals/${proposalId}/${action}`, { note: note.trim() || undefined });
      // The decided proposal leaves the queue (and this island with it): the page confirms the decision.
      navigation.go(`/stf/learning/proposals?decided=${proposalId}`);
    } catch (err) {
      setErrors(serverFieldErrors(err));
      toastFailure(err, `${label}하지 못했습니다.`);
      setBusy(false);
    }
  }

  return (
    <Form noValidate onSubmit={(e) => e.preventDefault()} aria-label={`${title} 심사`}>
      <FormAlert errors={errors} />
      <Form.Group controlId={id} className="mb-2">
        <Form.Label className="small">검토 의견 (반려할 때는 필수)</Form.Label>
        <Form.Control as="textarea" rows={2} maxLength={1000} value={note} onChange={(e) => setNote(e.target.value)} {...invalidProps(id, errors.note)} />
        <FieldError id={id} error={errors.note} />
      </Form.Group>
      <div className="d-flex flex-wrap gap-2">
        <Button variant="success" size="sm" disabled={busy} onClick={() => void decide('approve')}>승인</Button>
        <Button variant="outline-danger" size="sm" disabled={busy} onClick={() => void decide('return')}>반려</Button>
        {!rulesOk && <span className="small text-danger align-self-center">현재 설계 기준을 충족하지 않습니다 (교과목 변경 등).</span>}
      </div>
    </Form>
  );
}
