// The career interest questionnaire: 48 items on one page, each answered on the 5-point scale.
// react-hook-form with the shared schema checks every item here (Korean messages) and the server
// checks again and scores; the page then shows the saved result.
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button } from 'react-bootstrap';
import { api, ApiError } from '@/lib/api/client';
import { toast } from '@/lib/ui/toast';
import { CareerTestInput } from '@/lib/schemas/employrefer';
import { ITEMS, SCALE } from '@/lib/employrefer/riasec';
import { FormAlert } from '@/islands/form';

type Values = { answers: Record<string, string | null> };

export default function CareerTestForm() {
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<Values>({
    defaultValues: { answers: Object.fromEntries(ITEMS.map((i) => [i.id, null])) },
    resolver: zodResolver(CareerTestInput) as never,
    shouldFocusError: true,
  });
  const answers = watch('answers');
  const answered = ITEMS.filter((i) => answers?.[i.id]).length;
  const itemErrors = errors.answers as Record<string, { message?: string }> | undefined;
  const missing = itemErrors ? ITEMS.filter((i) => itemErrors[i.id]).length : 0;

  async function send(values: Values) {
    try {
      const res = await api.post<{ resultId: number }>('/api/v1/employrefer/careertest', values);
      toast.success(res.message || '검사 결과를 저장했습니다.');
      window.location.assign(`/user/employrefer/careertest?resultId=${res.data.resultId}`);
    } catch (err) {
      if (err instanceof ApiError && err.status === 400 && err.data && typeof err.data === 'object') {
        for (const [k, m] of Object.entries(err.data as Record<string, string>)) setError(k as never, { message: m });
      }
      if (!(err instanceof ApiError && [401, 403, 404].includes(err.status))) toast.error(err instanceof ApiError && err.message ? err.message : '검사 결과를 저장하지 못했습니다.');
    }
  }

  return (
    <form onSubmit={handleSubmit(send)} noValidate aria-labelledby="ct-form-h" data-testid="careertest-form">
      <FormAlert errors={errors} />
      <h2 id="ct-form-h" className="h5">진로흥미검사 ({ITEMS.length}문항)</h2>
      <p className="text-secondary small">각 문장이 나와 얼마나 같은지 1(전혀 그렇지 않다)부터 5(매우 그렇다)까지 골라 주세요. 정답은 없습니다. 모든 문항에 답해야 결과를 볼 수 있습니다.</p>
      <ol className="list-unstyled card m-0">
        {ITEMS.map((item, i) => {
          const error = itemErrors?.[item.id]?.message;
          const name = `answers.${item.id}` as const;
          return (
            <li key={item.id} className={error ? 'ct-item is-missing' : 'ct-item'} data-item={item.id}>
              <fieldset aria-describedby={error ? `ct-${item.id}-error` : undefined}>
                <legend className="fs-6 fw-semibold mb-2">
                  {i + 1}. {item.text}
                </legend>
                <div className="ct-scale">
                  {SCALE.map((s) => (
                    <span key={s.value}>
                      <input type="radio" className="btn-check" id={`ct-${item.id}-${s.value}`} value={String(s.value)} aria-invalid={error ? true : undefined} {...register(name)} />
                      <label className="btn btn-outline-primary w-100" htmlFor={`ct-${item.id}-${s.value}`} title={s.label}>
                        <span className="ct-num">{s.value}</span>
                        <span className="ct-label">{s.short}</span>
                      </label>
                    </span>
                  ))}
                </div>
                {error && (
                  <div className="invalid-feedback d-block" id={`ct-${item.id}-error`}>
                    {error}
                  </div>
                )}
              </fieldset>
            </li>
          );
        })}
      </ol>
      <div aria-live="assertive">
        {submitCount > 0 && missing > 0 && (
          <Alert variant="danger" className="mt-3" data-testid="careertest-error">
            답하지 않은 문항이 {missing}개 있습니다. 모든 문항에 답해 주세요.
          </Alert>
        )}
      </div>
      <div className="ct-submit d-flex flex-wrap align-items-center gap-2">
        <Button type="submit" size="lg" disabled={isSubmitting} data-testid="careertest-submit">
          {isSubmitting ? '저장하는 중...' : '결과 보기'}
        </Button>
        <span className="text-secondary small" aria-live="polite" data-testid="answered">
          {answered} / {ITEMS.length} 문항 답함
        </span>
      </div>
    </form>
  );
}
