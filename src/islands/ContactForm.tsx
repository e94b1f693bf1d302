// The student's own contact details: the same zod schema checks them here and on the server.
import { useForm, type Resolver } from 'react-hook-form';
import { Button, Col, Form, Row } from 'react-bootstrap';
import { api, ApiError } from '@/lib/api/client';
import { toast } from '@/lib/ui/toast';
import { FormAlert } from '@/islands/form';

type Values = { email: string; ph: string; telNo: string; bohoHpNo: string; adr: string };

const FIELDS: { name: keyof Values; label: string; type?: string; placeholder?: string; autoComplete?: string; inputMode?: 'tel' | 'email' }[] = [
  { name: 'email', label: '이메일', type: 'email', placeholder: 'name@example.com', autoComplete: 'email', inputMode: 'email' },
  { name: 'ph', label: '휴대전화', type: 'tel', placeholder: '010-1234-5678', autoComplete: 'tel', inputMode: 'tel' },
  { name: 'telNo', label: '전화번호', type: 'tel', placeholder: '02-123-4567', inputMode: 'tel' },
  { name: 'bohoHpNo', label: '보호자 연락처', type: 'tel', placeholder: '010-1234-5678', inputMode: 'tel' },
  { name: 'adr', label: '주소', placeholder: '서울특별시 ...', autoComplete: 'street-address' },
];

/** The schema and its resolver load with the first check (the first 저장), not with the page. */
const contactResolver: Resolver<Values> = async (values, context, options) => {
  const [{ zodResolver }, { ContactInput }] = await Promise.all([import('@hookform/resolvers/zod'), import('@/lib/schemas/profile')]);
  return (zodResolver(ContactInput) as unknown as Resolver<Values>)(values, context, options);
};

export default function ContactForm({ initial }: { initial: Values }) {
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ defaultValues: initial, resolver: contactResolver });

  async function save(values: Values) {
    try {
      const res = await api.post<Partial<Record<keyof Values, string | null>>>('/api/v1/mypage/contact', values);
      // Show what was stored (phone numbers come back with their hyphens).
      const stored = res.data ?? {};
      reset(Object.fromEntries(FIELDS.map((f) => [f.name, stored[f.name] ?? ''])) as Values);
      toast.success(res.message);
    } catch (err) {
      if (err instanceof ApiError && err.status === 400 && err.data && typeof err.data === 'object') {
        for (const [field, message] of Object.entries(err.data as Record<string, string>)) setError(field as keyof Values, { message });
      }
      toast.error(err instanceof ApiError ? err.message : '저장하지 못했습니다.');
    }
  }

  return (
    <Form onSubmit={handleSubmit(save)} noValidate data-testid="contact-form">
      <FormAlert errors={errors} />
      <Row className="g-3">
        {FIELDS.map((f) => (
          <Col xs={12} md={f.name === 'adr' ? 12 : 6} key={f.name}>
            <Form.Group controlId={`contact-${f.name}`}>
              <Form.Label>{f.label}</Form.Label>
              <Form.Control
                type={f.type ?? 'text'}
                placeholder={f.placeholder}
                autoComplete={f.autoComplete}
                inputMode={f.inputMode}
                // The server-rendered form shows the values before its code has loaded (client:interaction).
                defaultValue={initial[f.name]}
                isInvalid={!!errors[f.name]}
                aria-invalid={!!errors[f.name]}
                aria-describedby={errors[f.name] ? `contact-${f.name}-error` : undefined}
                {...register(f.name)}
              />
              <Form.Control.Feedback type="invalid" id={`contact-${f.name}-error`}>
                {errors[f.name]?.message}
              </Form.Control.Feedback>
            </Form.Group>
          </Col>
        ))}
      </Row>
      <Button type="submit" className="mt-3" disabled={isSubmitting}>
        연락처 저장
      </Button>
    </Form>
  );
}
