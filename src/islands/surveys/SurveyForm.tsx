// Answering one survey: every question of its kind, checked with the same schema as the server
// (required questions, choices within the options, text lengths) and each Korean message under its
// question; the server's own refusals (closed, already answered) arrive as a toast.
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Form } from 'react-bootstrap';
import { api, ApiError } from '@/lib/api/client';
import { answerSheetOf } from '@/lib/schemas/surveys';
import { LONG_MAX, SCALE_LABELS, SHORT_MAX } from '@/lib/surveys/rules';
import { reloadWithToast } from '@/lib/ui/flash';
import { toastFailure } from '@/islands/form';

interface Question {
  questionId: number;
  seq: number;
  kind: string;
  title: string;
  requiredYn: string;
  options: string[];
}

interface Props {
  surveyId: number;
  questions: Question[];
  initial: Record<string, string | string[]>;
  /** She has answered already and may change her answers. */
  again: boolean;
}

type Values = Record<string, string | string[] | boolean | null>;

export default function SurveyForm({ surveyId, questions, initial, again }: Props) {
  const defaults: Values = Object.fromEntries(questions.map((q) => [`q${q.questionId}`, initial[`q${q.questionId}`] ?? (q.kind === 'MULTI' ? [] : '')]));
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ defaultValues: defaults, resolver: zodResolver(answerSheetOf(questions) as never) as never, shouldFocusError: true });

  async function submit(_: Values, event?: React.BaseSyntheticEvent) {
    // The raw values go to the server (the resolver's output is the checked form, not the wire form).
    const form = event?.target as HTMLFormElement | undefined;
    const answers: Values = {};
    for (const q of questions) {
      const name = `q${q.questionId}`;
      if (!form) continue;
      if (q.kind === 'MULTI') answers[name] = [...form.querySelectorAll<HTMLInputElement>(`input[name="${name}"]:checked`)].map((i) => i.value);
      else if (q.kind === 'SINGLE' || q.kind === 'SCALE') answers[name] = form.querySelector<HTMLInputElement>(`input[name="${name}"]:checked`)?.value ?? '';
      else answers[name] = (form.elements.namedItem(name) as HTMLInputElement | HTMLTextAreaElement | null)?.value ?? '';
    }
    try {
      const res = await api.post(`/api/v1/diag/surveys/${surveyId}/answer`, { answers });
      reloadWithToast(res.message || '응답해 주셔서 감사합니다.');
    } catch (err) {
      if (err instanceof ApiError && err.status === 400 && err.data && typeof err.data === 'object') {
        for (const [field, message] of Object.entries(err.data as Record<string, string>)) {
          if (/^q\d+$/.test(field)) setError(field, { message });
        }
      }
      toastFailure(err, '응답을 저장하지 못했습니다.');
    }
  }

  const errorOf = (name: string) => errors[name]?.message as string | undefined;

  return (
    <Form onSubmit={handleSubmit(submit)} noValidate data-testid="survey-form" aria-label="설문 응답">
      <p className="small text-secondary">
        <span className="text-danger" aria-hidden="true">*</span> 표시는 필수 문항입니다.
      </p>
      {questions.map((q) => {
        const name = `q${q.questionId}`;
        const id = `sv-${name}`;
        const error = errorOf(name);
        const required = q.requiredYn === 'Y';
        const describedBy = error ? `${id}-error` : undefined;
        const legend = (
          <>
            {q.seq}. {q.title}
            {required ? (
              <span className="text-danger ms-1" aria-label="필수">*</span>
            ) : (
              <span className="small text-secondary ms-1">(선택)</span>
            )}
          </>
        );
        const choice = (type: 'radio' | 'checkbox', labels: readonly string[], valueOf: (i: number) => string) => (
          <fieldset className="mb-0" aria-describedby={describedBy} aria-invalid={error ? true : undefined}>
            <legend className="fs-6 fw-semibold">{legend}</legend>
            {labels.map((label, i) => (
              <Form.Check key={i} type={type} id={`${id}-${i}`} label={label} value={valueOf(i)} isInvalid={!!error} {...register(name)} />
            ))}
          </fieldset>
        );
        return (
          <section key={q.questionId} className="card mb-3" data-testid="question" data-kind={q.kind}>
            <div className="card-body">
              {q.kind === 'SINGLE' && choice('radio', q.options, (i) => String(i))}
              {q.kind === 'MULTI' && choice('checkbox', q.options, (i) => String(i))}
              {q.kind === 'SCALE' && choice('radio', SCALE_LABELS.map((l, i) => `${i + 1} · ${l}`), (i) => String(i + 1))}
              {(q.kind === 'SHORT' || q.kind === 'LONG') && (
                <Form.Group controlId={id}>
                  <Form.Label className="fw-semibold">{legend}</Form.Label>
                  <Form.Control
                    {...(q.kind === 'LONG' ? { as: 'textarea' as const, rows: 4 } : {})}
                    maxLength={q.kind === 'LONG' ? LONG_MAX : SHORT_MAX}
                    isInvalid={!!error}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={describedBy}
                    aria-required={required}
                    {...register(name)}
                  />
                </Form.Group>
              )}
              {error && (
                <div id={`${id}-error`} className="invalid-feedback d-block" data-testid="question-error">
                  {error}
                </div>
              )}
            </div>
          </section>
        );
      })}
      <Button type="submit" size="lg" className="w-100" disabled={isSubmitting} data-testid="submit-survey">
        {isSubmitting ? '저장 중…' : again ? '응답 수정' : '응답 제출'}
      </Button>
    </Form>
  );
}
