// A returned student's review of the university she went to.
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Form } from 'react-bootstrap';
import { api, ApiError } from '@/lib/api/client';
import { reloadWithToast } from '@/lib/ui/flash';
import { ReviewInput } from '@/lib/schemas/exchange';
import { FieldError, invalidProps, toastFailure, FormAlert } from '@/islands/form';

type Values = { rating: string; title: string; content: string };

export default function ReviewForm({ univId, univNm }: { univId: number; univNm: string }) {
  const { register, handleSubmit, setError, formState: { errors, isSubmitting } } = useForm<Values>({
    defaultValues: { rating: '5', title: '', content: '' },
    resolver: zodResolver(ReviewInput) as never,
  });
  async function save(values: Values) {
    try {
      const res = await api.post(`/api/v1/exchange/universities/${univId}/reviews`, values);
      reloadWithToast(res.message || '후기를 등록했습니다.');
    } catch (err) {
      if (err instanceof ApiError && err.data && typeof err.data === 'object') {
        for (const [k, m] of Object.entries(err.data as Record<string, string>)) setError(k as keyof Values, { message: m });
      }
      toastFailure(err, '후기를 등록하지 못했습니다.');
    }
  }
  const id = `rv-${univId}`;
  return (
    <Form onSubmit={handleSubmit(save)} noValidate aria-label={`${univNm} 후기 쓰기`}>
      <FormAlert errors={errors} />
      <Form.Group controlId={`${id}-rating`} className="mb-2">
        <Form.Label>만족도</Form.Label>
        <Form.Select {...register('rating')}>
          {[5, 4, 3, 2, 1].map((n) => <option key={n} value={n}>{'★'.repeat(n)} ({n}점)</option>)}
        </Form.Select>
      </Form.Group>
      <Form.Group controlId={`${id}-title`} className="mb-2">
        <Form.Label>제목</Form.Label>
        <Form.Control maxLength={100} {...register('title')} {...invalidProps(`${id}-title`, errors.title?.message)} />
        <FieldError id={`${id}-title`} error={errors.title?.message} />
      </Form.Group>
      <Form.Group controlId={`${id}-content`} className="mb-2">
        <Form.Label>후기</Form.Label>
        <Form.Control as="textarea" rows={4} maxLength={4000} {...register('content')} {...invalidProps(`${id}-content`, errors.content?.message)} />
        <FieldError id={`${id}-content`} error={errors.content?.message} />
      </Form.Group>
      <Button type="submit" disabled={isSubmitting}>후기 등록</Button>
    </Form>
  );
}
