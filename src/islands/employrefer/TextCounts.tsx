// The live count under the editor: characters with and without spaces and UTF-8 bytes, from the
// same counting function the server checks the limit with.
import { countText } from '@/lib/employrefer/count';

export default function TextCounts({ text, limit, id }: { text: string; limit: number; id: string }) {
  const c = countText(text);
  const over = c.withSpaces > limit;
  return (
    <div id={id} className="er-counts" data-testid="counts" aria-live="polite">
      <span>
        공백 포함 <strong className={over ? 'over' : undefined} data-testid="count-with">{c.withSpaces.toLocaleString('ko-KR')}</strong> / {limit.toLocaleString('ko-KR')}자
      </span>
      <span>
        공백 제외 <strong data-testid="count-without">{c.withoutSpaces.toLocaleString('ko-KR')}</strong>자
      </span>
      <span>
        <strong data-testid="count-bytes">{c.bytes.toLocaleString('ko-KR')}</strong>바이트(UTF-8)
      </span>
      {over && <span className="over">{(c.withSpaces - limit).toLocaleString('ko-KR')}자 초과</span>}
    </div>
  );
}
