// The one-time password link, shown once after it is made, with a copy button.
import { useState } from 'react';
import { Button, InputGroup, Form } from 'react-bootstrap';

export default function CopyLink({ url, label = '비밀번호 설정 링크' }: { url: string; label?: string }) {
  const [copied, setCopied] = useState(false);
  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  }
  return (
    <InputGroup>
      <Form.Control readOnly value={url} aria-label={label} data-testid="password-link" onFocus={(e) => e.currentTarget.select()} />
      <Button variant="outline-primary" onClick={copy}>{copied ? '복사됨' : '복사'}</Button>
    </InputGroup>
  );
}
