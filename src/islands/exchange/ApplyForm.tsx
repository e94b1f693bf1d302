// The exchange application: a round, up to three universities in order, language results with one
// evidence file, and a study plan. Each result is picked from the list of what its test reports (JLPT
// N1-N5, TOPIK and HSK 1-6급, IELTS bands, TOEFL scores...), never typed as a code. The shared schema checks it here; the server checks it again
// with the GPA from the record and each university's requirement, and its reasons are shown.
import { useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { Alert, Button, Col, Form, Row } from 'react-bootstrap';
import { api, ApiError } from '@/lib/api/client';
import { reloadWithToast } from '@/lib/ui/flash';
import { ExchangeApplyInput } from '@/lib/schemas/exchange';
import { LANG_TESTS, MAX_CHOICES, levelChoices } from '@/lib/exchange/rules';
import { checkWith, FieldError, invalidProps, toastFailure, type FieldErrors, FormAlert } from '@/islands/form';

interface Univ {
  univId: number;
  univNm: string;
  countryNm: string;
  requirement: string;
  termsOffered: string[];
}

interface Props {
  rounds: { roundId: number; title: string; termCd: string }[];
  universities: Univ[];
  tests: { cd: string; nm: string }[];
  today: string;
}

type Values = {
  roundId: string;
  choices: { univId: string }[];
  scores: { testCd: string; level: string; testDt: string }[];
  studyPlan: string;
};

const RANKS = ['1지망', '2지망', '3지망'];

export default function ApplyForm({ rounds, universities, tests, today }: Props) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [reasons, setReasons] = useState<string[]>([]);
  const [evidence, setEvidence] = useState<{ fileGroupId: number; name: string } | null>(null);
  const [uploading, setUploading] = useState(false);
  const { register, control, handleSubmit, watch, setValue, formState: { isSubmitting } } = useForm<Values>({
    defaultValues: { roundId: String(rounds[0]?.roundId ?? ''), choices: Array.from({ length: MAX_CHOICES }, () => ({ univId: '' })), scores: [{ testCd: tests[0]?.cd ?? '', level: '', testDt: '' }], studyPlan: '' },
  });
  const scoreRows = useFieldArray({ control, name: 'scores' });
  const roundId = watch('roundId');
  const chosen = watch('choices');
  const results = watch('scores');
  const termCd = rounds.find((r) => String(r.roundId) === roundId)?.termCd;
  const offered = universities.filter((u) => !termCd || u.termsOffered.includes(termCd));

  async function upload(file: File | undefined) {
    if (!file) return;
    setUploading(true);
    try {
      const form = new FormData();
      form.append('file', file);
      const res = await api.postForm<{ fileGroupId: number }>('/api/files/upload', form);
      setEvidence({ fileGroupId: res.data.fileGroupId, name: file.name });
      setErrors((e) => ({ ...e, evidenceFileGroupId: '' }));
    } catch (err) {
      const message = err instanceof ApiError ? err.message : '파일을 올리지 못했습니다.';
      setErrors((e) => ({ ...e, evidenceFileGroupId: message }));
    } finally {
      setUploading(false);
    }
  }

  function body(v: Values) {
    return {
      roundId: v.roundId,
      // Blank ranks are dropped: the order of the chosen ones is kept.
      choices: v.choices.map((c) => c.univId).filter(Boolean),
      scores: v.scores.filter((s) => s.level !== '' || s.testDt !== ''),
      evidenceFileGroupId: evidence?.fileGroupId,
      studyPlan: v.studyPlan,
    };
  }

  async function submit(v: Values) {
    const payload = body(v);
    const found = checkWith(ExchangeApplyInput, payload);
    setErrors(found);
    setReasons([]);
    if (Object.keys(found).length) return;
    try {
      const res = await api.post('/api/v1/exchange/applications', payload);
      reloadWithToast(res.message || '교환학생에 지원했습니다.');
    } catch (err) {
      if (err instanceof ApiError && err.status === 400 && err.data && typeof err.data === 'object') {
        const data = err.data as Record<string, unknown>;
        setReasons(Array.isArray(data.reasons) ? (data.reasons as string[]) : [err.message]);
        setErrors(Object.fromEntries(Object.entries(data).filter(([, m]) => typeof m === 'string')) as FieldErrors);
      } else {
        toastFailure(err, '지원하지 못했습니다.');
      }
    }
  }

  const err = (k: string) => errors[k] || undefined;
  return (
    <Form onSubmit={handleSubmit(submit)} noValidate data-testid="apply-form">
      <FormAlert errors={errors} />
      {reasons.length > 0 && (
        <Alert variant="danger" className="small" data-testid="refusals">
          <p className="fw-semibold mb-1">지원 자격을 확인해 주세요.</p>
          <ul className="mb-0">{reasons.map((r) => <li key={r}>{r}</li>)}</ul>
        </Alert>
      )}
      <Row className="g-3">
        <Col xs={12}>
          <Form.Group controlId="ex-round">
            <Form.Label>모집</Form.Label>
            <Form.Select {...register('roundId')} {...invalidProps('ex-round', err('roundId'))}>
              {rounds.map((r) => <option key={r.roundId} value={r.roundId}>{r.title}</option>)}
            </Form.Select>
            <FieldError id="ex-round" error={err('roundId')} />
          </Form.Group>
        </Col>
        {RANKS.map((label, i) => {
          const picked = universities.find((u) => String(u.univId) === chosen[i]?.univId);
          const e = err(`choices.${i}`) ?? (i === 0 ? err('choices') : undefined);
          return (
            <Col xs={12} md={4} key={label}>
              <Form.Group controlId={`ex-choice-${i}`}>
                <Form.Label>{label}{i === 0 ? '' : ' (선택)'}</Form.Label>
                <Form.Select {...register(`choices.${i}.univId` as const)} {...invalidProps(`ex-choice-${i}`, e)} data-testid={`choice-${i + 1}`}>
                  <option value="">{i === 0 ? '대학을 선택하세요' : '선택 안 함'}</option>
                  {offered.map((u) => <option key={u.univId} value={u.univId}>{u.univNm} ({u.countryNm})</option>)}
                </Form.Select>
                {picked && <Form.Text>{picked.requirement}</Form.Text>}
                <FieldError id={`ex-choice-${i}`} error={e} />
              </Form.Group>
            </Col>
          );
        })}
        <Col xs={12}>
          <fieldset>
            <legend className="form-label fs-6">어학 성적</legend>
            {scoreRows.fields.map((f, i) => (
              <Row className="g-2 mb-2 align-items-end" key={f.id}>
                <Col xs={12} md={4}>
                  <Form.Group controlId={`ex-test-${i}`}>
                    <Form.Label className="small">시험</Form.Label>
                    <Form.Select {...register(`scores.${i}.testCd` as const, { onChange: () => setValue(`scores.${i}.level`, '') })} data-testid={`test-${i}`}>
                      {tests.map((t) => <option key={t.cd} value={t.cd}>{t.nm}</option>)}
                    </Form.Select>
                  </Form.Group>
                </Col>
                <Col xs={6} md={3}>
                  <Form.Group controlId={`ex-level-${i}`}>
                    <Form.Label className="small">{LANG_TESTS[results[i]?.testCd ?? '']?.kind ?? '급수·점수'}</Form.Label>
                    <Form.Select {...register(`scores.${i}.level` as const)} {...invalidProps(`ex-level-${i}`, err(`scores.${i}.level`))} data-testid={`level-${i}`}>
                      <option value="">선택하세요</option>
                      {levelChoices(results[i]?.testCd ?? '').map((c) => <option key={c.value} value={c.value}>{c.label}</option>)}
                    </Form.Select>
                    <FieldError id={`ex-level-${i}`} error={err(`scores.${i}.level`)} />
                  </Form.Group>
                </Col>
                <Col xs={6} md={3}>
                  <Form.Group controlId={`ex-testdt-${i}`}>
                    <Form.Label className="small">응시일</Form.Label>
                    <Form.Control type="date" max={today} {...register(`scores.${i}.testDt` as const)} {...invalidProps(`ex-testdt-${i}`, err(`scores.${i}.testDt`))} data-testid={`testdt-${i}`} />
                    <FieldError id={`ex-testdt-${i}`} error={err(`scores.${i}.testDt`)} />
                  </Form.Group>
                </Col>
                <Col xs={12} md={2}>
                  <Button variant="outline-secondary" className="w-100" onClick={() => scoreRows.remove(i)} aria-label={`${i + 1}번째 어학 성적 삭제`}>
                    삭제
                  </Button>
                </Col>
              </Row>
            ))}
            {scoreRows.fields.length < tests.length && (
              <Button variant="outline-primary" onClick={() => scoreRows.append({ testCd: tests[0]?.cd ?? '', level: '', testDt: '' })}>
                어학 성적 추가
              </Button>
            )}
            <FieldError id="ex-scores" error={err('scores')} />
          </fieldset>
        </Col>
        <Col xs={12}>
          <Form.Group controlId="ex-evidence">
            <Form.Label>어학 성적 증빙 (PDF, 이미지)</Form.Label>
            <Form.Control type="file" accept=".pdf,.jpg,.jpeg,.png" onChange={(e) => void upload((e.target as HTMLInputElement).files?.[0])} disabled={uploading} {...invalidProps('ex-evidence', err('evidenceFileGroupId'))} data-testid="evidence" />
            {evidence && <Form.Text data-testid="evidence-ok">올린 파일: {evidence.name}</Form.Text>}
            <FieldError id="ex-evidence" error={err('evidenceFileGroupId')} />
          </Form.Group>
        </Col>
        <Col xs={12}>
          <Form.Group controlId="ex-plan">
            <Form.Label>수학 계획 (20자 이상)</Form.Label>
            <Form.Control as="textarea" rows={5} maxLength={2000} {...register('studyPlan')} {...invalidProps('ex-plan', err('studyPlan'))} data-testid="study-plan" />
            <FieldError id="ex-plan" error={err('studyPlan')} />
          </Form.Group>
        </Col>
      </Row>
      <Button type="submit" className="mt-3" disabled={isSubmitting || uploading} data-testid="submit-application">
        지원하기
      </Button>
    </Form>
  );
}
