// Saving the résumé on screen as a named version: its name and self-introduction (typed, or taken
// from one of her cover-letter drafts), saved over the open version or as a new one, deleted, and
// published as an example for other students (우수 포트폴리오) with or without her name. The
// sections, contact and photo choices are the ones applied to the preview above.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Form } from 'react-bootstrap';
import { api, ApiError } from '@/lib/api/client';
import { confirmDialog } from '@/lib/ui/dialog';
import { goWithToast, reloadWithToast } from '@/lib/ui/flash';
import { toast } from '@/lib/ui/toast';
import { Field, invalidProps, toastFailure, FormAlert } from '@/islands/form';
import { ResumeTextInput } from '@/lib/schemas/portfolio';
import { RESUME_INTRO_MAX, SHOWCASE_STATE_LABELS, SHOWCASE_STATE_VARIANTS, type ShowcaseState } from '@/lib/portfolio/history';

interface Draft {
  draftId: number;
  title: string;
  questionNm: string;
}

interface Props {
  resumeId: number | null;
  title: string;
  intro: string;
  sections: string[];
  showContact: boolean;
  showPhoto: boolean;
  drafts: Draft[];
  showcase: { status: ShowcaseState; showName: boolean } | null;
}

type Values = { title: string; intro: string };

const BASE = '/api/v1/portfolio/resumes';

export default function ResumeVersion({ resumeId, title, intro, sections, showContact, showPhoto, drafts, showcase }: Props) {
  const [busy, setBusy] = useState(false);
  const [showName, setShowName] = useState(showcase?.showName ?? false);
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    defaultValues: { title, intro },
    resolver: zodResolver(ResumeTextInput as never) as never,
  });
  const introLength = (watch('intro') ?? '').length;

  async function save(values: Values, asNew: boolean) {
    const body = { ...values, sections, showContact, showPhoto };
    try {
      if (asNew || resumeId === null) {
        const res = await api.post<{ resumeId: number }>(BASE, body);
        goWithToast(`?resumeId=${res.data.resumeId}`, res.message);
      } else {
        const res = await api.post(`${BASE}/${resumeId}`, body);
        reloadWithToast(res.message);
      }
    } catch (err) {
      if (err instanceof ApiError && err.status === 400 && err.data && typeof err.data === 'object') {
        for (const [field, message] of Object.entries(err.data as Record<string, string>)) if (field === 'title' || field === 'intro') setError(field, { message });
      }
      if (err instanceof ApiError && err.status === 409 && err.data && typeof err.data === 'object' && 'title' in err.data) setError('title', { message: String((err.data as { title: string }).title) });
      toastFailure(err, '저장하지 못했습니다.');
    }
  }

  async function takeDraft(draftId: string) {
    if (!draftId) return;
    try {
      const res = await api.get<{ content: string }>(`/api/v1/employrefer/drafts/${draftId}`);
      const text = res.data.content.slice(0, RESUME_INTRO_MAX);
      setValue('intro', text, { shouldDirty: true, shouldValidate: true });
      if (res.data.content.length > RESUME_INTRO_MAX) toast.info(`자기소개는 ${RESUME_INTRO_MAX}자까지 들어갑니다. 뒷부분을 줄였습니다.`);
    } catch (err) {
      toastFailure(err, '자기소개서 초안을 가져오지 못했습니다.');
    }
  }

  async function act(path: string, body: unknown, after: (message: string) => void) {
    setBusy(true);
    try {
      const res = await api.post(path, body);
      after(res.message);
    } catch (err) {
      toastFailure(err, '처리하지 못했습니다.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <Form noValidate onSubmit={handleSubmit((v) => save(v, false))} data-testid="resume-version">
      <FormAlert errors={errors} />
      <div className="vstack gap-3">
        <Field id="rv-title" label="이력서 이름" error={errors.title?.message}>
          <Form.Control {...register('title')} {...invalidProps('rv-title', errors.title?.message)} maxLength={40} placeholder="예: IT 기업 지원용" />
        </Field>
        {drafts.length > 0 && (
          <Form.Group controlId="rv-draft">
            <Form.Label>자기소개서 초안에서 가져오기</Form.Label>
            <Form.Select onChange={(e) => void takeDraft(e.target.value)} defaultValue="">
              <option value="">초안 선택</option>
              {drafts.map((d) => (
                <option key={d.draftId} value={d.draftId}>
                  {d.title} ({d.questionNm})
                </option>
              ))}
            </Form.Select>
          </Form.Group>
        )}
        <Field id="rv-intro" label="자기소개" error={errors.intro?.message}>
          <Form.Control as="textarea" rows={6} {...register('intro')} {...invalidProps('rv-intro', errors.intro?.message)} />
          <Form.Text aria-live="polite">
            {introLength.toLocaleString('ko-KR')} / {RESUME_INTRO_MAX.toLocaleString('ko-KR')}자
          </Form.Text>
        </Field>
        <div className="d-flex flex-wrap gap-2">
          {resumeId !== null && (
            <Button type="submit" disabled={isSubmitting} data-testid="resume-save">
              이 버전에 저장
            </Button>
          )}
          <Button type="button" variant={resumeId === null ? 'primary' : 'outline-primary'} disabled={isSubmitting} onClick={handleSubmit((v) => save(v, true))} data-testid="resume-save-new">
            새 버전으로 저장
          </Button>
          {resumeId !== null && (
            <Button type="button" variant="outline-danger" disabled={busy} onClick={() => void confirmDialog({ title: '이력서 삭제', message: '이 이력서를 지울까요? 게시한 우수 포트폴리오도 함께 내려갑니다.', confirmText: '삭제', cancelText: '돌아가기' }).then((yes) => { if (yes) void act(`${BASE}/${resumeId}/delete`, undefined, (m) => goWithToast('?', m)); })}>
              삭제
            </Button>
          )}
        </div>
        {resumeId !== null && (
          <fieldset className="border rounded-3 p-3" data-testid="resume-showcase">
            <legend className="h6 float-none w-auto px-1 mb-1">우수 포트폴리오 게시</legend>
            <p className="small text-secondary mb-2">
              다른 학생이 참고할 수 있도록 이 이력서를 게시합니다. 진로지원센터가 선정하면 목록에 보이며, 성적·연락처·사진은 보이지 않습니다. 언제든 게시를 취소할 수 있습니다.
            </p>
            {showcase && (
              <p className="small mb-2">
                현재 상태: <span className={`badge text-bg-${SHOWCASE_STATE_VARIANTS[showcase.status]}`}>{SHOWCASE_STATE_LABELS[showcase.status]}</span>
              </p>
            )}
            <Form.Check type="checkbox" id="rv-show-name" label="이름을 공개합니다 (선택하지 않으면 김** 처럼 가려집니다)" checked={showName} onChange={() => setShowName((v) => !v)} className="mb-2" />
            <div className="d-flex flex-wrap gap-2">
              <Button type="button" variant="success" disabled={busy} onClick={() => void act(`${BASE}/${resumeId}/showcase`, { showName }, reloadWithToast)} data-testid="resume-publish">
                {showcase ? '게시 설정 저장' : '게시하기'}
              </Button>
              {showcase && (
                <Button type="button" variant="outline-secondary" disabled={busy} onClick={() => void act(`${BASE}/${resumeId}/withdraw`, undefined, reloadWithToast)} data-testid="resume-withdraw">
                  게시 취소
                </Button>
              )}
            </div>
          </fieldset>
        )}
      </div>
    </Form>
  );
}
