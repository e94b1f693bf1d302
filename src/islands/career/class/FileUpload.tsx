// Files for a classroom form: uploaded through the shared file service (type and size checked
// there) into one group the uploader owns; the form keeps the group's id and, where the form hands
// in a chosen set (a report), the files still on the list: a file chosen by mistake can be taken off
// before submitting.
import { useState } from 'react';
import { Button, Form } from 'react-bootstrap';
import { api } from '@/lib/api/client';
import { toastFailure } from '@/islands/form';

interface Props {
  id: string;
  label: string;
  help: string;
  accept?: string;
  /** The group, and the files of it still on the list (none left: no group). */
  onGroup: (groupId: number | undefined, fileIds: number[]) => void;
  onBusy?: (busy: boolean) => void;
  error?: string;
  /** Whether each uploaded file can be taken off the list again. */
  removable?: boolean;
}

interface Uploaded {
  fileId: number;
  name: string;
}

export default function FileUpload({ id, label, help, accept, onGroup, onBusy, error, removable = false }: Props) {
  const [files, setFiles] = useState<Uploaded[]>([]);
  const [groupId, setGroupId] = useState<number>();
  const [busy, setBusy] = useState(false);

  async function upload(input: HTMLInputElement) {
    const list = input.files;
    if (!list?.length) return;
    const form = new FormData();
    for (const f of Array.from(list)) form.append('file', f);
    if (groupId) form.append('fileGroupId', String(groupId));
    setBusy(true);
    onBusy?.(true);
    try {
      const res = await api.postForm<{ fileGroupId: number; files: { fileId: number; oriFileNm: string; fileExtNm: string }[] }>('/api/files/upload', form);
      const next = [...files, ...res.data.files.map((f) => ({ fileId: f.fileId, name: `${f.oriFileNm}.${f.fileExtNm}` }))];
      setGroupId(res.data.fileGroupId);
      setFiles(next);
      onGroup(res.data.fileGroupId, next.map((f) => f.fileId));
      // The same file can be chosen again after taking it off.
      input.value = '';
    } catch (err) {
      toastFailure(err, '파일을 올리지 못했습니다.');
    } finally {
      setBusy(false);
      onBusy?.(false);
    }
  }

  function takeOff(fileId: number) {
    const next = files.filter((f) => f.fileId !== fileId);
    setFiles(next);
    onGroup(next.length ? groupId : undefined, next.map((f) => f.fileId));
  }

  return (
    <Form.Group controlId={id}>
      <Form.Label>{label}</Form.Label>
      <Form.Control type="file" multiple accept={accept} disabled={busy} onChange={(ev) => void upload(ev.target as HTMLInputElement)} isInvalid={!!error} aria-describedby={`${id}-help`} data-testid={`${id}-input`} />
      <Form.Text id={`${id}-help`} data-testid={`${id}-names`}>
        {busy ? '올리는 중…' : files.length ? `올린 파일: ${files.map((f) => f.name).join(', ')}` : help}
      </Form.Text>
      {removable && files.length > 0 && (
        <ul className="list-unstyled small mt-1 mb-0" data-testid={`${id}-list`}>
          {files.map((f) => (
            <li key={f.fileId} className="d-flex align-items-center gap-2">
              <span className="text-break">{f.name}</span>
              <Button variant="link" size="sm" className="p-0 text-danger" onClick={() => takeOff(f.fileId)} aria-label={`${f.name} 빼기`}>
                빼기
              </Button>
            </li>
          ))}
        </ul>
      )}
      {error && <div className="invalid-feedback d-block">{error}</div>}
    </Form.Group>
  );
}
