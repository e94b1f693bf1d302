// Creates or edits a test with its questions. The shared zod schema (TestInput) checks what the
// form converts to, here and on the server; errors land under their fields and nothing typed is
// lost. Options and accepted answers are one per line; right options are their numbers (1, 3).
import { useEffect } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { Button, Col, Form, Row } from 'react-bootstrap';
import { api, ApiError } from '@/lib/api/client';
import { TestInput } from '@/lib/schemas/career-tests';
import { QUESTION_KIND_LABELS, QUESTION_KINDS, type QuestionKind } from '@/lib/career/tests';
import { reloadWithToast, showPendingToast } from '@/lib/ui/flash';
import { checkWith, toastFailure, FormAlert, registerShown } from '@/islands/form';

export interface QuestionValues {
  kind: QuestionKind;
  body: string;
  optionsText: string;
  correctText: string;
  acceptedText: string;
  points: string;
}
export interface TestValues {
  title: string;
  intro: string;
  openAt: string;
  closeAt: string;
  durationMin: string;
  questions: QuestionValues[];
}

const lines = (v: string) => v.split('\n').map((s) => s.trim()).filter(Boolean);

/** What the server receives. */
export function toInput(v: TestValues) {
  return {
    ...v,
    questions: v.questions.map((q) => ({
      kind: q.kind,
      body: q.body,
      options: q.kind === 'SHORT' ? [] : lines(q.optionsText),
      correct: q.kind === 'SHORT' ? [] : q.correctText.split(/[\s,]+/).filter(Boolean).map((n) => (/^\d{1,2}$/.test(n) ? Number(n) - 1 : -1)),
      accepted: q.kind === 'SHORT' ? lines(q.acceptedText) : [],
      points: q.points,
    })),
  };
}

/** The form's values of stored questions (the staff page gives them as the schema has them). */
export function toValues(form: { title: string; intro: string; openAt: string; closeAt: string; durationMin: string; questions: { kind: QuestionKind; body: string; options: string[]; correct: number[]; accepted: string[]; points: string }[] }): TestValues {
  return {
    ...form,
    questions: form.questions.map((q) => ({ kind: q.kind, body: q.body, optionsText: q.options.join('\n'), correctText: q.correct.map((c) => c + 1).join(', '), acceptedText: q.accepted.join('\n'), points: q.points })),
  };
}

const FIELD_OF: Record<string, string> = { options: 'optionsText', correct: 'correctText', accepted: 'acceptedText' };
/** A schema path (questions.0.correct.1) as the form's field (questions.0.correctText). */
function formPath(path: string) {
  const m = /^questions\.(\d+)\.(\w+)/.exec(path);
  if (m) return `questions.${m[1]}.${FIELD_OF[m[2]] ?? m[2]}`;
  return path.split('.')[0];
}

export const blankQuestion = (): QuestionValues => ({ kind: 'SINGLE', body: '', optionsText: '', correctText: '', acceptedText: '', points: '10' });

