// Applying for one scholarship: the statement and one file per required document. The same schema
// as the server checks the text here; the server checks everything again (period, eligibility,
// one application, file types) and its field errors land under their fields.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import * as z from 'zod/mini';
import { Button, Collapse, Form } from 'react-bootstrap';
import { api, ApiError } from '@/lib/api/client';
import { ScholApplyInput, STATEMENT_MAX } from '@/lib/schemas/scholarships';
import { reloadWithToast } from '@/lib/ui/flash';
import { toastFailure, FormAlert } from '@/islands/form';

interface Props {
  scholId: number;
  title: string;
  requiredDocs: string[];
}

type Values = { statement: string } & Record<string, unknown>;

const ACCEPT = '.pdf,.jpg,.jpeg,.png,.hwp,.hwpx,.docx,.zip';

export default function ApplyForm({ scholId, title, requiredDocs }: Props) {
  const [open, setOpen] = useState(false);
  const schema = z.object({
    statement: ScholApplyInput.shape.statement,
    ...Object.fromEntries(
      requiredDocs.map((docNm, i) => [`doc${i}`, z.custom<FileList>((v) => typeof FileList !== 'undefined' && v instanceof FileList && v.length === 1, `${docNm} 파일을 올려 주세요.`)]),
    ),
  });
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ defaultValues: { statement: '' }, resolver: zodResolver(schema as never) as never });
  const length = String(watch('statement') ?? '').trim().length;
  const id = `schol-${scholId}`;

  async function submit(values: Values) {
    const form = new FormData();
    form.append('statement', values.statement ?? '');
    requiredDocs.forEach((_, i) => {
      const list = values[`doc${i}`] as FileList | undefined;
      if (list?.[0]) form.append(`doc${i}`, list[0]);
    });
    try {
      const res = await api.postForm(`/api/v1/colglife/scholamt/scholarships/${scholId}/apply`, form);
      reloadWithToast(res.message || '장학금을 신청했습니다.');
    } catch (err) {
      if (err instanceof ApiError && (err.status === 400 || err.status === 409) && err.data && typeof err.data === 'object') {
        for (const [field, message] of Object.entries(err.data as Record<string, string>)) {
          if (field === 'statement' || /^doc\d+$/.test(field)) setError(field, { message });
        }
      }
      toastFailure(err, '신청하지 못했습니다.');
    }
  }

  const err = (name: string) => errors[name]?.message as string | undefined;

  return (
    <div>
      <Button onClick={() => setOpen((o) => !o)} aria-expanded={open} aria-controls={`${id}-form`} data-testid="open-apply">
        {open ? '신청서 닫기' : '신청하기'}
        <span className="visually-hidden">: {title}</span>
      </Button>
      <Collapse in={open}>
        <div id={`${id}-form`}>
          <Form onSubmit={handleSubmit(submit)} noValidate className="border rounded-3 p-3 mt-2" data-testid="apply-form" aria-label={`${title} 신청서`}>
            <FormAlert errors={errors} />
            <Form.Group controlId={`${id}-statement`} className="mb-3">
              <Form.Label>신청 사유 (선택)</Form.Label>
              <Form.Control
                as="textarea"
                rows={4}
                maxLength={STATEMENT_MAX}
                placeholder="장학금이 필요한 이유와 학업 계획을 적어 주세요."
                isInvalid={!!err('statement')}
                aria-invalid={!!err('statement')}
                aria-describedby={err('statement') ? `${id}-statement-error` : undefined}
                {...register('statement')}
              />
              <Form.Text className="small">
                {length} / {STATEMENT_MAX}자
              </Form.Text>
              <Form.Control.Feedback type="invalid" id={`${id}-statement-error`}>
                {err('statement')}
              </Form.Control.Feedback>
            </Form.Group>
            {requiredDocs.map((docNm, i) => (
              <Form.Group controlId={`${id}-doc${i}`} className="mb-3" key={docNm}>
                <Form.Label>
                  {docNm} <span className="text-danger small">(필수)</span>
                </Form.Label>
                <Form.Control
                  type="file"
                  accept={ACCEPT}
                  isInvalid={!!err(`doc${i}`)}
                  aria-invalid={!!err(`doc${i}`)}
                  aria-describedby={err(`doc${i}`) ? `${id}-doc${i}-error` : `${id}-doc-help`}
                  {...register(`doc${i}`)}
                />
                <Form.Control.Feedback type="invalid" id={`${id}-doc${i}-error`}>
                  {err(`doc${i}`)}
                </Form.Control.Feedback>
              </Form.Group>
            ))}
            {requiredDocs.length > 0 && (
              <p className="small text-secondary" id={`${id}-doc-help`}>
                PDF, 이미지(JPG, PNG), 한글, 워드, ZIP 파일을 10MB까지 올릴 수 있습니다.
              </p>
            )}
            <Button type="submit" disabled={isSubmitting} data-testid="submit-apply">
              {isSubmitting ? '신청 중…' : '신청서 제출'}
            </Button>
          </Form>
        </div>
      </Collapse>
    </div>
  );
}
