// The centre's notices: a form for a new one, and on each existing one 수정 and 상단 고정 / 고정 해제.
// Content is written as plain text paragraphs and sent as escaped paragraphs.
import { useEffect, useState, type FormEvent } from 'react';
import { Alert, Button, Form } from 'react-bootstrap';
import { api } from '@/lib/api/client';
import { NoticeInput } from '@/lib/schemas/counselling';
import { textToHtml } from '@/lib/text/html';
import { reloadWithToast, showPendingToast } from '@/lib/ui/flash';
import { checkWith, FieldError, FormError, invalidProps, serverFieldErrors, toastFailure, type FieldErrors } from '../form';

interface Existing {
  postId: number;
  title: string;
  /** The stored HTML, sent back unchanged when only the title or the pin changes. */
  html: string;
  text: string;
  pinYn: 'Y' | 'N';
  rich: boolean;
}

export default function NoticeEditor(props: { mode: 'create' } | ({ mode: 'edit' } & Existing)) {
  useEffect(() => showPendingToast(), []);
  if (props.mode === 'create') return <NoticeForm idPrefix="new-notice" submitText="공지 등록" />;
  return <EditControls {...props} />;
}

function EditControls(notice: Existing) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  async function togglePin() {
    setBusy(true);
    try {
      await api.post(`/api/v1/cnsl/notices/${notice.postId}`, { title: notice.title, content: notice.html, pinYn: notice.pinYn === 'Y' ? 'N' : 'Y' });
      reloadWithToast(notice.pinYn === 'Y' ? '상단 고정을 해제했습니다.' : '공지를 상단에 고정했습니다.');
    } catch (err) {
      toastFailure(err, '고정 여부를 바꾸지 못했습니다.');
      setBusy(false);
    }
  }

  return (
    <div>
      <div className="d-flex flex-wrap gap-2">
        <Button size="sm" variant="outline-primary" onClick={() => setOpen((o) => !o)} aria-expanded={open} aria-controls={`edit-${notice.postId}`}>
          {open ? '수정 닫기' : '수정'}
        </Button>
        <Button size="sm" variant="outline-secondary" onClick={togglePin} disabled={busy}>
          {notice.pinYn === 'Y' ? '고정 해제' : '상단 고정'}
        </Button>
      </div>
      {open && (
        <div id={`edit-${notice.postId}`} className="mt-3">
          <NoticeForm idPrefix={`notice-${notice.postId}`} existing={notice} submitText="수정 저장" />
        </div>
      )}
    </div>
  );
}

function NoticeForm({ idPrefix, existing, submitText }: { idPrefix: string; existing?: Existing; submitText: string }) {
  const [title, setTitle] = useState(existing?.title ?? '');
  const [text, setText] = useState(existing?.text ?? '');
  const [pin, setPin] = useState(existing?.pinYn === 'Y');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    // Untouched content is sent as stored, so its formatting survives a title or pin change.
    const content = existing && text === existing.text ? existing.html : textToHtml(text);
    const body = { title, content, pinYn: pin ? 'Y' : 'N' };
    const local = checkWith(NoticeInput, { ...body, content: text });
    setErrors(local);
    if (Object.keys(local).length) return;
    setBusy(true);
    try {
      const res = await api.post(existing ? `/api/v1/cnsl/notices/${existing.postId}` : '/api/v1/cnsl/notices', body);
      reloadWithToast(res.message || '저장했습니다.');
    } catch (err) {
      setErrors(serverFieldErrors(err));
      toastFailure(err, '공지를 저장하지 못했습니다.');
      setBusy(false);
    }
  }

  const id = (f: string) => `${idPrefix}-${f}`;
  return (
    <Form onSubmit={submit} noValidate data-testid={existing ? 'notice-edit-form' : 'notice-form'}>
      <FormError errors={errors} />
      <Form.Group className="mb-2" controlId={id('title')}>
        <Form.Label>제목</Form.Label>
        <Form.Control value={title} onChange={(e) => setTitle(e.target.value)} maxLength={200} {...invalidProps(id('title'), errors.title)} />
        <FieldError id={id('title')} error={errors.title} />
      </Form.Group>
      <Form.Group className="mb-2" controlId={id('content')}>
        <Form.Label>내용</Form.Label>
        <Form.Control as="textarea" rows={6} value={text} onChange={(e) => setText(e.target.value)} maxLength={20000} aria-describedby={`${id('content')}-help${errors.content ? ` ${id('content')}-error` : ''}`} isInvalid={!!errors.content} />
        <Form.Text id={`${id('content')}-help`}>빈 줄로 문단을 나눕니다. 줄바꿈은 그대로 보입니다.</Form.Text>
        <FieldError id={id('content')} error={errors.content} />
      </Form.Group>
      {existing?.rich && text !== existing.text && (
        <Alert variant="warning" className="py-2 small">
          내용을 고치면 굵은 글씨, 목록, 링크 같은 서식은 일반 문단으로 바뀝니다.
        </Alert>
      )}
      <Form.Check className="mb-3" type="switch" id={id('pin')} label="목록 맨 위에 고정" checked={pin} onChange={(e) => setPin(e.target.checked)} />
      <Button type="submit" disabled={busy}>
        {submitText}
      </Button>
    </Form>
  );
}
