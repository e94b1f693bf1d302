// Records a student's income bracket (from the national foundation's assessment); need-based
// scholarships read their eligibility from it.
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Col, Form, Row } from 'react-bootstrap';
import { api, ApiError } from '@/lib/api/client';
import { ScholIncomeInput } from '@/lib/schemas/scholarships';
import { toast } from '@/lib/ui/toast';
import { toastFailure, FormAlert } from '@/islands/form';

export default function IncomeForm({ incomes }: { incomes: { code: string; name: string }[] }) {
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<{ studentId: string; bracketCd: string }>({ defaultValues: { studentId: '', bracketCd: '' }, resolver: zodResolver(ScholIncomeInput as never) as never });

  async function save(values: { studentId: string; bracketCd: string }) {
    try {
      const res = await api.post('/api/v1/stf/scholarships/incomes', values);
      toast.success(`${values.studentId}: ${res.message}`);
      reset({ studentId: '', bracketCd: '' });
    } catch (err) {
      if (err instanceof ApiError && err.data && typeof err.data === 'object') {
        for (const [k, message] of Object.entries(err.data as Record<string, string>)) if (k === 'studentId' || k === 'bracketCd') setError(k, { message });
      }
      toastFailure(err, '저장하지 못했습니다.');
    }
  }

  return (
    <Form onSubmit={handleSubmit(save)} noValidate data-testid="income-form">
      <FormAlert errors={errors} />
      <Row className="g-2 align-items-end">
        <Col xs={12} sm={5}>
          <Form.Group controlId="inc-studentId">
            <Form.Label className="small mb-1">학번</Form.Label>
            <Form.Control isInvalid={!!errors.studentId} aria-invalid={!!errors.studentId || undefined} aria-describedby={errors.studentId ? 'inc-studentId-error' : undefined} {...register('studentId')} />
            <Form.Control.Feedback type="invalid" id="inc-studentId-error">
              {errors.studentId?.message}
            </Form.Control.Feedback>
          </Form.Group>
        </Col>
        <Col xs={12} sm={4}>
          <Form.Group controlId="inc-bracketCd">
            <Form.Label className="small mb-1">소득분위</Form.Label>
            <Form.Select isInvalid={!!errors.bracketCd} aria-invalid={!!errors.bracketCd || undefined} aria-describedby={errors.bracketCd ? 'inc-bracketCd-error' : undefined} {...register('bracketCd')}>
              <option value="">선택</option>
              {incomes.map((i) => (
                <option key={i.code} value={i.code}>
                  {i.name}
                </option>
              ))}
            </Form.Select>
            <Form.Control.Feedback type="invalid" id="inc-bracketCd-error">
              {errors.bracketCd?.message}
            </Form.Control.Feedback>
          </Form.Group>
        </Col>
        <Col xs={12} sm={3}>
          <Button type="submit" className="w-100" disabled={isSubmitting}>
            저장
          </Button>
        </Col>
      </Row>
    </Form>
  );
}
