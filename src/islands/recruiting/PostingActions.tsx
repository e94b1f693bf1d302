// Bookmark a posting, or hide it from the recommendations (and show it again). The server keeps
// the state; the page reloads so every list on it agrees.
import { useState } from 'react';
import { Button } from 'react-bootstrap';
import { api } from '@/lib/api/client';
import { reloadWithToast } from '@/lib/ui/flash';
import { toastFailure } from '@/islands/form';

interface Props {
  postingId: number;
  title: string;
  bookmarked?: boolean;
  /** Show the bookmark button. */
  bookmark?: boolean;
  /** 'hide' on a recommendation, 'unhide' on a hidden posting. */
  hide?: 'hide' | 'unhide';
  size?: 'sm' | 'lg';
}

export default function PostingActions({ postingId, title, bookmarked = false, bookmark = true, hide, size }: Props) {
  const [busy, setBusy] = useState(false);

  async function run(path: string, body: unknown, done: string, failure: string) {
    setBusy(true);
    try {
      const res = await api.post<unknown>(path, body);
      reloadWithToast(res.message || done);
    } catch (err) {
      toastFailure(err, failure);
      setBusy(false);
    }
  }

  return (
    <div className="d-flex flex-wrap gap-2">
      {bookmark && (
        <Button
          size={size}
          className="touch-target"
          variant={bookmarked ? 'warning' : 'outline-secondary'}
          aria-pressed={bookmarked}
          aria-label={bookmarked ? `${title} 관심 공고 해제` : `${title} 관심 공고에 담기`}
          disabled={busy}
          data-testid="bookmark"
          onClick={() => void run(`/api/v1/recruiting/postings/${postingId}/bookmark`, { bookmarked: bookmarked ? 'N' : 'Y' }, bookmarked ? '관심 공고에서 뺐습니다.' : '관심 공고에 담았습니다.', '관심 공고를 바꾸지 못했습니다.')}
        >
          {bookmarked ? '★ 관심 공고' : '☆ 관심 담기'}
        </Button>
      )}
      {hide && (
        <Button
          size={size}
          className="touch-target"
          variant="outline-secondary"
          aria-label={hide === 'hide' ? `${title} 추천에서 숨기기` : `${title} 다시 추천 받기`}
          disabled={busy}
          data-testid={hide}
          onClick={() => void run(`/api/v1/recruiting/postings/${postingId}/hide`, { hidden: hide === 'hide' ? 'Y' : 'N' }, hide === 'hide' ? '추천에서 숨겼습니다.' : '다시 추천에 보이도록 했습니다.', '추천 목록을 바꾸지 못했습니다.')}
        >
          {hide === 'hide' ? '숨기기' : '다시 보기'}
        </Button>
      )}
    </div>
  );
}
