import { useEffect, useId, useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { Button, Form, Modal } from 'react-bootstrap';
import { closeDialog, dialogQueue, type DialogRequest, type PromptRequest } from '@/lib/ui/dialog';
import '@/styles/dialog.css';

function cancel(request: DialogRequest): void {
  if (request.kind === 'alert') request.resolve();
  else if (request.kind === 'confirm') request.resolve(false);
  else request.resolve(null);
  closeDialog(request.id);
}

function PromptField({
  request,
  inputId,
  value,
  error,
  onChange,
}: {
  request: PromptRequest;
  inputId: string;
  value: string;
  error: string | null;
  onChange: (value: string) => void;
}) {
  return (
    <Form.Group controlId={inputId}>
      {request.message && <Form.Label className="dialog-message">{request.message}</Form.Label>}
      <Form.Control
        type={request.inputType}
        value={value}
        placeholder={request.placeholder}
        autoComplete={request.inputType === 'email' ? 'email' : 'off'}
        inputMode={request.inputType === 'email' ? 'email' : request.inputType === 'url' ? 'url' : undefined}
        isInvalid={error !== null}
        aria-invalid={error !== null}
        aria-describedby={error !== null ? `${inputId}-error` : undefined}
        onChange={(e) => onChange(e.currentTarget.value)}
        autoFocus
      />
      <Form.Control.Feedback type="invalid" id={`${inputId}-error`}>
        {error}
      </Form.Control.Feedback>
    </Form.Group>
  );
}

export default function DialogHost() {
  // Hydrate with the store's initial value (what the server rendered), then show anything
  // queued before this island woke up: otherwise React would report a hydration mismatch.
  const queue = useStore(dialogQueue, { ssr: 'initial' });
  const current = queue[0] ?? null;
  const titleId = useId();
  const inputId = useId();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);

  const currentId = current?.id;
  useEffect(() => {
    setValue(current?.kind === 'prompt' ? current.defaultValue : '');
    setError(null);
    // Only a new request resets the field; re-renders of the same one keep what was typed.
  }, [currentId]);

  if (current === null) return null;

  const confirm = (event?: FormEvent) => {
    event?.preventDefault();
    if (current.kind === 'alert') current.resolve();
    else if (current.kind === 'confirm') current.resolve(true);
    else {
      const verdict = current.validate(value);
      if (verdict !== true) {
        setError(verdict);
        return;
      }
      current.resolve(value.trim());
    }
    closeDialog(current.id);
  };

  return (
    // Keyed per request: the next queued dialog mounts fresh instead of inheriting state.
    <Modal key={current.id} show centered onHide={() => cancel(current)} aria-labelledby={titleId}>
      <Form noValidate onSubmit={confirm}>
        <Modal.Header closeButton closeLabel="닫기">
          <Modal.Title as="h2" className="h5" id={titleId}>
            {current.title}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {current.kind === 'prompt' ? (
            <PromptField
              request={current}
              inputId={inputId}
              value={value}
              error={error}
              onChange={(next) => {
                setValue(next);
                if (error !== null) setError(null);
              }}
            />
          ) : (
            <p className="dialog-message mb-0">{current.message}</p>
          )}
        </Modal.Body>
        <Modal.Footer>
          {current.kind !== 'alert' && (
            <Button variant="outline-secondary" className="dialog-cancel" onClick={() => cancel(current)}>
              {current.cancelText}
            </Button>
          )}
          <Button
            type="submit"
            className="btn-dialog-confirm"
            data-dialog-action="confirm"
            autoFocus={current.kind !== 'prompt'}
          >
            {current.confirmText}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
