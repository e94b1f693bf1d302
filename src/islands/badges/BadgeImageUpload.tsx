// Staff: upload a badge's image (JPG, PNG, GIF or WEBP up to 2 MB, checked by content on the server).
import { useRef, useState } from 'react';
import { Button } from 'react-bootstrap';
import { api, ApiError } from '@/lib/api/client';
import { reloadWithToast } from '@/lib/ui/flash';
import { toast } from '@/lib/ui/toast';

export default function BadgeImageUpload({ badgeId }: { badgeId: number }) {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  async function upload(file: File) {
    const form = new FormData();
    form.append('file', file);
    setBusy(true);
    try {
      const res = await api.postForm(`/api/v1/stf/badges/${badgeId}/image`, form);
      reloadWithToast(res.message);
    } catch (err) {
      toast.error(err instanceof ApiError ? err.message : '이미지를 올리지 못했습니다.');
      setBusy(false);
    } finally {
      if (input.current) input.current.value = '';
    }
  }
  return (
    <div className="d-flex flex-column gap-1 align-items-start">
      <input ref={input} type="file" accept="image/jpeg,image/png,image/gif,image/webp" className="visually-hidden" id="badge-image-file" tabIndex={-1} aria-label="배지 이미지 파일" onChange={(e) => e.target.files?.[0] && void upload(e.target.files[0])} />
      <Button size="sm" variant="outline-primary" disabled={busy} onClick={() => input.current?.click()} data-testid="upload-image">
        이미지 올리기
      </Button>
      <small className="text-secondary">JPG·PNG·GIF·WEBP, 2MB 이하. 올리지 않으면 색상과 기호로 그린 이미지가 쓰입니다.</small>
    </div>
  );
}
