import { useStore } from '@nanostores/react';
import { Spinner } from 'react-bootstrap';
import { loading } from '@/lib/ui/loading';

export default function LoadingOverlay() {
  // Hydrate with the store's initial value (what the server rendered), then show a call
  // already running when this island woke up: otherwise React would report a hydration mismatch.
  const on = useStore(loading, { ssr: 'initial' });
  // Nothing is rendered on the server (the state starts off), so the style below is only ever
  // set by React in the browser, which the content security policy allows.
  if (!on) return null;
  return (
    <div
      className="position-fixed top-0 start-0 w-100 h-100 d-flex align-items-center justify-content-center bg-body bg-opacity-50"
      style={{ zIndex: 2000 }}
      role="status"
      aria-live="polite"
      data-testid="loading-overlay"
    >
      <Spinner animation="border" variant="primary" aria-hidden="true" />
      <span className="visually-hidden">불러오는 중입니다…</span>
    </div>
  );
}