export default function TestForm({ programId, testId, initial, locked = false }: { programId: number; testId?: number; initial: TestValues; locked?: boolean }) {
  const {
    register,
    control,
    handleSubmit,
    setError,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<TestValues>({ defaultValues: initial });
  // The server HTML shows the saved values before this script runs (registerShown).
  const shown = registerShown(register, initial);
  const qs = useFieldArray({ control, name: 'questions' });
  const kinds = useWatch({ control, name: 'questions' });
  useEffect(() => showPendingToast(), []);

  function applyErrors(found: Record<string, string>) {
    for (const [path, message] of Object.entries(found)) setError(formPath(path) as never, { message });
  }

  async function save(values: TestValues) {
    clearErrors();
    const input = toInput(values);
    const found = checkWith(TestInput, input);
    if (Object.keys(found).length) return applyErrors(found);
    try {
      if (testId) {
        const res = await api.post(`/api/v1/stf/career/tests/${testId}`, input);
        reloadWithToast(res.message);
      } else {
        const res = await api.post<{ testId: number }>(`/api/v1/stf/career/programs/${programId}/tests`, input);
        window.location.assign(`/stf/career/${programId}/tests/${res.data.testId}?saved=1`);
      }
    } catch (err) {
      if (err instanceof ApiError && err.status === 400 && err.data && typeof err.data === 'object') applyErrors(err.data as Record<string, string>);
      toastFailure(err, '시험을 저장하지 못했습니다.');
    }
  }

  const messageOf = (path: string): string | undefined => {
    let cur: unknown = errors;
    for (const k of path.split('.')) cur = (cur as Record<string, unknown> | undefined)?.[k];
    return (cur as { message?: string } | undefined)?.message;
  };
  const ctl = (path: string, id: string) => ({ id, isInvalid: !!messageOf(path), 'aria-invalid': !!messageOf(path), 'aria-describedby': messageOf(path) ? `${id}-error` : undefined });
  const feedback = (path: string, id: string) =>
    messageOf(path) ? (
      <div className="invalid-feedback d-block" id={`${id}-error`}>
        {messageOf(path)}
      </div>
    ) : null;
  const count = Object.keys(errors).length;

  return (
    <Form onSubmit={handleSubmit(save)} noValidate data-testid="test-form">
      <FormAlert errors={errors} />
      {count > 0 && (
        <div className="alert alert-danger py-2 small" role="alert" data-testid="form-error">
          입력 내용을 확인해 주세요.
        </div>
      )}
      <Row className="g-2 mb-2">
        <Col xs={12} md={6}>
          <Form.Label htmlFor="tf-title" className="small mb-1">시험명</Form.Label>
          <Form.Control maxLength={100} {...shown('title')} {...ctl('title', 'tf-title')} />
          {feedback('title', 'tf-title')}
        </Col>
        <Col xs={12} md={6}>
          <Form.Label htmlFor="tf-durationMin" className="small mb-1">제한 시간(분)</Form.Label>
          <Form.Control inputMode="numeric" {...shown('durationMin')} {...ctl('durationMin', 'tf-durationMin')} />
          {feedback('durationMin', 'tf-durationMin')}
        </Col>
        <Col xs={12} md={6}>
          <Form.Label htmlFor="tf-openAt" className="small mb-1">응시 시작 일시</Form.Label>
          <Form.Control type="datetime-local" {...shown('openAt')} {...ctl('openAt', 'tf-openAt')} />
          {feedback('openAt', 'tf-openAt')}
        </Col>
        <Col xs={12} md={6}>
          <Form.Label htmlFor="tf-closeAt" className="small mb-1">응시 마감 일시</Form.Label>
          <Form.Control type="datetime-local" {...shown('closeAt')} {...ctl('closeAt', 'tf-closeAt')} />
          {feedback('closeAt', 'tf-closeAt')}
        </Col>
        <Col xs={12}>
          <Form.Label htmlFor="tf-intro" className="small mb-1">응시 안내(규칙)</Form.Label>
          <Form.Control as="textarea" rows={4} maxLength={4000} {...shown('intro')} {...ctl('intro', 'tf-intro')} />
          {feedback('intro', 'tf-intro')}
        </Col>
      </Row>
      <h3 className="h6 mt-3">문항</h3>
      {locked && <p className="small text-secondary" data-testid="questions-locked">응시를 시작한 학생이 있어 문항은 바꿀 수 없습니다. 시험명, 안내와 기간만 고칠 수 있습니다.</p>}
      {feedback('questions', 'tf-questions')}
      <fieldset disabled={locked}>
        <ol className="list-unstyled vstack gap-2">
          {qs.fields.map((f, i) => {
            const kind = kinds?.[i]?.kind ?? f.kind;
            const p = `questions.${i}`;
            const id = `tf-q${i}`;
            return (
              <li key={f.id} className="card" data-testid="question-editor">
                <div className="card-body">
                  <Row className="g-2">
                    <Col xs={12} md={5}>
                      <Form.Label htmlFor={`${id}-kind`} className="small mb-1">{i + 1}번 유형</Form.Label>
                      <Form.Select {...shown(`questions.${i}.kind`)} id={`${id}-kind`}>
                        {QUESTION_KINDS.map((k) => (
                          <option key={k} value={k}>{QUESTION_KIND_LABELS[k]}</option>
                        ))}
                      </Form.Select>
                    </Col>
                    <Col xs={6} md={3}>
                      <Form.Label htmlFor={`${id}-points`} className="small mb-1">배점</Form.Label>
                      <Form.Control inputMode="numeric" {...shown(`questions.${i}.points`)} {...ctl(`${p}.points`, `${id}-points`)} />
                      {feedback(`${p}.points`, `${id}-points`)}
                    </Col>
                    <Col xs={6} md={4} className="d-flex align-items-end justify-content-end">
                      <Button variant="outline-danger" size="sm" onClick={() => qs.remove(i)} disabled={qs.fields.length <= 1}>문항 삭제</Button>
                    </Col>
                    <Col xs={12}>
                      <Form.Label htmlFor={`${id}-body`} className="small mb-1">문항</Form.Label>
                      <Form.Control as="textarea" rows={2} maxLength={1000} {...shown(`questions.${i}.body`)} {...ctl(`${p}.body`, `${id}-body`)} />
                      {feedback(`${p}.body`, `${id}-body`)}
                    </Col>
                    {kind === 'SHORT' ? (
                      <Col xs={12}>
                        <Form.Label htmlFor={`${id}-accepted`} className="small mb-1">인정 답안 (한 줄에 하나, 띄어쓰기·대소문자 무시; 비우면 직접 채점)</Form.Label>
                        <Form.Control as="textarea" rows={2} {...shown(`questions.${i}.acceptedText`)} {...ctl(`${p}.acceptedText`, `${id}-accepted`)} />
                        {feedback(`${p}.acceptedText`, `${id}-accepted`)}
                      </Col>
                    ) : (
                      <>
                        <Col xs={12} md={8}>
                          <Form.Label htmlFor={`${id}-options`} className="small mb-1">보기 (한 줄에 하나)</Form.Label>
                          <Form.Control as="textarea" rows={4} {...shown(`questions.${i}.optionsText`)} {...ctl(`${p}.optionsText`, `${id}-options`)} />
                          {feedback(`${p}.optionsText`, `${id}-options`)}
                        </Col>
                        <Col xs={12} md={4}>
                          <Form.Label htmlFor={`${id}-correct`} className="small mb-1">정답 번호 {kind === 'MULTI' ? '(예: 1, 3)' : '(예: 2)'}</Form.Label>
                          <Form.Control {...shown(`questions.${i}.correctText`)} {...ctl(`${p}.correctText`, `${id}-correct`)} />
                          {feedback(`${p}.correctText`, `${id}-correct`)}
                        </Col>
                      </>
                    )}
                  </Row>
                </div>
              </li>
            );
          })}
        </ol>
        <Button variant="outline-primary" size="sm" onClick={() => qs.append(blankQuestion())} data-testid="add-question">
          문항 추가
        </Button>
      </fieldset>
      <div className="d-flex justify-content-end mt-3">
        <Button type="submit" disabled={isSubmitting} data-testid="save-test">
          저장
        </Button>
      </div>
    </Form>
  );
}
