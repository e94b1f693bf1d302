// Staff: register an online course or edit one (the same form), and hide or show it again.
import { useEffect, useState } from 'react';
import { Button, Col, Form, Row } from 'react-bootstrap';
import { employreferApi } from '@/lib/api/employrefer';
import { OnlineCourseInput } from '@/lib/schemas/employrefer';
import { ONLINE_CATEGORIES } from '@/lib/employrefer/online';
import { reloadWithToast, showPendingToast } from '@/lib/ui/flash';
import { toastFailure } from '@/islands/form';
import { FormErrorLine, SelectField, TextField, usePortalForm } from '@/islands/portal-form';

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

const CATEGORY_OPTIONS = ONLINE_CATEGORIES.map((c) => ({ value: c.code, label: c.name }));

export default function CourseForm({ courseId, initial, useYn }: Props) {
  const f = usePortalForm({
    schema: OnlineCourseInput,
    id: courseId ? `course-${courseId}` : 'course-new',
    defaults: initial,
    submit: (values) => employreferApi.saveCourse(courseId, values),
    onSuccess: (res) => reloadWithToast(res.message || '저장했습니다.'),
  });
  const [toggling, setToggling] = useState(false);
  useEffect(() => showPendingToast(), []);

  async function toggleUse(id: number) {
    setToggling(true);
    try {
      const res = await employreferApi.setCourseUse(id, { useYn: useYn === 'Y' ? 'N' : 'Y' });
      reloadWithToast(res.message || '저장했습니다.');
    } catch (err) {
      toastFailure(err, '저장하지 못했습니다.');
      setToggling(false);
    }
  }

  return (
    <Form noValidate onSubmit={f.onSubmit} data-testid={courseId ? 'course-edit-form' : 'course-new-form'}>
      <FormErrorLine form={f} />
      <Row className="g-2">
        <Col md={3} xs={6}>
          <SelectField form={f} name="categoryCd" label="분류" size="sm" placeholder="선택" options={CATEGORY_OPTIONS} />
        </Col>
        <Col md={5} xs={12}><TextField form={f} name="title" label="강좌명" size="sm" maxLength={100} /></Col>
        <Col md={4} xs={12}><TextField form={f} name="provider" label="제공 기관" size="sm" maxLength={60} /></Col>
        <Col md={6} xs={12}><TextField form={f} name="url" label="주소 (https://)" size="sm" type="url" maxLength={300} /></Col>
        <Col md={3} xs={6}><TextField form={f} name="durationMin" label="길이(분)" size="sm" type="number" min={1} max={6000} /></Col>
        <Col md={3} xs={6}><TextField form={f} name="sortOrder" label="정렬 순서" size="sm" type="number" min={0} max={999} /></Col>
        <Col xs={12}><TextField form={f} name="description" label="소개" size="sm" as="textarea" rows={2} maxLength={500} /></Col>
      </Row>
      <div className="d-flex flex-wrap gap-2 mt-2">
        <Button size="sm" type="submit" disabled={f.submitting || toggling}>
          {courseId ? '저장' : '강좌 등록'}
        </Button>
        {courseId && (
          <Button size="sm" variant={useYn === 'Y' ? 'outline-secondary' : 'outline-success'} disabled={f.submitting || toggling} onClick={() => void toggleUse(courseId)} data-testid="toggle-course">
            {useYn === 'Y' ? '숨기기' : '다시 공개'}
          </Button>
        )}
      </div>
    </Form>
  );
}
