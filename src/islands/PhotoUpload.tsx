// Profile photo: choose an image, the server checks its content and size, the new photo shows at once.
import { useRef, useState } from 'react';
import { Button } from 'react-bootstrap';
import { api, ApiError } from '@/lib/api/client';
import { toast } from '@/lib/ui/toast';

export default function PhotoUpload({ photoUrl, name }: { photoUrl: string; name: string }) {
  const [url, setUrl] = useState(photoUrl);
  const input = useRef<HTMLInputElement>(null);

  async function upload(file: File) {
    const form = new FormData();
    form.append('file', file);
    try {
      const res = await api.postForm<{ photoUrl: string }>('/api/v1/mypage/photo', form);
      setUrl(res.data.photoUrl);
      toast.success(res.message);
    } catch (err) {
      toast.error(err instanceof ApiError ? err.message : '사진을 올리지 못했습니다.');
    } finally {
      if (input.current) input.current.value = '';
    }
  }

  return (
    <div className="d-flex flex-column align-items-center gap-2">
      {url !== '-' ? (
        <img src={`${url}?inline=Y`} alt={`${name} 사진`} width={120} height={150} className="rounded object-fit-cover border" data-testid="photo" />
      ) : (
        <div className="rounded border bg-light d-flex align-items-center justify-content-center photo-empty" role="img" aria-label="등록된 사진 없음">
          {name.slice(0, 1)}
        </div>
      )}
      <input ref={input} type="file" accept="image/jpeg,image/png,image/gif,image/webp" className="visually-hidden" id="photo-file" tabIndex={-1} aria-label="사진 파일" onChange={(e) => e.target.files?.[0] && void upload(e.target.files[0])} />
      <Button size="sm" variant="outline-primary" className="mb-0" onClick={() => input.current?.click()}>
        사진 바꾸기
      </Button>
      <small className="text-secondary">JPG·PNG·GIF·WEBP, 2MB 이하</small>
    </div>
  );
}
