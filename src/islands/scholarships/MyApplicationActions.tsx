// The student's actions on her own application: cancel before the review, and add the documents
// the office asked for. The server refuses anything the state no longer allows.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import * as z from 'zod/mini';
import { Button, Form } from 'react-bootstrap';
import { api, ApiError } from '@/lib/api/client';
import { confirmDialog } from '@/lib/ui/dialog';
import { reloadWithToast } from '@/lib/ui/flash';
import { toastFailure, FormAlert } from '@/islands/form';
import { ScholSupplementInput } from '@/lib/schemas/scholarships';

interface Props {
  applId: number;
  title: string;
  canCancel: boolean;
  canSupplement: boolean;
  requiredDocs: string[];
}

type Values = { docNm: string; note: string; file: unknown };

export default function MyApplicationActions({ applId, title, canCancel, canSupplement, requiredDocs }: Props) {
  const [busy, setBusy] = useState(false);
  const schema = z.object({
    docNm: ScholSupplementInput.shape.docNm,
    note: ScholSupplementInput.shape.note,
    file: z.custom<FileList>((v) => typeof FileList !== 'undefined' && v instanceof FileList && v.length > 0 && v.length <= 5, '보완할 파일을 1~5개 올려 주세요.'),
  });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ defaultValues: { docNm: requiredDocs[0] ?? '', note: '' }, resolver: zodResolver(schema as never) as never });
  const id = `supp-${applId}`;

  async function cancel() {
    const yes = await confirmDialog({ title: '장학금 신청 취소', message: `${title} 신청을 취소할까요? 신청 기간 안에는 다시 신청할 수 있습니다.`, confirmText: '신청 취소', cancelText: '돌아가기' });
    if (!yes) return;
    setBusy(true);
    try {
      const res = await api.post(`/api/v1/colglife/scholamt/applications/${applId}/cancel`);
      reloadWithToast(res.message || '신청을 취소했습니다.');
    } catch (err) {
      toastFailure(err, '신청을 취소하지 못했습니다.');
      setBusy(false);
    }
  }

  async function supplement(values: Values) {
    const form = new FormData();
    form.append('docNm', values.docNm);
    form.append('note', values.note ?? '');
    for (const f of Array.from(values.file as FileList)) form.append('file', f);
    try {
      const res = await api.postForm(`/api/v1/colglife/scholamt/applications/${applId}/supplement`, form);
      reloadWithToast(res.message || '보완 서류를 제출했습니다.');
    } catch (err) {
      if (err instanceof ApiError && err.status === 400 && err.data && typeof err.data === 'object') {
        for (const [field, message] of Object.entries(err.data as Record<string, string>)) {
          if (['docNm', 'note', 'file'].includes(field)) setError(field as keyof Values, { message });
        }
      }
      toastFailure(err, '서류를 제출하지 못했습니다.');
    }
  }

  const err = (name: keyof Values) => errors[name]?.message as string | undefined;

  return (
    <div className="vstack gap-2 mt-2">
      {canSupplement && (
        <Form onSubmit={handleSubmit(supplement)} noValidate className="border rounded-3 p-3" aria-label={`${title} 서류 보완`} data-testid="supplement-form">
          <FormAlert errors={errors} />
          <Form.Group controlId={`${id}-docNm`} className="mb-2">
            <Form.Label className="small">보완할 서류</Form.Label>
            <Form.Control list={`${id}-docs`} defaultValue={requiredDocs[0] ?? ''} isInvalid={!!err('docNm')} aria-invalid={!!err('docNm')} aria-describedby={err('docNm') ? `${id}-docNm-error` : undefined} {...register('docNm')} />
            <datalist id={`${id}-docs`}>
              {requiredDocs.map((d) => (
                <option key={d} value={d} />
              ))}
            </datalist>
            <Form.Control.Feedback type="invalid" id={`${id}-docNm-error`}>{err('docNm')}</Form.Control.Feedback>
          </Form.Group>
          <Form.Group controlId={`${id}-file`} className="mb-2">
            <Form.Label className="small">파일</Form.Label>
            <Form.Control type="file" multiple isInvalid={!!err('file')} aria-invalid={!!err('file')} aria-describedby={err('file') ? `${id}-file-error` : undefined} {...register('file')} />
            <Form.Control.Feedback type="invalid" id={`${id}-file-error`}>{err('file')}</Form.Control.Feedback>
          </Form.Group>
          <Form.Group controlId={`${id}-note`} className="mb-2">
            <Form.Label className="small">장학팀에 남길 말 (선택)</Form.Label>
            <Form.Control as="textarea" rows={2} maxLength={500} isInvalid={!!err('note')} aria-invalid={!!err('note')} aria-describedby={err('note') ? `${id}-note-error` : undefined} {...register('note')} />
            <Form.Control.Feedback type="invalid" id={`${id}-note-error`}>{err('note')}</Form.Control.Feedback>
          </Form.Group>
          <Button type="submit" size="sm" disabled={isSubmitting} data-testid="submit-supplement">
            보완 서류 제출
          </Button>
        </Form>
      )}
      {canCancel && (
        <div>
          <Button variant="outline-danger" size="sm" onClick={() => void cancel()} disabled={busy} data-testid="cancel-appl">
            신청 취소<span className="visually-hidden">: {title}</span>
          </Button>
        </div>
      )}
    </div>
  );
}
