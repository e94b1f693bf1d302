// The edit form of a guide page or notice: board fields, readers, attachments, publishing times and
// the rich-text body. Saves as a draft, publishes now or at a time, or stops publishing. A save
// refused because another editor saved first keeps this editor's text and shows the other's.
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Col, Form, Row } from 'react-bootstrap';
import { api, ApiError } from '@/lib/api/client';
import { toast } from '@/lib/ui/toast';
import { confirmDialog } from '@/lib/ui/dialog';
import { PostCreateInput, PostSaveInput } from '@/lib/schemas/content';
import { AUDIENCE_DIVS, docStateBadge, docStateName } from '@/lib/content/states';
import { USER_DIV_NAMES, type UserDiv } from '@/lib/users';
import { seoulInstantOf } from '@/lib/calendar';
import RichTextEditor from './RichTextEditor';
import { FormAlert } from '@/islands/form';

interface Attachment {
  fileId: number;
  oriFileNm: string;
  fileExtNm: string;
  fileSize: number;
  linkUrlPath: string;
}

export interface EditorInitial {
  postId: number | null;
  boardCd: string;
  version: number | null;
  state: string | null;
  title: string;
  bodyHtml: string;
  category: string;
  pinYn: 'Y' | 'N';
  audienceScope: 'ALL' | 'LOGIN' | 'DIVS';
  audienceDivs: string[];
  fileGroupId: number | null;
  /** May new files join the group (the editor uploaded it), or do they start a new one? */
  ownGroup: boolean;
  attachments: Attachment[];
  publishAt: string;
  unpublishAt: string;
  readerPath: string | null;
}

interface Props {
  editorBase: string;
  boards: { boardCd: string; boardNm: string }[];
  categories: string[];
  initial: EditorInitial;
}

type Values = {
  boardCd: string;
  version?: number;
  title: string;
  bodyHtml: string;
  category: string;
  pinYn: 'Y' | 'N';
  audienceScope: 'ALL' | 'LOGIN' | 'DIVS';
  audienceDivs: string[];
  fileGroupId?: number;
  action: 'draft' | 'publish';
  publishAt: string;
  unpublishAt: string;
};

interface Conflict {
  version: number;
  current: { revNo: number; title: string; bodyHtml: string; authorNm: string | null; createdAt: string } | null;
}

interface Saved {
  postId: number;
  version: number;
  state: string;
  saved: string;
}

