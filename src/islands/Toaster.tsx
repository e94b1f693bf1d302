import { useCallback, useEffect, useRef } from 'react';
import { useStore } from '@nanostores/react';
import { CloseButton, ToastContainer } from 'react-bootstrap';
import { TOAST_DURATION_MS, toast, toasts, type ToastItem, type ToastKind } from '@/lib/ui/toast';

const BACKGROUND: Record<ToastKind, string> = {
  success: 'success',
  error: 'danger',
  info: 'dark',
};

function ToastView({ item }: { item: ToastItem }) {
  const remaining = useRef(TOAST_DURATION_MS);
  const startedAt = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  // Hover and keyboard focus both hold the toast, so it only resumes when neither applies.
  const hovered = useRef(false);
  const focused = useRef(false);

  const stop = useCallback(() => {
    if (timer.current === null) return;
    clearTimeout(timer.current);
    timer.current = null;
    remaining.current = Math.max(0, remaining.current - (Date.now() - startedAt.current));
  }, []);

  const start = useCallback(() => {
    if (timer.current !== null || hovered.current || focused.current) return;
    startedAt.current = Date.now();
    timer.current = setTimeout(() => {
      timer.current = null;
      toast.dismiss(item.id);
    }, remaining.current);
  }, [item.id]);

  useEffect(() => {
    start();
    return stop;
  }, [start, stop]);

  const hold = (reason: typeof hovered) => {
    reason.current = true;
    stop();
  };
  const release = (reason: typeof hovered) => {
    reason.current = false;
    start();
  };

  // React-Bootstrap's Toast hard-codes role="alert" and aria-live="assertive", which would cut
  // into whatever a screen reader is saying; these notices are polite, announced by the
  // container's live region, so the toast markup is written with Bootstrap's classes directly.
  return (
    <div
      className={`toast show align-items-center border-0 text-bg-${BACKGROUND[item.kind]}`}
      aria-atomic="true"
      data-toast-kind={item.kind}
      onMouseEnter={() => hold(hovered)}
      onMouseLeave={() => release(hovered)}
      onFocus={() => hold(focused)}
      onBlur={() => release(focused)}
    >
      <div className="d-flex">
        <div className="toast-body">{item.text}</div>
        <CloseButton
          variant="white"
          className="me-2 m-auto"
          aria-label="알림 닫기"
          onClick={() => toast.dismiss(item.id)}
        />
      </div>
    </div>
  );
}

export default function Toaster() {
  // Hydrate with the store's initial value (what the server rendered), then show anything
  // queued before this island woke up: otherwise React would report a hydration mismatch.
  const queue = useStore(toasts, { ssr: 'initial' });
  // The container is always rendered so the live region exists before the first notice arrives;
  // screen readers ignore regions that appear together with their content.
  return (
    <ToastContainer
      position="bottom-center"
      containerPosition="fixed"
      className="p-3"
      role="status"
      aria-live="polite"
      aria-relevant="additions text"
      aria-label="알림"
    >
      {queue.map((item) => (
        <ToastView key={item.id} item={item} />
      ))}
    </ToastContainer>
  );
}
