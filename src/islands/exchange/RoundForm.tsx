// Staff: open a round of applications.
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Col, Form, Row } from 'react-bootstrap';
import { api, ApiError } from '@/lib/api/client';
import { reloadWithToast } from '@/lib/ui/flash';
import { RoundInput } from '@/lib/schemas/exchange';
import { TERM_NAMES } from '@/lib/calendar';
import { FieldError, invalidProps, registerShown, toastFailure, FormAlert } from '@/islands/form';

type Values = { title: string; year: string; termCd: '10' | '20'; applyStartDt: string; applyEndDt: string };

export default function RoundForm({ year }: { year: number }) {
  const defaults: Values = { title: '', year: String(year), termCd: '10', applyStartDt: '', applyEndDt: '' };
  const { register, handleSubmit, setError, formState: { errors, isSubmitting } } = useForm<Values>({
    defaultValues: defaults,
    resolver: zodResolver(RoundInput) as never,
  });
  async function save(v: Values) {
    try {
      const res = await api.post('/api/v1/stf/exchange/rounds', v);
      reloadWithToast(res.message || '모집을 등록했습니다.');
    } catch (err) {
      if (err instanceof ApiError && err.data && typeof err.data === 'object') {
        for (const [k, m] of Object.entries(err.data as Record<string, string>)) setError(k as keyof Values, { message: m });
      }
      toastFailure(err, '등록하지 못했습니다.');
    }
  }
  const shown = registerShown(register, defaults);
  const f = (n: keyof Values) => ({ ...shown(n), ...invalidProps(`round-${n}`, errors[n]?.message) });
  return (
    <Form onSubmit={handleSubmit(save)} noValidate data-testid="round-form">
      <FormAlert errors={errors} />
      <Row className="g-2">
        <Col xs={12} md={4}>
          <Form.Group controlId="round-title"><Form.Label>모집명</Form.Label><Form.Control maxLength={100} {...f('title')} /><FieldError id="round-title" error={errors.title?.message} /></Form.Group>
        </Col>
        <Col xs={6} md={2}>
          <Form.Group controlId="round-year"><Form.Label>파견 연도</Form.Label><Form.Control inputMode="numeric" {...f('year')} /><FieldError id="round-year" error={errors.year?.message} /></Form.Group>
        </Col>
        <Col xs={6} md={2}>
          <Form.Group controlId="round-termCd"><Form.Label>학기</Form.Label>
            <Form.Select {...f('termCd')}><option value="10">{TERM_NAMES['10']}</option><option value="20">{TERM_NAMES['20']}</option></Form.Select>
          </Form.Group>
        </Col>
        <Col xs={6} md={2}>
          <Form.Group controlId="round-applyStartDt"><Form.Label>접수 시작</Form.Label><Form.Control type="date" {...f('applyStartDt')} /><FieldError id="round-applyStartDt" error={errors.applyStartDt?.message} /></Form.Group>
        </Col>
        <Col xs={6} md={2}>
          <Form.Group controlId="round-applyEndDt"><Form.Label>접수 마감</Form.Label><Form.Control type="date" {...f('applyEndDt')} /><FieldError id="round-applyEndDt" error={errors.applyEndDt?.message} /></Form.Group>
        </Col>
      </Row>
      <Button type="submit" className="mt-2" disabled={isSubmitting}>모집 등록</Button>
    </Form>
  );
}
