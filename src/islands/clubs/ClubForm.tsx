// Staff: register a club or edit one. The shared schema checks the fields here and on the server.
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Col, Form, Row } from 'react-bootstrap';
import { api, ApiError } from '@/lib/api/client';
import { reloadWithToast } from '@/lib/ui/flash';
import { ClubEditInput } from '@/lib/schemas/clubs';
import { Field, invalidProps, registerShown, toastFailure, FormAlert } from '@/islands/form';

type Values = { categoryCd: string; clubNm: string; summary: string; introduction: string; room: string; recruitStartDt: string; recruitEndDt: string; useYn: 'Y' | 'N' };

interface Props {
  clubId?: number;
  initial?: Partial<Values>;
  categories: { comCd: string; comCdNm: string }[];
}

export default function ClubForm({ clubId, initial, categories }: Props) {
  const defaults: Values = { categoryCd: categories[0]?.comCd ?? '', clubNm: '', summary: '', introduction: '', room: '', recruitStartDt: '', recruitEndDt: '', useYn: 'Y', ...initial };
  const { register, handleSubmit, setError, formState: { errors, isSubmitting } } = useForm<Values>({
    defaultValues: defaults,
    resolver: zodResolver(ClubEditInput) as never,
  });

  async function save(values: Values) {
    try {
      const res = await api.post<{ clubId: number }>(clubId ? `/api/v1/stf/clubs/${clubId}` : '/api/v1/stf/clubs', values);
      if (!clubId && res.data?.clubId) {
        window.location.href = `/stf/clubs/${res.data.clubId}`;
        return;
      }
      reloadWithToast(res.message || '저장했습니다.');
    } catch (err) {
      if (err instanceof ApiError && err.data && typeof err.data === 'object') {
        for (const [k, m] of Object.entries(err.data as Record<string, string>)) setError(k as keyof Values, { message: m });
      }
      toastFailure(err, '저장하지 못했습니다.');
    }
  }

  const shown = registerShown(register, defaults);
  const f = (name: keyof Values) => ({ ...shown(name), ...invalidProps(`club-${name}`, errors[name]?.message) });
  return (
    <Form onSubmit={handleSubmit(save)} noValidate data-testid="club-form">
      <FormAlert errors={errors} />
      <Row className="g-2">
        <Col xs={12} md={4}>
          <Field id="club-categoryCd" label="분류" error={errors.categoryCd?.message}>
            <Form.Select {...f('categoryCd')}>
              {categories.map((c) => <option key={c.comCd} value={c.comCd}>{c.comCdNm}</option>)}
            </Form.Select>
          </Field>
        </Col>
        <Col xs={12} md={5}>
          <Field id="club-clubNm" label="동아리명" error={errors.clubNm?.message}>
            <Form.Control maxLength={50} {...f('clubNm')} />
          </Field>
        </Col>
        <Col xs={12} md={3}>
          <Field id="club-useYn" label="운영 여부" error={errors.useYn?.message}>
            <Form.Select {...f('useYn')}>
              <option value="Y">운영</option>
              <option value="N">운영 중지</option>
            </Form.Select>
          </Field>
        </Col>
        <Col xs={12}>
          <Field id="club-summary" label="한 줄 소개" error={errors.summary?.message}>
            <Form.Control maxLength={150} {...f('summary')} />
          </Field>
        </Col>
        <Col xs={12}>
          <Field id="club-introduction" label="소개" error={errors.introduction?.message}>
            <Form.Control as="textarea" rows={4} maxLength={4000} {...f('introduction')} />
          </Field>
        </Col>
        <Col xs={12} md={4}>
          <Field id="club-room" label="동아리방" error={errors.room?.message}>
            <Form.Control maxLength={100} {...f('room')} />
          </Field>
        </Col>
        <Col xs={6} md={4}>
          <Field id="club-recruitStartDt" label="모집 시작일" error={errors.recruitStartDt?.message}>
            <Form.Control type="date" {...f('recruitStartDt')} />
          </Field>
        </Col>
        <Col xs={6} md={4}>
          <Field id="club-recruitEndDt" label="모집 마감일" error={errors.recruitEndDt?.message}>
            <Form.Control type="date" {...f('recruitEndDt')} />
          </Field>
        </Col>
      </Row>
      <Button type="submit" className="mt-3" disabled={isSubmitting} data-testid="save-club">
        {clubId ? '저장' : '동아리 등록'}
      </Button>
    </Form>
  );
}
