// The student's own history entries: add, edit and delete awards, licences, language scores and
// projects, with evidence files through the shared upload. The same zod schema checks the form
// here and on the server; the page reloads after a save so the timeline shows the stored entry.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Col, Form, Row } from 'react-bootstrap';
import { api, ApiError } from '@/lib/api/client';
import { confirmDialog } from '@/lib/ui/dialog';
import { reloadWithToast } from '@/lib/ui/flash';
import { toast } from '@/lib/ui/toast';
import { toastFailure, FormAlert } from '@/islands/form';
import { EntryInput } from '@/lib/schemas/portfolio';
import { ENTRY_KINDS, ENTRY_KIND_CODES, type EntryKind } from '@/lib/portfolio/history';

export interface OwnEntry {
  entryId: number;
  kind: string;
  title: string;
  issuer: string | null;
  acquiredDt: string;
  endDt: string | null;
  score: string | null;
  description: string | null;
  competencyCds: string[];
  evidenceFileGroupId: number | null;
}

type Values = {
  kind: EntryKind;
  title: string;
  issuer: string;
  acquiredDt: string;
  endDt: string;
  score: string;
  description: string;
  competencyCds: string[];
  evidenceFileGroupId: string;
};

const EMPTY: Values = { kind: 'AWARD', title: '', issuer: '', acquiredDt: '', endDt: '', score: '', description: '', competencyCds: [], evidenceFileGroupId: '' };

const toValues = (e: OwnEntry): Values => ({
  kind: (ENTRY_KIND_CODES as string[]).includes(e.kind) ? (e.kind as EntryKind) : 'AWARD',
  title: e.title,
  issuer: e.issuer ?? '',
  acquiredDt: e.acquiredDt,
  endDt: e.endDt ?? '',
  score: e.score ?? '',
  description: e.description ?? '',
  competencyCds: e.competencyCds,
  evidenceFileGroupId: e.evidenceFileGroupId ? String(e.evidenceFileGroupId) : '',
});

interface Props {
  entries: OwnEntry[];
  competencies: { competencyCd: string; korNm: string }[];
  today: string;
}

