// Staff: appoint a student (by student number) to a role in a club.
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Col, Form, Row } from 'react-bootstrap';
import { api, ApiError } from '@/lib/api/client';
import { reloadWithToast } from '@/lib/ui/flash';
import { AppointInput } from '@/lib/schemas/clubs';
import { CLUB_ROLES, ROLE_LABELS, type ClubRole } from '@/lib/clubs/rules';
import { FieldError, invalidProps, toastFailure, FormAlert } from '@/islands/form';

type Values = { studentId: string; roleCd: ClubRole };

export default function AppointForm({ clubId }: { clubId: number }) {
  const { register, handleSubmit, setError, formState: { errors, isSubmitting } } = useForm<Values>({
    defaultValues: { studentId: '', roleCd: 'PRESIDENT' },
    resolver: zodResolver(AppointInput) as never,
  });

  async function save(values: Values) {
    try {
      const res = await api.post(`/api/v1/stf/clubs/${clubId}/officers`, values);
      reloadWithToast(res.message || '임명했습니다.');
    } catch (err) {
      if (err instanceof ApiError && err.data && typeof err.data === 'object') {
        for (const [k, m] of Object.entries(err.data as Record<string, string>)) setError(k as keyof Values, { message: m });
      }
      toastFailure(err, '임명하지 못했습니다.');
    }
  }

  return (
    <Form onSubmit={handleSubmit(save)} noValidate data-testid="appoint-form">
      <FormAlert errors={errors} />
      <Row className="g-2 align-items-end">
        <Col xs={12} md={5}>
          <Form.Group controlId="appoint-studentId">
            <Form.Label>학생 아이디(학번)</Form.Label>
            <Form.Control maxLength={30} {...register('studentId')} {...invalidProps('appoint-studentId', errors.studentId?.message)} />
            <FieldError id="appoint-studentId" error={errors.studentId?.message} />
          </Form.Group>
        </Col>
        <Col xs={12} md={4}>
          <Form.Group controlId="appoint-roleCd">
            <Form.Label>직책</Form.Label>
            <Form.Select {...register('roleCd')}>
              {CLUB_ROLES.map((r) => <option key={r} value={r}>{ROLE_LABELS[r]}</option>)}
            </Form.Select>
          </Form.Group>
        </Col>
        <Col xs={12} md={3}>
          <Button type="submit" disabled={isSubmitting} className="w-100" data-testid="appoint">임명</Button>
        </Col>
      </Row>
    </Form>
  );
}