export default function ContentEditor({ editorBase, boards, categories, initial }: Props) {
  const creating = initial.postId === null;
  const [state, setState] = useState(initial.state);
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [attachments, setAttachments] = useState(initial.attachments);
  const [ownGroup, setOwnGroup] = useState(initial.ownGroup);
  const {
    control,
    register,
    handleSubmit,
    setError,
    setValue,
    getValues,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    defaultValues: {
      boardCd: initial.boardCd,
      version: initial.version ?? undefined,
      title: initial.title,
      bodyHtml: initial.bodyHtml,
      category: initial.category,
      pinYn: initial.pinYn,
      audienceScope: initial.audienceScope,
      audienceDivs: initial.audienceDivs,
      fileGroupId: initial.fileGroupId ?? undefined,
      action: 'draft',
      publishAt: initial.publishAt,
      unpublishAt: initial.unpublishAt,
    },
    resolver: zodResolver(creating ? PostCreateInput : PostSaveInput) as never,
  });
  const scope = watch('audienceScope');
  const publishAt = watch('publishAt');
  const scheduling = !!publishAt && seoulInstantOf(publishAt).getTime() > Date.now();

  async function save(values: Values) {
    const { boardCd, version, ...rest } = values;
    const body = creating ? { boardCd, ...rest } : { version, ...rest };
    try {
      const res = await api.post<Saved>(creating ? '/api/v1/content/posts' : `/api/v1/content/posts/${initial.postId}`, body);
      setConflict(null);
      if (creating) {
        // The new post's own page: history, preview and later saves live there.
        window.location.assign(`${editorBase}/posts/${res.data.postId}?saved=${res.data.saved}`);
        return;
      }
      setValue('version', res.data.version);
      setState(res.data.state);
      toast.success(res.message);
    } catch (err) {
      if (err instanceof ApiError && err.status === 409 && err.data && typeof err.data === 'object' && 'version' in err.data) {
        setConflict(err.data as Conflict);
        toast.error(err.message);
        return;
      }
      if (err instanceof ApiError && err.status === 400 && err.data && typeof err.data === 'object') {
        for (const [field, message] of Object.entries(err.data as Record<string, string>)) setError(field as keyof Values, { message });
      }
      toast.error(err instanceof ApiError ? err.message : '저장하지 못했습니다.');
    }
  }

  const submit = (action: Values['action']) => {
    setValue('action', action);
    void handleSubmit(save)();
  };

  async function unpublish() {
    const yes = await confirmDialog({ title: '게시 중지', message: '이 글을 독자에게서 내릴까요? 예약된 게시도 취소됩니다.', confirmText: '게시 중지', cancelText: '돌아가기' });
    if (!yes) return;
    try {
      const res = await api.post<Saved>(`/api/v1/content/posts/${initial.postId}/unpublish`, { version: getValues('version') });
      setState(res.data.state);
      toast.success(res.message);
    } catch (err) {
      if (err instanceof ApiError && err.status === 409 && err.data && typeof err.data === 'object' && 'version' in err.data) setConflict(err.data as Conflict);
      toast.error(err instanceof ApiError ? err.message : '게시를 중지하지 못했습니다.');
    }
  }

  async function upload(files: FileList) {
    const form = new FormData();
    for (const f of files) form.append('file', f);
    const group = getValues('fileGroupId');
    if (group && ownGroup) form.append('fileGroupId', String(group));
    try {
      const res = await api.postForm<{ fileGroupId: number; files: Attachment[] }>('/api/files/upload', form);
      setValue('fileGroupId', res.data.fileGroupId);
      setAttachments((prev) => (group && ownGroup ? [...prev, ...res.data.files] : res.data.files));
      setOwnGroup(true);
      toast.success('첨부파일을 올렸습니다. 저장하면 글에 붙습니다.');
    } catch (err) {
      toast.error(err instanceof ApiError ? err.message : '첨부파일을 올리지 못했습니다.');
    }
  }

  const fieldProps = (name: keyof Values) => ({
    isInvalid: !!errors[name],
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `content-${name}-error` : undefined,
  });
  const feedback = (name: keyof Values) => (
    <Form.Control.Feedback type="invalid" id={`content-${name}-error`}>
      {errors[name]?.message as string | undefined}
    </Form.Control.Feedback>
  );

  return (
    <Form noValidate onSubmit={(e) => e.preventDefault()} data-testid="content-editor">
      <FormAlert errors={errors} />
      {state && (
        <p className="mb-3">
          상태 <span className={`badge ${docStateBadge(state)}`} data-testid="doc-state">{docStateName(state)}</span>
          {initial.readerPath && state === 'PUBLISHED' && (
            <a className="ms-2 small" href={initial.readerPath} target="_blank" rel="noopener">독자 화면 열기</a>
          )}
        </p>
      )}
      {conflict && (
        <section className="alert alert-warning" role="alert" aria-labelledby="conflict-h" data-testid="conflict">
          <h2 id="conflict-h" className="h6">다른 편집자가 먼저 저장했습니다 (현재 {conflict.version}판{conflict.current?.authorNm ? `, ${conflict.current.authorNm}` : ''})</h2>
          <p className="small mb-2">작성하신 내용은 아래 편집기에 그대로 있습니다. 최신 내용을 확인하고 필요한 부분을 반영한 뒤 “최신 판에 이어 저장”을 누르세요.</p>
          {conflict.current && (
            <div className="bg-white border rounded p-2 mb-2 small">
              <p className="fw-bold mb-1">{conflict.current.title}</p>
              {/* Stored HTML was sanitised by the server before it was saved. */}
              <div className="post-content" dangerouslySetInnerHTML={{ __html: conflict.current.bodyHtml }} />
            </div>
          )}
          <div className="d-flex flex-wrap gap-2">
            <Button
              size="sm"
              variant="warning"
              className="tool-btn"
              onClick={() => {
                setValue('version', conflict.version);
                setConflict(null);
                toast.info('최신 판을 기준으로 저장할 수 있습니다.');
              }}
            >
              최신 판에 이어 저장
            </Button>
            <Button size="sm" variant="outline-secondary" className="tool-btn" onClick={() => window.location.reload()}>
              내 내용 버리고 최신 내용 불러오기
            </Button>
          </div>
        </section>
      )}
      <Row className="g-3">
        {creating && (
          <Col xs={12} md={4}>
            <Form.Group controlId="content-boardCd">
              <Form.Label>게시판</Form.Label>
              <Form.Select {...register('boardCd')} {...fieldProps('boardCd')}>
                {boards.map((b) => (
                  <option key={b.boardCd} value={b.boardCd}>{b.boardNm}</option>
                ))}
              </Form.Select>
              {feedback('boardCd')}
            </Form.Group>
          </Col>
        )}
        <Col xs={12} md={creating ? 8 : 12}>
          <Form.Group controlId="content-title">
            <Form.Label>제목</Form.Label>
            <Form.Control maxLength={200} {...register('title')} {...fieldProps('title')} />
            {feedback('title')}
          </Form.Group>
        </Col>
        <Col xs={12} md={4}>
          <Form.Group controlId="content-category">
            <Form.Label>분류</Form.Label>
            <Form.Select {...register('category')} {...fieldProps('category')}>
              <option value="">분류 없음</option>
              {categories.map((c) => (
                <option key={c} value={c}>{c}</option>
              ))}
            </Form.Select>
            {feedback('category')}
          </Form.Group>
        </Col>
        <Col xs={12} md={8} className="d-flex align-items-end">
          <Controller
            control={control}
            name="pinYn"
            render={({ field }) => (
              <Form.Check id="content-pinYn" type="switch" label="목록 맨 위에 고정 (중요 공지)" checked={field.value === 'Y'} onChange={(e) => field.onChange(e.target.checked ? 'Y' : 'N')} className="mb-2" />
            )}
          />
        </Col>
        <Col xs={12}>
          <fieldset>
            <legend className="form-label fs-6">공개 대상</legend>
            {(
              [
                ['ALL', '전체 공개 (로그인하지 않은 방문자 포함)'],
                ['LOGIN', '로그인한 사용자'],
                ['DIVS', '선택한 사용자 유형만'],
              ] as const
            ).map(([value, label]) => (
              <Form.Check key={value} inline type="radio" id={`content-scope-${value}`} value={value} label={label} {...register('audienceScope')} />
            ))}
            {scope === 'DIVS' && (
              <div className="mt-1" role="group" aria-label="공개할 사용자 유형">
                {AUDIENCE_DIVS.map((d) => (
                  <Form.Check key={d} inline type="checkbox" id={`content-div-${d}`} value={d} label={USER_DIV_NAMES[d as UserDiv]} {...register('audienceDivs')} />
                ))}
              </div>
            )}
            {errors.audienceDivs && <div className="invalid-feedback d-block" id="content-audienceDivs-error">{errors.audienceDivs.message as string}</div>}
          </fieldset>
        </Col>
        <Col xs={12} md={6}>
          <Form.Group controlId="content-publishAt">
            <Form.Label>게시 시작 일시 (비우면 바로 게시)</Form.Label>
            <Form.Control type="datetime-local" {...register('publishAt')} {...fieldProps('publishAt')} />
            {feedback('publishAt')}
          </Form.Group>
        </Col>
        <Col xs={12} md={6}>
          <Form.Group controlId="content-unpublishAt">
            <Form.Label>게시 종료 일시 (비우면 계속 게시)</Form.Label>
            <Form.Control type="datetime-local" {...register('unpublishAt')} {...fieldProps('unpublishAt')} />
            {feedback('unpublishAt')}
          </Form.Group>
        </Col>
        <Col xs={12}>
          <p id="content-body-label" className="form-label mb-1">본문</p>
          <Controller
            control={control}
            name="bodyHtml"
            render={({ field }) => (
              <RichTextEditor
                id="content-body"
                labelledBy="content-body-label"
                initialHtml={initial.bodyHtml}
                onChange={field.onChange}
                invalid={!!errors.bodyHtml}
                describedBy={errors.bodyHtml ? 'content-bodyHtml-error' : undefined}
              />
            )}
          />
          {errors.bodyHtml && <div className="invalid-feedback d-block" id="content-bodyHtml-error">{errors.bodyHtml.message as string}</div>}
        </Col>
        <Col xs={12}>
          <fieldset>
            <legend className="form-label fs-6">첨부파일</legend>
            {attachments.length > 0 ? (
              <ul className="small mb-2" data-testid="editor-attachments">
                {attachments.map((f) => (
                  <li key={f.fileId}>{f.oriFileNm}.{f.fileExtNm} ({Math.ceil(f.fileSize / 1024)}KB)</li>
                ))}
              </ul>
            ) : (
              <p className="small text-secondary mb-2">첨부파일이 없습니다.</p>
            )}
            <div className="d-flex flex-wrap gap-2">
              <input id="content-files" type="file" multiple className="visually-hidden" onChange={(e) => e.target.files?.length && void upload(e.target.files)} />
              <label htmlFor="content-files" className="btn btn-sm btn-outline-primary tool-btn mb-0">{attachments.length && !ownGroup ? '첨부파일 새로 올리기 (기존 첨부 대체)' : '첨부파일 추가'}</label>
              {attachments.length > 0 && (
                <Button
                  size="sm"
                  variant="outline-danger"
                  className="tool-btn"
                  onClick={() => {
                    setValue('fileGroupId', undefined);
                    setAttachments([]);
                    setOwnGroup(false);
                  }}
                >
                  첨부파일 모두 빼기
                </Button>
              )}
            </div>
            {errors.fileGroupId && <div className="invalid-feedback d-block">{errors.fileGroupId.message as string}</div>}
          </fieldset>
        </Col>
      </Row>
      <div className="d-flex flex-wrap gap-2 mt-4 border-top pt-3">
        <Button variant="outline-primary" disabled={isSubmitting} onClick={() => submit('draft')} data-testid="save-draft">
          임시저장
        </Button>
        <Button variant="primary" disabled={isSubmitting} onClick={() => submit('publish')} data-testid="publish">
          {scheduling ? '예약 게시' : '게시'}
        </Button>
        {!creating && (state === 'PUBLISHED' || state === 'SCHEDULED') && (
          <Button variant="outline-danger" disabled={isSubmitting} onClick={() => void unpublish()} data-testid="unpublish">
            게시 중지
          </Button>
        )}
        {!creating && (
          <>
            <a className="btn btn-outline-secondary" href={`${editorBase}/posts/${initial.postId}/preview`}>미리보기 (마지막 저장본)</a>
            <a className="btn btn-outline-secondary" href={`${editorBase}/posts/${initial.postId}/history`}>변경 이력</a>
          </>
        )}
      </div>
    </Form>
  );
}

