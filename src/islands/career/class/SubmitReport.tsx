// Handing in a report: files (checked by the file service, then by the report's allowed types on
// submit) and/or a text. Again until the report closes; the last submission counts.
import { useState } from 'react';
import { Button, Form } from 'react-bootstrap';
import { SubmissionInput } from '@/lib/schemas/career-class';
import { FieldError, invalidProps, FormAlert } from '@/islands/form';
import FileUpload from './FileUpload';
import { useClassForm } from './useClassForm';

type Values = { body: string; fileGroupId: string; fileIds: number[] };

export default function SubmitReport({ programId, reportId, allowedExts, again, late }: { programId: number; reportId: number; allowedExts: string[]; again: boolean; late: boolean }) {
  const { form, submit, err } = useClassForm<Values>(SubmissionInput, { body: '', fileGroupId: '', fileIds: [] }, `/api/v1/career/class/${programId}/reports/${reportId}/submit`);
  const [uploading, setUploading] = useState(false);
  const id = `rep${reportId}`;
  return (
    <Form noValidate onSubmit={(e) => void submit(e)} data-testid="submit-form">
      <FormAlert errors={form.formState.errors} />
      <div className="mb-2">
        <FileUpload
          id={`${id}-files`}
          label="제출 파일"
          help={`허용 형식: ${allowedExts.join(', ')}`}
          accept={allowedExts.map((e) => `.${e}`).join(',')}
          onGroup={(g, fileIds) => {
            form.setValue('fileGroupId', g ? String(g) : '', { shouldValidate: false });
            form.setValue('fileIds', fileIds, { shouldValidate: false });
          }}
          removable
          onBusy={setUploading}
          error={err('fileGroupId')}
        />
      </div>
      <Form.Group controlId={`${id}-body`} className="mb-2">
        <Form.Label>내용 (선택)</Form.Label>
        <Form.Control as="textarea" rows={3} maxLength={4000} {...form.register('body')} {...invalidProps(`${id}-body`, err('body'))} />
        <FieldError id={`${id}-body`} error={err('body')} />
      </Form.Group>
      {late && <p className="small text-warning-emphasis mb-2">제출 마감이 지났습니다. 지금 내면 지각으로 표시됩니다.</p>}
      <Button type="submit" disabled={uploading || form.formState.isSubmitting} data-testid="submit-report">{again ? '다시 제출' : '제출'}</Button>
    </Form>
  );
}
