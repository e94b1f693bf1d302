// ☆/★ next to a menu page's title: adds or removes the page from the user's favourites.
import { useState } from 'react';
import { Button } from 'react-bootstrap';
import { toggleFavorite } from '@/lib/api/lookups';
import { toast } from '@/lib/ui/toast';

interface Props {
  flId: number | null;
  menuId: string;
  menuNm: string;
}

export default function FavoriteStar({ flId: initial, menuId, menuNm }: Props) {
  const [flId, setFlId] = useState<number | null>(initial);
  const [busy, setBusy] = useState(false);
  async function toggle() {
    setBusy(true);
    try {
      const res = await toggleFavorite({ flId, flMenuId: menuId, flType: 'MENU' });
      const data = res.data as { action: 'insert' | 'delete'; flId: number | null };
      setFlId(data.action === 'insert' ? data.flId : null);
      toast.success(res.message);
    } catch {
      /* the lookup already showed its message */
    } finally {
      setBusy(false);
    }
  }
  const on = flId !== null;
  return (
    <Button variant="link" className="btn-favorite" onClick={toggle} disabled={busy} aria-pressed={on} aria-label={on ? `${menuNm} 즐겨찾기 해제` : `${menuNm} 즐겨찾기 추가`} title={on ? '즐겨찾기 해제' : '즐겨찾기 추가'} data-testid="favorite-toggle">
      {on ? '★' : '☆'}
    </Button>
  );
}
