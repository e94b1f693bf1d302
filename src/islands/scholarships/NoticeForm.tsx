// The office posts a scholarship notice (plain text; blank lines part paragraphs). It appears on the
// notice board under 장학 and on the students' 장학 page.
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Form } from 'react-bootstrap';
import { api, ApiError } from '@/lib/api/client';
import { ScholNoticeInput } from '@/lib/schemas/scholarships';
import { reloadWithToast } from '@/lib/ui/flash';
import { toastFailure, FormAlert } from '@/islands/form';

type Values = { title: string; content: string; pinYn: 'Y' | 'N' };

export default function NoticeForm() {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ defaultValues: { title: '', content: '', pinYn: 'N' }, resolver: zodResolver(ScholNoticeInput as never) as never });

  async function save(values: Values) {
    try {
      const res = await api.post('/api/v1/stf/scholarships/notices', values);
      reloadWithToast(res.message);
    } catch (err) {
      if (err instanceof ApiError && err.status === 400 && err.data && typeof err.data === 'object') {
        for (const [k, message] of Object.entries(err.data as Record<string, string>)) if (k === 'title' || k === 'content') setError(k, { message });
      }
      toastFailure(err, '공지를 올리지 못했습니다.');
    }
  }

  return (
    <Form onSubmit={handleSubmit(save)} noValidate data-testid="notice-form">
      <FormAlert errors={errors} />
      <Form.Group controlId="sn-title" className="mb-2">
        <Form.Label className="small mb-1">제목</Form.Label>
        <Form.Control maxLength={100} isInvalid={!!errors.title} aria-invalid={!!errors.title || undefined} aria-describedby={errors.title ? 'sn-title-error' : undefined} {...register('title')} />
        <Form.Control.Feedback type="invalid" id="sn-title-error">
          {errors.title?.message}
        </Form.Control.Feedback>
      </Form.Group>
      <Form.Group controlId="sn-content" className="mb-2">
        <Form.Label className="small mb-1">내용 (빈 줄로 문단을 나눕니다)</Form.Label>
        <Form.Control as="textarea" rows={5} maxLength={5000} isInvalid={!!errors.content} aria-invalid={!!errors.content || undefined} aria-describedby={errors.content ? 'sn-content-error' : undefined} {...register('content')} />
        <Form.Control.Feedback type="invalid" id="sn-content-error">
          {errors.content?.message}
        </Form.Control.Feedback>
      </Form.Group>
      <Form.Group controlId="sn-pin" className="mb-2">
        <Form.Label className="small mb-1">구분</Form.Label>
        <Form.Select {...register('pinYn')}>
          <option value="N">일반 공지</option>
          <option value="Y">중요 공지 (목록 위에 고정)</option>
        </Form.Select>
      </Form.Group>
      <Button type="submit" disabled={isSubmitting}>
        공지 올리기
      </Button>
    </Form>
  );
}
