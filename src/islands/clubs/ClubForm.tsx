// Staff: register a club or edit one. The shared schema checks the fields here and on the server.
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Col, Form, Row } from 'react-bootstrap';
import { api, ApiError } from '@/lib/api/client';
import { reloadWithToast } from '@/lib/ui/flash';
import { ClubEditInput } from '@/lib/schemas/clubs';
import { FieldError, invalidProps, toastFailure } from '@/islands/form';

type Values = { categoryCd: string; clubNm: string; summary: string; introduction: string; room: string; recruitStartDt: string; recruitEndDt: string; useYn: 'Y' | 'N' };

interface Props {
  clubId?: number;
  initial?: Partial<Values>;
  categories: { comCd: string; comCdNm: string }[];
}

export default function ClubForm({ clubId, initial, categories }: Props) {
  const { register, handleSubmit, setError, formState: { errors, isSubmitting } } = useForm<Values>({
    defaultValues: { categoryCd: categories[0]?.comCd ?? '', clubNm: '', summary: '', introduction: '', room: '', recruitStartDt: '', recruitEndDt: '', useYn: 'Y', ...initial },
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

  const f = (name: keyof Values) => ({ ...register(name), ...invalidProps(`club-${name}`, errors[name]?.message) });
  return (
    <Form onSubmit={handleSubmit(save)} noValidate data-testid="club-form">
      <Row className="g-2">
        <Col xs={12} md={4}>
          <Form.Group controlId="club-categoryCd">
            <Form.Label>분류</Form.Label>
            <Form.Select {...f('categoryCd')}>
              {categories.map((c) => <option key={c.comCd} value={c.comCd}>{c.comCdNm}</option>)}
            </Form.Select>
            <FieldError id="club-categoryCd" error={errors.categoryCd?.message} />
          </Form.Group>
        </Col>
        <Col xs={12} md={5}>
          <Form.Group controlId="club-clubNm">
            <Form.Label>동아리명</Form.Label>
            <Form.Control maxLength={50} {...f('clubNm')} />
            <FieldError id="club-clubNm" error={errors.clubNm?.message} />
          </Form.Group>
        </Col>
        <Col xs={12} md={3}>
          <Form.Group controlId="club-useYn">
            <Form.Label>운영 여부</Form.Label>
            <Form.Select {...f('useYn')}>
              <option value="Y">운영</option>
              <option value="N">운영 중지</option>
            </Form.Select>
          </Form.Group>
        </Col>
        <Col xs={12}>
          <Form.Group controlId="club-summary">
            <Form.Label>한 줄 소개</Form.Label>
            <Form.Control maxLength={150} {...f('summary')} />
            <FieldError id="club-summary" error={errors.summary?.message} />
          </Form.Group>
        </Col>
        <Col xs={12}>
          <Form.Group controlId="club-introduction">
            <Form.Label>소개</Form.Label>
            <Form.Control as="textarea" rows={4} maxLength={4000} {...f('introduction')} />
            <FieldError id="club-introduction" error={errors.introduction?.message} />
          </Form.Group>
        </Col>
        <Col xs={12} md={4}>
          <Form.Group controlId="club-room">
            <Form.Label>동아리방</Form.Label>
            <Form.Control maxLength={100} {...f('room')} />
            <FieldError id="club-room" error={errors.room?.message} />
          </Form.Group>
        </Col>
        <Col xs={6} md={4}>
          <Form.Group controlId="club-recruitStartDt">
            <Form.Label>모집 시작일</Form.Label>
            <Form.Control type="date" {...f('recruitStartDt')} />
            <FieldError id="club-recruitStartDt" error={errors.recruitStartDt?.message} />
          </Form.Group>
        </Col>
        <Col xs={6} md={4}>
          <Form.Group controlId="club-recruitEndDt">
            <Form.Label>모집 마감일</Form.Label>
            <Form.Control type="date" {...f('recruitEndDt')} />
            <FieldError id="club-recruitEndDt" error={errors.recruitEndDt?.message} />
          </Form.Group>
        </Col>
      </Row>
      <Button type="submit" className="mt-3" disabled={isSubmitting} data-testid="save-club">
        {clubId ? '저장' : '동아리 등록'}
      </Button>
    </Form>
  );
}
