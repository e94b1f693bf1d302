// Choose and order the main page's blocks; saved per user on the server.
import { useState } from 'react';
import { Button, Form, ListGroup } from 'react-bootstrap';
import { api, ApiError } from '@/lib/api/client';
import { toast } from '@/lib/ui/toast';

interface Block {
  key: string;
  label: string;
  visible: boolean;
}

export default function MainSetupEditor({ initial }: { initial: Block[] }) {
  const [blocks, setBlocks] = useState(initial);
  const [saving, setSaving] = useState(false);

  function move(index: number, delta: number) {
    const target = index + delta;
    if (target < 0 || target >= blocks.length) return;
    const next = [...blocks];
    [next[index], next[target]] = [next[target], next[index]];
    setBlocks(next);
  }

  async function save() {
    setSaving(true);
    try {
      const res = await api.post('/api/v1/main/setup', { blocks: blocks.map(({ key, visible }) => ({ key, visible })) });
      toast.success(res.message);
    } catch (err) {
      toast.error(err instanceof ApiError ? err.message : '저장하지 못했습니다.');
    } finally {
      setSaving(false);
    }
  }

  return (
    <div>
      <ListGroup data-testid="main-setup">
        {blocks.map((b, i) => (
          <ListGroup.Item key={b.key} className="d-flex align-items-center gap-2">
            <Form.Check
              type="switch"
              id={`block-${b.key}`}
              label={b.label}
              checked={b.visible}
              onChange={(e) => setBlocks(blocks.map((x) => (x.key === b.key ? { ...x, visible: e.target.checked } : x)))}
              className="flex-grow-1"
            />
            <Button size="sm" variant="outline-secondary" onClick={() => move(i, -1)} disabled={i === 0} aria-label={`${b.label} 위로`}>
              ▲
            </Button>
            <Button size="sm" variant="outline-secondary" onClick={() => move(i, 1)} disabled={i === blocks.length - 1} aria-label={`${b.label} 아래로`}>
              ▼
            </Button>
          </ListGroup.Item>
        ))}
      </ListGroup>
      <div className="d-flex gap-2 mt-3">
        <Button onClick={save} disabled={saving}>
          저장
        </Button>
        <Button variant="outline-primary" href="/user/main">
          메인으로
        </Button>
      </div>
    </div>
  );
}
