// Files for a classroom form: uploaded through the shared file service (type and size checked
// there) into one group the uploader owns; the form keeps only the group's id.
import { useState } from 'react';
import { Form } from 'react-bootstrap';
import { api } from '@/lib/api/client';
import { toastFailure } from '@/islands/form';

interface Props {
  id: string;
  label: string;
  help: string;
  accept?: string;
  onGroup: (groupId: number | undefined) => void;
  onBusy?: (busy: boolean) => void;
  error?: string;
}

export default function FileUpload({ id, label, help, accept, onGroup, onBusy, error }: Props) {
  const [names, setNames] = useState<string[]>([]);
  const [groupId, setGroupId] = useState<number>();
  const [busy, setBusy] = useState(false);

  async function upload(list: FileList | null) {
    if (!list?.length) return;
    const form = new FormData();
    for (const f of Array.from(list)) form.append('file', f);
    if (groupId) form.append('fileGroupId', String(groupId));
    setBusy(true);
    onBusy?.(true);
    try {
      const res = await api.postForm<{ fileGroupId: number; files: { oriFileNm: string; fileExtNm: string }[] }>('/api/files/upload', form);
      setGroupId(res.data.fileGroupId);
      onGroup(res.data.fileGroupId);
      setNames((n) => [...n, ...res.data.files.map((f) => `${f.oriFileNm}.${f.fileExtNm}`)]);
    } catch (err) {
      toastFailure(err, '파일을 올리지 못했습니다.');
    } finally {
      setBusy(false);
      onBusy?.(false);
    }
  }

  return (
    <Form.Group controlId={id}>
      <Form.Label>{label}</Form.Label>
      <Form.Control type="file" multiple accept={accept} disabled={busy} onChange={(ev) => void upload((ev.target as HTMLInputElement).files)} isInvalid={!!error} aria-describedby={`${id}-help`} data-testid={`${id}-input`} />
      <Form.Text id={`${id}-help`} data-testid={`${id}-names`}>
        {busy ? '올리는 중…' : names.length ? `올린 파일: ${names.join(', ')}` : help}
      </Form.Text>
      {error && <div className="invalid-feedback d-block">{error}</div>}
    </Form.Group>
  );
}
