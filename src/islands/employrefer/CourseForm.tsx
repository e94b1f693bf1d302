// Staff: register an online course or edit one (the same form), and hide or show it again.
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Col, Form, Row } from 'react-bootstrap';
import { api, ApiError } from '@/lib/api/client';
import { OnlineCourseInput } from '@/lib/schemas/employrefer';
import { ONLINE_CATEGORIES } from '@/lib/employrefer/online';
import { reloadWithToast, showPendingToast } from '@/lib/ui/flash';
import { FieldError, invalidProps, toastFailure } from '@/islands/form';

export interface CourseValues {
  categoryCd: string;
  title: string;
  provider: string;
  description: string;
  url: string;
  durationMin: number | string;
  sortOrder: number | string;
}

interface Props {
  courseId?: number;
  initial: CourseValues;
  useYn?: string;
}

export default function CourseForm({ courseId, initial, useYn }: Props) {
  const { register, handleSubmit, setError, formState: { errors, isSubmitting } } = useForm<CourseValues>({ defaultValues: initial, resolver: zodResolver(OnlineCourseInput) as never });
  useEffect(() => showPendingToast(), []);
  const p = courseId ? `course-${courseId}` : 'course-new';

  async function post(url: string, body: unknown) {
    try {
      const res = await api.post(url, body);
      reloadWithToast(res.message || '저장했습니다.');
    } catch (err) {
      if (err instanceof ApiError && err.status === 400 && err.data && typeof err.data === 'object') {
        for (const [k, m] of Object.entries(err.data as Record<string, string>)) setError(k as keyof CourseValues, { message: m });
      }
      toastFailure(err, '저장하지 못했습니다.');
    }
  }
  const field = (name: keyof CourseValues, label: string, props: Record<string, unknown> = {}) => (
    <Form.Group controlId={`${p}-${name}`}>
      <Form.Label className="small">{label}</Form.Label>
      <Form.Control size="sm" {...props} {...register(name)} {...invalidProps(`${p}-${name}`, errors[name]?.message)} />
      <FieldError id={`${p}-${name}`} error={errors[name]?.message} />
    </Form.Group>
  );

  return (
    <Form noValidate onSubmit={handleSubmit((v) => post(courseId ? `/api/v1/stf/employrefer/online/${courseId}` : '/api/v1/stf/employrefer/online', v))} data-testid={courseId ? 'course-edit-form' : 'course-new-form'}>
      <Row className="g-2">
        <Col md={3} xs={6}>
          <Form.Group controlId={`${p}-categoryCd`}>
            <Form.Label className="small">분류</Form.Label>
            <Form.Select size="sm" {...register('categoryCd')} {...invalidProps(`${p}-categoryCd`, errors.categoryCd?.message)}>
              <option value="">선택</option>
              {ONLINE_CATEGORIES.map((c) => (
                <option key={c.code} value={c.code}>
                  {c.name}
                </option>
              ))}
            </Form.Select>
            <FieldError id={`${p}-categoryCd`} error={errors.categoryCd?.message} />
          </Form.Group>
        </Col>
        <Col md={5} xs={12}>{field('title', '강좌명', { maxLength: 100 })}</Col>
        <Col md={4} xs={12}>{field('provider', '제공 기관', { maxLength: 60 })}</Col>
        <Col md={6} xs={12}>{field('url', '주소 (https://)', { type: 'url', maxLength: 300 })}</Col>
        <Col md={3} xs={6}>{field('durationMin', '길이(분)', { type: 'number', min: 1, max: 6000 })}</Col>
        <Col md={3} xs={6}>{field('sortOrder', '정렬 순서', { type: 'number', min: 0, max: 999 })}</Col>
        <Col xs={12}>{field('description', '소개', { as: 'textarea', rows: 2, maxLength: 500 })}</Col>
      </Row>
      <div className="d-flex flex-wrap gap-2 mt-2">
        <Button size="sm" type="submit" disabled={isSubmitting}>
          {courseId ? '저장' : '강좌 등록'}
        </Button>
        {courseId && (
          <Button size="sm" variant={useYn === 'Y' ? 'outline-secondary' : 'outline-success'} disabled={isSubmitting} onClick={() => void post(`/api/v1/stf/employrefer/online/${courseId}/use`, { useYn: useYn === 'Y' ? 'N' : 'Y' })} data-testid="toggle-course">
            {useYn === 'Y' ? '숨기기' : '다시 공개'}
          </Button>
        )}
      </div>
    </Form>
  );
}
