// Staff: a classroom notice (plain text with line breaks), pinned or not, with attachments.
import { Button, Form } from 'react-bootstrap';
import { NoticeInput } from '@/lib/schemas/career-class';
import { FieldError, invalidProps, FormAlert } from '@/islands/form';
import FileUpload from './FileUpload';
import { useClassForm } from './useClassForm';

type Values = { title: string; body: string; pinned: boolean; fileGroupId: string };

export default function NoticeForm({ programId, notice }: { programId: number; notice?: { noticeId: number; title: string; body: string; pinned: boolean; fileGroupId: number | null } }) {
  const base = `/api/v1/stf/career/programs/${programId}/class/notices`;
  const { form, submit, err } = useClassForm<Values>(
    NoticeInput,
    notice ? { title: notice.title, body: notice.body, pinned: notice.pinned, fileGroupId: notice.fileGroupId ? String(notice.fileGroupId) : '' } : { title: '', body: '', pinned: false, fileGroupId: '' },
    notice ? `${base}/${notice.noticeId}` : base,
  );
  const id = notice ? `n${notice.noticeId}` : 'nnew';
  return (
    <Form noValidate onSubmit={(e) => void submit(e)} data-testid="notice-form">
      <FormAlert errors={form.formState.errors} />
      <Form.Group controlId={`${id}-title`} className="mb-2">
        <Form.Label>제목</Form.Label>
        <Form.Control maxLength={100} defaultValue={notice?.title ?? ''} {...form.register('title')} {...invalidProps(`${id}-title`, err('title'))} />
        <FieldError id={`${id}-title`} error={err('title')} />
      </Form.Group>
      <Form.Group controlId={`${id}-body`} className="mb-2">
        <Form.Label>내용</Form.Label>
        <Form.Control as="textarea" rows={5} maxLength={4000} defaultValue={notice?.body ?? ''} {...form.register('body')} {...invalidProps(`${id}-body`, err('body'))} />
        <FieldError id={`${id}-body`} error={err('body')} />
      </Form.Group>
      <Form.Check id={`${id}-pinned`} className="mb-2" label="상단 고정" defaultChecked={notice?.pinned ?? false} {...form.register('pinned')} />
      <div className="mb-2">
        <FileUpload id={`${id}-files`} label="첨부파일 (선택)" help={notice?.fileGroupId ? '새로 올리면 기존 첨부를 바꿉니다.' : '참여 학생만 내려받을 수 있습니다.'} onGroup={(g) => form.setValue('fileGroupId', g ? String(g) : '')} error={err('fileGroupId')} />
      </div>
      <Button type="submit" disabled={form.formState.isSubmitting}>{notice ? '공지 고치기' : '공지 올리기'}</Button>
    </Form>
  );
}
