// 4. 추가 자료: one optional file (uploaded at once through the file service) and, for psychological
// counselling, a self-check result the student may choose to share with her counsellor.
import { useRef, useState } from 'react';
import { Button, Form } from 'react-bootstrap';
import type { UseFormRegister } from 'react-hook-form';
import { api, ApiError } from '@/lib/api/client';
import type { KindInfo } from '@/lib/counselling/kinds';
import type { ApplyValues } from './schema';
import type { FieldKit } from './fields';

export interface ScreeningOption {
  screeningId: number;
  text: string;
}

const ACCEPTED_FILES = ['pdf', 'jpg', 'jpeg', 'png'];
const MAX_FILE_BYTES = 10 * 1024 * 1024;

interface Props {
  info: KindInfo;
  kit: FieldKit;
  register: UseFormRegister<ApplyValues>;
  screenings: ScreeningOption[];
  share: boolean;
  /** The uploaded file's group, or null when removed; an error message when the upload failed. */
  onFile: (fileGroupId: number | null, error?: string) => void;
  onUploading: (uploading: boolean) => void;
}

export default function AttachmentSection({ info, kit, register, screenings, share, onFile, onUploading }: Props) {
  const { id, invalid, feedback, error } = kit;
  const [fileName, setFileName] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  function busy(on: boolean) {
    setUploading(on);
    onUploading(on);
  }

  async function upload(f: File) {
    const ext = f.name.includes('.') ? f.name.split('.').pop()!.toLowerCase() : '';
    if (!ACCEPTED_FILES.includes(ext)) return onFile(null, 'PDF, JPG, PNG 파일만 올릴 수 있습니다.');
    if (f.size > MAX_FILE_BYTES) return onFile(null, '10MB 이하의 파일만 올릴 수 있습니다.');
    busy(true);
    try {
      const form = new FormData();
      form.append('file', f);
      const res = await api.postForm<{ fileGroupId: number }>('/api/files/upload', form);
      setFileName(f.name);
      onFile(res.data.fileGroupId);
    } catch (err) {
      onFile(null, err instanceof ApiError ? ((err.data as Record<string, string> | null)?.file ?? err.message) : '파일을 올리지 못했습니다.');
      if (input.current) input.current.value = '';
    } finally {
      busy(false);
    }
  }

  function remove() {
    setFileName(null);
    onFile(null);
    if (input.current) input.current.value = '';
  }

  return (
    <section className="mb-4" aria-labelledby={id('extra-h')}>
      <h3 id={id('extra-h')} className="h6">
        4. 추가 자료 <span className="text-secondary small fw-normal">(선택)</span>
      </h3>
      <Form.Group className="mb-3" controlId={id('file')}>
        <Form.Label>첨부파일</Form.Label>
        {fileName ? (
          <div className="d-flex align-items-center gap-2 flex-wrap" aria-live="polite">
            <span className="text-break">{fileName}</span>
            <Button size="sm" variant="outline-secondary" onClick={remove} aria-label={`${fileName} 첨부 취소`}>
              첨부 취소
            </Button>
          </div>
        ) : (
          // The browser's own file button speaks the browser's language; this one speaks Korean.
          <div className="file-pick d-flex align-items-center gap-2 flex-wrap">
            <input
              ref={input}
              id={id('file')}
              type="file"
              className="visually-hidden"
              accept=".pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png"
              disabled={uploading}
              onChange={(e) => {
                const f = e.target.files?.[0];
                if (f) void upload(f);
              }}
              aria-invalid={error('fileGroupId') ? true : undefined}
              aria-describedby={error('fileGroupId') ? `${id('fileGroupId')}-error` : `${id('file')}-help`}
            />
            <label htmlFor={id('file')} className={uploading ? 'btn btn-outline-secondary disabled' : 'btn btn-outline-secondary'} aria-hidden="true">
              {uploading ? '올리는 중...' : '파일 선택'}
            </label>
            <span className="small text-secondary" aria-hidden="true">
              선택한 파일 없음
            </span>
          </div>
        )}
        <Form.Text id={`${id('file')}-help`}>
          {uploading ? '파일을 올리는 중입니다.' : 'PDF, JPG, PNG 한 개, 10MB 이하. 성적표나 검사 결과처럼 상담에 도움이 되는 자료가 있으면 올려 주세요. 담당자만 볼 수 있습니다.'}
        </Form.Text>
        {feedback('fileGroupId')}
      </Form.Group>
      {info.area === 'psych' && (
        <div className="share-box">
          <p className="small mb-2">
            마음건강 자가진단 결과는 <strong>나만 볼 수 있습니다.</strong> 아래에서 공유를 선택한 경우에만 이 신청을 맡은 상담사가 그 결과 하나를 봅니다.
          </p>
          {screenings.length === 0 ? (
            <p className="small text-secondary mb-0">
              공유할 자가진단 결과가 없습니다. <a href="/user/colglife/psychcnsl/emhs">마음건강 자가진단</a>
            </p>
          ) : (
            <>
              <Form.Check type="checkbox" id={id('share')} label="자가진단 결과를 상담사와 공유합니다." {...register('share')} />
              {share && (
                <Form.Group className="mt-2" controlId={id('screening')}>
                  <Form.Label>공유할 결과</Form.Label>
                  <Form.Select {...register('screeningId')} {...invalid('screeningId')}>
                    {screenings.map((s) => (
                      <option key={s.screeningId} value={String(s.screeningId)}>
                        {s.text}
                      </option>
                    ))}
                  </Form.Select>
                  {feedback('screeningId')}
                </Form.Group>
              )}
            </>
          )}
        </div>
      )}
    </section>
  );
}
