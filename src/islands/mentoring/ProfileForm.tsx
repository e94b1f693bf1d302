// A mentor's own profile (graduates and outside users): job family, company, title, years, topics,
// introduction and whether she takes requests now. A new profile waits for staff approval.
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Col, Form, Row } from 'react-bootstrap';
import { MentorProfileInput } from '@/lib/schemas/mentoring';
import { MENTOR_TOPICS } from '@/lib/mentoring/rules';
import { FieldError, invalidProps, registerShown, FormAlert } from '@/islands/form';
import { send } from './submit';

export interface ProfileValues {
  jobClsCd: string;
  company: string;
  jobTitle: string;
  careerYears: number | string;
  topics: string[];
  bio: string;
  acceptingYn: 'Y' | 'N';
}

export default function ProfileForm({ initial, jobFamilies }: { initial: ProfileValues; jobFamilies: { value: string; label: string }[] }) {
  const { register, handleSubmit, setError, formState: { errors, isSubmitting } } = useForm<ProfileValues>({ defaultValues: initial, resolver: zodResolver(MentorProfileInput) as never });
  // The server-rendered form shows the saved profile before its code loads (client:interaction).
  const shown = registerShown(register, initial);
  return (
    <Form noValidate onSubmit={handleSubmit((v) => send('/api/v1/mentoring/profile', v, setError, '저장하지 못했습니다.'))} data-testid="profile-form">
      <FormAlert errors={errors} />
      <Row className="g-3">
        <Col md={6}>
          <Form.Group controlId="mp-job">
            <Form.Label>직무</Form.Label>
            <Form.Select {...shown('jobClsCd')} {...invalidProps('mp-job', errors.jobClsCd?.message)}>
              <option value="">선택</option>
              {jobFamilies.map((j) => (
                <option key={j.value} value={j.value}>
                  {j.label}
                </option>
              ))}
            </Form.Select>
            <FieldError id="mp-job" error={errors.jobClsCd?.message} />
          </Form.Group>
        </Col>
        <Col md={6}>
          <Form.Group controlId="mp-company">
            <Form.Label>회사(기관)</Form.Label>
            <Form.Control maxLength={60} {...shown('company')} {...invalidProps('mp-company', errors.company?.message)} />
            <FieldError id="mp-company" error={errors.company?.message} />
          </Form.Group>
        </Col>
        <Col md={6}>
          <Form.Group controlId="mp-title">
            <Form.Label>직무·직함</Form.Label>
            <Form.Control maxLength={60} {...shown('jobTitle')} {...invalidProps('mp-title', errors.jobTitle?.message)} />
            <FieldError id="mp-title" error={errors.jobTitle?.message} />
          </Form.Group>
        </Col>
        <Col md={6}>
          <Form.Group controlId="mp-years">
            <Form.Label>경력(년)</Form.Label>
            <Form.Control type="number" min={0} max={50} inputMode="numeric" {...shown('careerYears')} {...invalidProps('mp-years', errors.careerYears?.message)} />
            <FieldError id="mp-years" error={errors.careerYears?.message} />
          </Form.Group>
        </Col>
        <Col xs={12}>
          <fieldset>
            <legend className="form-label fs-6">상담 주제</legend>
            {MENTOR_TOPICS.map((t) => (
              <Form.Check key={t.code} inline type="checkbox" id={`mp-topic-${t.code}`} label={t.name} value={t.code} defaultChecked={initial.topics.includes(t.code)} {...register('topics')} />
            ))}
            <FieldError id="mp-topics" error={errors.topics?.message ?? errors.topics?.root?.message} />
          </fieldset>
        </Col>
        <Col xs={12}>
          <Form.Group controlId="mp-bio">
            <Form.Label>소개</Form.Label>
            <Form.Control as="textarea" rows={4} maxLength={1000} {...shown('bio')} {...invalidProps('mp-bio', errors.bio?.message)} />
            <FieldError id="mp-bio" error={errors.bio?.message} />
          </Form.Group>
        </Col>
        <Col xs={12}>
          <fieldset>
            <legend className="form-label fs-6">멘토링 신청 받기</legend>
            <Form.Check inline type="radio" id="mp-accept-y" label="받음" value="Y" defaultChecked={initial.acceptingYn !== 'N'} {...register('acceptingYn')} />
            <Form.Check inline type="radio" id="mp-accept-n" label="잠시 받지 않음" value="N" defaultChecked={initial.acceptingYn === 'N'} {...register('acceptingYn')} />
          </fieldset>
        </Col>
      </Row>
      <Button type="submit" className="mt-3" disabled={isSubmitting} data-testid="save-profile">
        프로필 저장
      </Button>
    </Form>
  );
}
