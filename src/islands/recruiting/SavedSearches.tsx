// Saving the list's current filters under a name, and the saved ones as links that reopen the list.
// New postings that match a saved search reach the student as a message (at most one a day).
import { useState } from 'react';
import { Button, Form, InputGroup } from 'react-bootstrap';
import { api, ApiError } from '@/lib/api/client';
import { confirmDialog } from '@/lib/ui/dialog';
import { reloadWithToast } from '@/lib/ui/flash';
import { toastFailure } from '@/islands/form';

interface Saved {
  searchId: number;
  searchNm: string;
  href: string;
}

interface Props {
  saved: Saved[];
  /** The list's filters now on screen (only those a search keeps). */
  current: Record<string, string>;
  max: number;
}

export default function SavedSearches({ saved, current, max }: Props) {
  const [name, setName] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const hasFilter = Object.values(current).some(Boolean);

  async function save() {
    setBusy(true);
    setError('');
    try {
      const res = await api.post('/api/v1/recruiting/searches', { searchNm: name, ...current });
      reloadWithToast(res.message);
    } catch (err) {
      if (err instanceof ApiError && err.data && typeof err.data === 'object' && 'searchNm' in err.data) setError(String((err.data as Record<string, string>).searchNm));
      else toastFailure(err, '검색 조건을 저장하지 못했습니다.');
      setBusy(false);
    }
  }

  async function remove(s: Saved) {
    const yes = await confirmDialog({ title: '저장한 조건 지우기', message: `「${s.searchNm}」 조건을 지울까요? 이 조건의 새 공고 알림도 멈춥니다.`, confirmText: '지우기', cancelText: '돌아가기' });
    if (!yes) return;
    try {
      const res = await api.post(`/api/v1/recruiting/searches/${s.searchId}/delete`);
      reloadWithToast(res.message);
    } catch (err) {
      toastFailure(err, '지우지 못했습니다.');
    }
  }

  return (
    <section className="card mb-3" aria-labelledby="saved-h" data-testid="saved-searches">
      <div className="card-body">
        <h2 id="saved-h" className="h6">저장한 검색 조건</h2>
        {saved.length === 0 ? (
          <p className="small text-secondary">저장한 조건이 없습니다. 조건을 저장하면 맞는 새 공고가 올라올 때 메시지로 알려 드립니다(하루 한 번).</p>
        ) : (
          <ul className="list-unstyled d-flex flex-wrap gap-2 mb-2">
            {saved.map((s) => (
              <li key={s.searchId} className="d-flex align-items-center border rounded-pill ps-3">
                <a href={s.href} className="small py-2">
                  {s.searchNm}
                </a>
                <Button variant="link" size="sm" className="text-danger" aria-label={`${s.searchNm} 지우기`} onClick={() => void remove(s)}>
                  ✕
                </Button>
              </li>
            ))}
          </ul>
        )}
        {hasFilter && saved.length < max && (
          <Form
            onSubmit={(e) => {
              e.preventDefault();
              void save();
            }}
            noValidate
          >
            <Form.Label htmlFor="saved-name" className="small">
              지금 조건을 이름 붙여 저장
            </Form.Label>
            <InputGroup hasValidation>
              <Form.Control id="saved-name" maxLength={30} value={name} placeholder="예: 서울 데이터 인턴" isInvalid={!!error} aria-describedby={error ? 'saved-name-error' : undefined} onChange={(e) => setName(e.target.value)} />
              <Button type="submit" variant="outline-primary" disabled={busy} data-testid="save-search">
                저장
              </Button>
              <Form.Control.Feedback type="invalid" id="saved-name-error">
                {error}
              </Form.Control.Feedback>
            </InputGroup>
          </Form>
        )}
      </div>
    </section>
  );
}