export default function EntryManager({ entries, competencies, today }: Props) {
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [uploading, setUploading] = useState(false);
  const [uploaded, setUploaded] = useState<string[]>([]);
  const {
    register,
    handleSubmit,
    reset,
    watch,
    setValue,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ defaultValues: EMPTY, resolver: zodResolver(EntryInput) as never });
  const kind = watch('kind');
  const labels = ENTRY_KINDS[kind] ?? ENTRY_KINDS.AWARD;

  function open(target: OwnEntry | null) {
    reset(target ? toValues(target) : EMPTY);
    setUploaded([]);
    setEditing(target ? target.entryId : 'new');
  }

  async function upload(files: FileList | null) {
    if (!files?.length) return;
    const form = new FormData();
    for (const f of Array.from(files)) form.append('file', f);
    const group = watch('evidenceFileGroupId');
    if (group) form.append('fileGroupId', group);
    setUploading(true);
    try {
      const res = await api.postForm<{ fileGroupId: number; files: { oriFileNm: string; fileExtNm: string }[] }>('/api/files/upload', form);
      setValue('evidenceFileGroupId', String(res.data.fileGroupId));
      setUploaded((u) => [...u, ...res.data.files.map((f) => `${f.oriFileNm}.${f.fileExtNm}`)]);
      toast.success('증빙 파일을 올렸습니다.');
    } catch (err) {
      toastFailure(err, '파일을 올리지 못했습니다.');
    } finally {
      setUploading(false);
    }
  }

  async function save(values: Values) {
    const path = editing === 'new' ? '/api/v1/portfolio/entries' : `/api/v1/portfolio/entries/${editing}`;
    try {
      const res = await api.post(path, values);
      reloadWithToast(res.message || '저장했습니다.');
    } catch (err) {
      if (err instanceof ApiError && err.status === 400 && err.data && typeof err.data === 'object') {
        for (const [field, message] of Object.entries(err.data as Record<string, string>)) setError(field as keyof Values, { message });
      }
      toastFailure(err, '저장하지 못했습니다.');
    }
  }

  async function remove(e: OwnEntry) {
    const yes = await confirmDialog({ title: '이력 삭제', message: `'${e.title}' 이력을 삭제할까요?`, confirmText: '삭제', cancelText: '돌아가기' });
    if (!yes) return;
    try {
      const res = await api.post(`/api/v1/portfolio/entries/${e.entryId}/delete`);
      reloadWithToast(res.message || '삭제했습니다.');
    } catch (err) {
      toastFailure(err, '삭제하지 못했습니다.');
    }
  }

  const field = (name: keyof Values) => ({
    isInvalid: !!errors[name],
    'aria-invalid': !!errors[name],
    'aria-describedby': errors[name] ? `entry-${name}-error` : undefined,
  });
  const feedback = (name: keyof Values) => (
    <Form.Control.Feedback type="invalid" id={`entry-${name}-error`}>
      {errors[name]?.message as string | undefined}
    </Form.Control.Feedback>
  );

  return (
    <div data-testid="entry-manager">
      {entries.length > 0 && (
        <ul className="list-group mb-3" data-testid="own-entries">
          {entries.map((e) => (
            <li key={e.entryId} className="list-group-item d-flex flex-wrap align-items-center gap-2" data-testid="own-entry">
              <span className="badge text-bg-secondary">{ENTRY_KINDS[e.kind as EntryKind]?.label ?? e.kind}</span>
              <span className="me-auto">
                {e.title} <span className="text-secondary small">{e.acquiredDt}</span>
              </span>
              <Button size="sm" variant="outline-primary" onClick={() => open(e)}>
                수정
              </Button>
              <Button size="sm" variant="outline-danger" onClick={() => void remove(e)}>
                삭제
              </Button>
            </li>
          ))}
        </ul>
      )}
      {editing === null ? (
        <Button onClick={() => open(null)} data-testid="add-entry">
          이력 직접 추가
        </Button>
      ) : (
        <Form onSubmit={handleSubmit(save)} noValidate className="card card-body" data-testid="entry-form" aria-labelledby="entry-form-h">
          <FormAlert errors={errors} />
          <h3 id="entry-form-h" className="h6">{editing === 'new' ? '이력 추가' : '이력 수정'}</h3>
          <Row className="g-3">
            <Col xs={12} md={4}>
              <Form.Group controlId="entry-kind">
                <Form.Label>종류</Form.Label>
                <Form.Select {...register('kind')} {...field('kind')}>
                  {ENTRY_KIND_CODES.map((k) => (
                    <option key={k} value={k}>
                      {ENTRY_KINDS[k].label}
                    </option>
                  ))}
                </Form.Select>
                {feedback('kind')}
              </Form.Group>
            </Col>
            <Col xs={12} md={8}>
              <Form.Group controlId="entry-title">
                <Form.Label>{labels.titleLabel}</Form.Label>
                <Form.Control maxLength={100} {...register('title')} {...field('title')} />
                {feedback('title')}
              </Form.Group>
            </Col>
            <Col xs={12} md={6}>
              <Form.Group controlId="entry-issuer">
                <Form.Label>{labels.issuerLabel} (선택)</Form.Label>
                <Form.Control maxLength={100} {...register('issuer')} {...field('issuer')} />
                {feedback('issuer')}
              </Form.Group>
            </Col>
            <Col xs={6} md={3}>
              <Form.Group controlId="entry-acquiredDt">
                <Form.Label>{kind === 'PROJECT' ? '시작일' : '취득일'}</Form.Label>
                <Form.Control type="date" max={today} {...register('acquiredDt')} {...field('acquiredDt')} />
                {feedback('acquiredDt')}
              </Form.Group>
            </Col>
            {kind === 'PROJECT' && (
              <Col xs={6} md={3}>
                <Form.Group controlId="entry-endDt">
                  <Form.Label>종료일 (선택)</Form.Label>
                  <Form.Control type="date" {...register('endDt')} {...field('endDt')} />
                  {feedback('endDt')}
                </Form.Group>
              </Col>
            )}
            {kind === 'LANGUAGE' && (
              <Col xs={6} md={3}>
                <Form.Group controlId="entry-score">
                  <Form.Label>점수·등급</Form.Label>
                  <Form.Control maxLength={20} placeholder="예: 900, IH" {...register('score')} {...field('score')} />
                  {feedback('score')}
                </Form.Group>
              </Col>
            )}
            <Col xs={12}>
              <Form.Group controlId="entry-description">
                <Form.Label>설명 (선택)</Form.Label>
                <Form.Control as="textarea" rows={3} maxLength={1000} {...register('description')} {...field('description')} />
                {feedback('description')}
              </Form.Group>
            </Col>
            <Col xs={12}>
              <fieldset>
                <legend className="form-label fs-6">관련 역량 (선택, 5개까지)</legend>
                <div className="d-flex flex-wrap gap-3">
                  {competencies.map((c) => (
                    <Form.Check key={c.competencyCd} id={`entry-comp-${c.competencyCd}`} type="checkbox" label={c.korNm} value={c.competencyCd} {...register('competencyCds')} />
                  ))}
                </div>
                {errors.competencyCds && <div className="invalid-feedback d-block">{errors.competencyCds.message as string}</div>}
              </fieldset>
            </Col>
            <Col xs={12}>
              <Form.Group controlId="entry-evidence">
                <Form.Label>증빙 파일 (선택: 이미지, PDF 등)</Form.Label>
                <Form.Control type="file" multiple disabled={uploading} onChange={(ev) => void upload((ev.target as HTMLInputElement).files)} isInvalid={!!errors.evidenceFileGroupId} aria-describedby="entry-evidence-help" />
                <Form.Text id="entry-evidence-help">
                  {watch('evidenceFileGroupId') ? `증빙 파일이 첨부되어 있습니다.${uploaded.length ? ` 방금 올린 파일: ${uploaded.join(', ')}` : ''}` : '증빙 파일은 본인만 볼 수 있습니다.'}
                </Form.Text>
                {errors.evidenceFileGroupId && <div className="invalid-feedback d-block">{errors.evidenceFileGroupId.message as string}</div>}
              </Form.Group>
            </Col>
          </Row>
          <div className="d-flex gap-2 mt-3">
            <Button type="submit" disabled={isSubmitting || uploading} data-testid="save-entry">
              저장
            </Button>
            <Button variant="outline-secondary" onClick={() => setEditing(null)}>
              취소
            </Button>
          </div>
        </Form>
      )}
    </div>
  );
}
