// Writing a cover-letter draft: title and text with a live count; saving makes a new version (a new
// draft is created on its first save). The shared schema checks the fields here, the server checks
// them again with the question's character limit.
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Form } from 'react-bootstrap';
import { api, ApiError } from '@/lib/api/client';
import { reloadWithToast } from '@/lib/ui/flash';
import { confirmDialog } from '@/lib/ui/dialog';
import { toast } from '@/lib/ui/toast';
import { DraftSaveInput } from '@/lib/schemas/employrefer';
import { countText } from '@/lib/employrefer/count';
import { MAX_CONTENT_LENGTH } from '@/lib/employrefer/jasoseol';
import { FieldError, invalidProps, registerShown, toastFailure, FormAlert } from '@/islands/form';
import TextCounts from './TextCounts';

type Values = { title: string; content: string };

interface Props {
  draftId?: number;
  questionCd: string;
  limit: number;
  initial?: Values;
}

const LIST = '/user/employrefer/jasoseol';

export default function DraftEditor({ draftId, questionCd, limit, initial }: Props) {
  const defaults = initial ?? { title: '', content: '' };
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ defaultValues: defaults, resolver: zodResolver(DraftSaveInput) as never });
  const content = watch('content') ?? '';
  // The server-rendered form shows the draft and its counts before its code loads (client:interaction).
  const shown = registerShown(register, defaults);

  async function save(values: Values) {
    if (countText(values.content).withSpaces > limit) {
      setError('content', { message: `공백 포함 ${limit}자 이내로 줄여 주세요.` });
      return;
    }
    try {
      if (draftId) {
        const res = await api.post(`/api/v1/employrefer/drafts/${draftId}`, values);
        reloadWithToast(res.message || '저장했습니다.');
      } else {
        const res = await api.post<{ draftId: number }>('/api/v1/employrefer/drafts', { ...values, questionCd });
        window.location.assign(`${LIST}/${res.data.draftId}`);
      }
    } catch (err) {
      if (err instanceof ApiError && err.status === 400 && err.data && typeof err.data === 'object') {
        for (const [k, m] of Object.entries(err.data as Record<string, string>)) setError(k as keyof Values, { message: m });
      }
      toastFailure(err, '저장하지 못했습니다.');
    }
  }

  async function remove() {
    if (!draftId) return;
    const yes = await confirmDialog({ title: '초안 삭제', message: '이 초안과 저장된 모든 버전을 삭제할까요? 되돌릴 수 없습니다.', confirmText: '삭제' });
    if (!yes) return;
    try {
      await api.post(`/api/v1/employrefer/drafts/${draftId}/delete`);
      toast.success('초안을 삭제했습니다.');
      window.location.assign(LIST);
    } catch (err) {
      toastFailure(err, '삭제하지 못했습니다.');
    }
  }

  return (
    <Form onSubmit={handleSubmit(save)} noValidate data-testid="draft-form">
      <FormAlert errors={errors} />
      <Form.Group controlId="draft-title" className="mb-3">
        <Form.Label>제목 (지원 회사·용도)</Form.Label>
        <Form.Control maxLength={50} placeholder="예: OO은행 하반기 공채" {...shown('title')} {...invalidProps('draft-title', errors.title?.message)} />
        <FieldError id="draft-title" error={errors.title?.message} />
      </Form.Group>
      <Form.Group controlId="draft-content" className="mb-2">
        <Form.Label>내용</Form.Label>
        <Form.Control as="textarea" rows={12} maxLength={MAX_CONTENT_LENGTH} {...shown('content')} {...invalidProps('draft-content', errors.content?.message)} aria-describedby="draft-counts" />
        <FieldError id="draft-content" error={errors.content?.message} />
      </Form.Group>
      <TextCounts id="draft-counts" text={content} limit={limit} />
      <div className="d-flex flex-wrap gap-2 mt-3">
        <Button type="submit" disabled={isSubmitting} data-testid="save-draft">
          {isSubmitting ? '저장하는 중...' : draftId ? '새 버전으로 저장' : '초안 저장'}
        </Button>
        {draftId && (
          <Button variant="outline-danger" onClick={remove} data-testid="delete-draft">
            초안 삭제
          </Button>
        )}
      </div>
    </Form>
  );
}
