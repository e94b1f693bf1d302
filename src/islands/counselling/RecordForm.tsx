// A new session record. Notes stay inside counselling; a professor may add a short summary that the
// student can read.
import { useEffect, useState, type FormEvent } from 'react';
import { Alert, Button, Form } from 'react-bootstrap';
import { api } from '@/lib/api/client';
import { RecordInput } from '@/lib/schemas/counselling';
import { reloadWithToast, showPendingToast } from '@/lib/ui/flash';
import { checkWith, FieldError, FormError, invalidProps, serverFieldErrors, toastFailure, type FieldErrors } from '../form';

export const RECORD_CATEGORIES = ['학업', '진로', '대인관계', '정서', '가족', '위기', '기타'] as const;

export default function RecordForm({ applId, withSummary }: { applId: number; withSummary: boolean }) {
  const [category, setCategory] = useState('');
  const [notes, setNotes] = useState('');
  const [followUp, setFollowUp] = useState('');
  const [studentSummary, setStudentSummary] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);

  useEffect(() => showPendingToast(), []);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const values = { category, notes, followUp, ...(withSummary ? { studentSummary } : {}) };
    const local = checkWith(RecordInput, values);
    if (!category) local.category = '상담 분류를 선택해 주세요.';
    setErrors(local);
    if (Object.keys(local).length) return;
    setBusy(true);
    try {
      const res = await api.post(`/api/v1/cnsl/applications/${applId}/records`, values);
      reloadWithToast(res.message || '상담 기록을 저장했습니다.');
    } catch (err) {
      setErrors(serverFieldErrors(err));
      toastFailure(err, '상담 기록을 저장하지 못했습니다.');
      setBusy(false);
    }
  }

  const id = (f: string) => `record-${applId}-${f}`;

  return (
    <Form onSubmit={submit} noValidate data-testid="record-form">
      <FormError errors={errors} />
      <Form.Group className="mb-2" controlId={id('category')}>
        <Form.Label>상담 분류</Form.Label>
        <Form.Select value={category} onChange={(e) => setCategory(e.target.value)} required {...invalidProps(id('category'), errors.category)}>
          <option value="">분류를 선택해 주세요</option>
          {RECORD_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </Form.Select>
        <FieldError id={id('category')} error={errors.category} />
      </Form.Group>
      <Form.Group className="mb-2" controlId={id('notes')}>
        <Form.Label>상담 내용</Form.Label>
        <Form.Control as="textarea" rows={6} value={notes} onChange={(e) => setNotes(e.target.value)} maxLength={5000} required {...invalidProps(id('notes'), errors.notes)} />
        <Form.Text>상담 업무 담당자만 볼 수 있습니다. 학생에게는 보이지 않습니다.</Form.Text>
        <FieldError id={id('notes')} error={errors.notes} />
      </Form.Group>
      <Form.Group className="mb-2" controlId={id('followUp')}>
        <Form.Label>후속 조치 (선택)</Form.Label>
        <Form.Control as="textarea" rows={2} value={followUp} onChange={(e) => setFollowUp(e.target.value)} maxLength={1000} {...invalidProps(id('followUp'), errors.followUp)} />
        <FieldError id={id('followUp')} error={errors.followUp} />
      </Form.Group>
      {withSummary && (
        <Form.Group className="mb-2" controlId={id('studentSummary')}>
          <Form.Label>학생 공개 요약 (선택)</Form.Label>
          <Alert variant="info" className="py-2 small mb-2">
            학생은 이 요약만 볼 수 있습니다. 상담 내용과 후속 조치는 학생에게 공개되지 않습니다.
          </Alert>
          <Form.Control as="textarea" rows={3} value={studentSummary} onChange={(e) => setStudentSummary(e.target.value)} maxLength={1000} {...invalidProps(id('studentSummary'), errors.studentSummary)} />
          <FieldError id={id('studentSummary')} error={errors.studentSummary} />
        </Form.Group>
      )}
      <Button type="submit" disabled={busy}>
        기록 저장
      </Button>
    </Form>
  );
}
