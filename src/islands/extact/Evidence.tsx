// Evidence files for a form: uploaded through the shared file service into one group the student
// owns; the form keeps only the group's id.
import { useState } from 'react';
import { Form } from 'react-bootstrap';
import { api } from '@/lib/api/client';
import { toast } from '@/lib/ui/toast';
import { toastFailure } from '@/islands/form';

interface Props {
  id: string;
  groupId: string;
  onGroup: (groupId: string) => void;
  onBusy: (busy: boolean) => void;
  error?: string;
  /** Files already attached (names), shown under the control. */
  existing: string[];
}

export default function Evidence({ id, groupId, onGroup, onBusy, error, existing }: Props) {
  const [names, setNames] = useState<string[]>(existing);
  const [busy, setBusy] = useState(false);

  async function upload(files: FileList | null) {
    if (!files?.length) return;
    const form = new FormData();
    for (const f of Array.from(files)) form.append('file', f);
    if (groupId) form.append('fileGroupId', groupId);
    setBusy(true);
    onBusy(true);
    try {
      const res = await api.postForm<{ fileGroupId: number; files: { oriFileNm: string; fileExtNm: string }[] }>('/api/files/upload', form);
      onGroup(String(res.data.fileGroupId));
      setNames((n) => [...n, ...res.data.files.map((f) => `${f.oriFileNm}.${f.fileExtNm}`)]);
      toast.success('증빙 파일을 올렸습니다.');
    } catch (err) {
      toastFailure(err, '파일을 올리지 못했습니다.');
    } finally {
      setBusy(false);
      onBusy(false);
    }
  }

  return (
    <Form.Group controlId={id}>
      <Form.Label>증빙 파일 (신청할 때 필요: 이미지, PDF 등)</Form.Label>
      <Form.Control type="file" multiple disabled={busy} onChange={(ev) => void upload((ev.target as HTMLInputElement).files)} isInvalid={!!error} aria-describedby={`${id}-help`} data-testid="evidence-input" />
      <Form.Text id={`${id}-help`}>
        {names.length ? `첨부된 파일: ${names.join(', ')}` : '수료증, 확인서, 활동 사진 등을 올려 주세요. 본인과 담당자만 볼 수 있습니다.'}
      </Form.Text>
      {error && <div className="invalid-feedback d-block">{error}</div>}
    </Form.Group>
  );
}
