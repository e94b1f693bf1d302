// The career goal form: job family, target industries and companies (comma separated, up to five
// each) and a plan for each grade and term. The shared schema checks it here and on the server.
import { useForm } from 'react-hook-form';
import { Button, Col, Form, Row } from 'react-bootstrap';
import { api, ApiError } from '@/lib/api/client';
import { CareerGoalInput } from '@/lib/schemas/career';
import { reloadWithToast } from '@/lib/ui/flash';
import { checkWith, registerShown, toastFailure, FormAlert } from '@/islands/form';
import { GOAL_GRADES, GOAL_TERMS } from '@/lib/career/goals';

export interface GoalValues {
  jobClsCd: string;
  industries: string;
  companies: string;
  plans: Record<string, string>;
}

const splitList = (v: string) =>
  v
    .split(/[,，]/)
    .map((s) => s.trim())
    .filter(Boolean);

function toInput(v: GoalValues) {
  return {
    jobClsCd: v.jobClsCd,
    industries: splitList(v.industries),
    companies: splitList(v.companies),
    roadmap: GOAL_GRADES.flatMap((grade) => GOAL_TERMS.map((termCd) => ({ grade, termCd, plan: v.plans[`${grade}-${termCd}`] ?? '' }))),
  };
}

/** Field errors of the converted input, placed on the form's own fields. */
function resolver(values: GoalValues) {
  const errors = checkWith(CareerGoalInput, toInput(values));
  const mapped: Record<string, { type: string; message: string }> = {};
  for (const [path, message] of Object.entries(errors)) {
    const m = /^roadmap\.(\d+)\./.exec(path);
    const key = m ? `plans.${GOAL_GRADES[Math.floor(Number(m[1]) / 2)]}-${GOAL_TERMS[Number(m[1]) % 2]}` : path.split('.')[0];
    mapped[key] ??= { type: 'validate', message };
  }
  return { values: Object.keys(mapped).length ? {} : values, errors: mapped as never };
}

export default function GoalForm({ initial, jobFamilies }: { initial: GoalValues; jobFamilies: { value: string; label: string }[] }) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<GoalValues>({ defaultValues: initial, resolver: resolver as never });
  // The server-rendered form shows the saved goal before its code loads (client:interaction).
  const shown = registerShown(register, initial);

  async function save(values: GoalValues) {
    try {
      const res = await api.post('/api/v1/career/goal', toInput(values));
      reloadWithToast(res.message);
    } catch (err) {
      if (err instanceof ApiError && err.status === 400 && err.data && typeof err.data === 'object')
        for (const [field, message] of Object.entries(err.data as Record<string, string>)) setError(field.split('.')[0] as keyof GoalValues, { message });
      toastFailure(err, '진로목표를 저장하지 못했습니다.');
    }
  }

  const msg = (name: string) => (errors as Record<string, { message?: string } | undefined>)[name]?.message ?? (name.startsWith('plans.') ? errors.plans?.[name.slice(6)]?.message : undefined);
  const field = (name: string) => ({ isInvalid: !!msg(name), 'aria-invalid': !!msg(name), 'aria-describedby': msg(name) ? `goal-${name.replace('.', '-')}-error` : undefined });
  const feedback = (name: string) => (
    <Form.Control.Feedback type="invalid" id={`goal-${name.replace('.', '-')}-error`}>
      {msg(name)}
    </Form.Control.Feedback>
  );

  return (
    <Form onSubmit={handleSubmit(save)} noValidate data-testid="goal-form">
      <FormAlert errors={errors} />
      <Row className="g-3">
        <Col xs={12} md={6}>
          <Form.Group controlId="goal-jobClsCd">
            <Form.Label>희망 직무</Form.Label>
            <Form.Select {...shown('jobClsCd')} {...field('jobClsCd')}>
              <option value="">선택하세요</option>
              {jobFamilies.map((j) => (
                <option key={j.value} value={j.value}>
                  {j.label}
                </option>
              ))}
            </Form.Select>
            {feedback('jobClsCd')}
          </Form.Group>
        </Col>
        <Col xs={12} md={6}>
          <Form.Group controlId="goal-industries">
            <Form.Label>관심 산업 (쉼표로 구분, 5개까지)</Form.Label>
            <Form.Control placeholder="예: 금융, 핀테크" maxLength={200} {...shown('industries')} {...field('industries')} />
            {feedback('industries')}
          </Form.Group>
        </Col>
        <Col xs={12}>
          <Form.Group controlId="goal-companies">
            <Form.Label>목표 기업 (쉼표로 구분, 5개까지)</Form.Label>
            <Form.Control placeholder="예: 한울은행, 한울증권" maxLength={200} {...shown('companies')} {...field('companies')} />
            {feedback('companies')}
          </Form.Group>
        </Col>
      </Row>
      <fieldset className="mt-4">
        <legend className="h6">학년·학기별 로드맵</legend>
        <Row className="g-2">
          {GOAL_GRADES.flatMap((grade) =>
            GOAL_TERMS.map((termCd) => {
              const name = `plans.${grade}-${termCd}`;
              return (
                <Col xs={12} md={6} key={name}>
                  <Form.Group controlId={`goal-plans-${grade}-${termCd}`}>
                    <Form.Label className="small mb-1">
                      {grade}학년 {termCd}학기
                    </Form.Label>
                    <Form.Control as="textarea" rows={2} maxLength={300} {...shown(name as `plans.${string}`)} {...field(name)} />
                    {feedback(name)}
                  </Form.Group>
                </Col>
              );
            }),
          )}
        </Row>
      </fieldset>
      <Button type="submit" className="mt-3" disabled={isSubmitting} data-testid="goal-save">
        진로목표 저장
      </Button>
    </Form>
  );
}
