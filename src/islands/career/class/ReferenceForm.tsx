// Staff: a reference of the 자료실, uploaded files or a link.
import { Button, Form } from 'react-bootstrap';
import { ReferenceInput } from '@/lib/schemas/career-class';
import { FieldError, invalidProps, FormAlert } from '@/islands/form';
import FileUpload from './FileUpload';
import { useClassForm } from './useClassForm';

type Values = { kind: 'FILE' | 'LINK'; title: string; description: string; url: string; fileGroupId: string };

export default function ReferenceForm({ programId }: { programId: number }) {
  const { form, submit, err } = useClassForm<Values>(ReferenceInput, { kind: 'FILE', title: '', description: '', url: '', fileGroupId: '' }, `/api/v1/stf/career/programs/${programId}/class/references`);
  const kind = form.watch('kind');
  return (
    <Form noValidate onSubmit={(e) => void submit(e)} data-testid="reference-form">
      <FormAlert errors={form.formState.errors} />
      <div className="mb-2">
        <Form.Check inline type="radio" id="ref-kind-file" value="FILE" label="파일" {...form.register('kind')} />
        <Form.Check inline type="radio" id="ref-kind-link" value="LINK" label="링크" {...form.register('kind')} />
      </div>
      <Form.Group controlId="ref-title" className="mb-2">
        <Form.Label>자료명</Form.Label>
        <Form.Control maxLength={100} {...form.register('title')} {...invalidProps('ref-title', err('title'))} />
        <FieldError id="ref-title" error={err('title')} />
      </Form.Group>
      <Form.Group controlId="ref-description" className="mb-2">
        <Form.Label>설명 (선택)</Form.Label>
        <Form.Control as="textarea" rows={2} maxLength={500} {...form.register('description')} {...invalidProps('ref-description', err('description'))} />
        <FieldError id="ref-description" error={err('description')} />
      </Form.Group>
      {kind === 'LINK' ? (
        <Form.Group controlId="ref-url" className="mb-2">
          <Form.Label>링크 주소</Form.Label>
          <Form.Control type="url" inputMode="url" placeholder="https://" maxLength={500} {...form.register('url')} {...invalidProps('ref-url', err('url'))} />
          <FieldError id="ref-url" error={err('url')} />
        </Form.Group>
      ) : (
        <div className="mb-2">
          <FileUpload id="ref-files" label="파일" help="참여 학생만 내려받을 수 있습니다." onGroup={(g) => form.setValue('fileGroupId', g ? String(g) : '')} error={err('fileGroupId')} />
        </div>
      )}
      <Button type="submit" disabled={form.formState.isSubmitting}>자료 올리기</Button>
    </Form>
  );
}
