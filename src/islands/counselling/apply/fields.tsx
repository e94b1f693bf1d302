// Ids and error messages shared by the parts of the counselling application form: every control is
// tied to its message, which screen readers announce with the control.
import type { ReactElement } from 'react';
import { Form } from 'react-bootstrap';
import type { CnslKind } from '@/lib/counselling/kinds';

export interface FieldKit {
  /** The id of a control of this kind's form. */
  id: (name: string) => string;
  /** The message of a flat error key, if any. */
  error: (key: string) => string | undefined;
  /** Props marking a control invalid and pointing at its message. */
  invalid: (key: string) => { isInvalid?: boolean; 'aria-invalid'?: true; 'aria-describedby'?: string };
  /** The message under a control. */
  feedback: (key: string) => ReactElement | null;
}

export function fieldKit(kind: CnslKind, errors: Record<string, string>): FieldKit {
  const id = (name: string) => `apply-${kind.toLowerCase()}-${name}`;
  const errorId = (key: string) => `${id(key.replace('.', '-'))}-error`;
  return {
    id,
    error: (key) => errors[key],
    invalid: (key) => (errors[key] ? { isInvalid: true, 'aria-invalid': true, 'aria-describedby': errorId(key) } : {}),
    feedback: (key) =>
      errors[key] ? (
        <Form.Control.Feedback type="invalid" id={errorId(key)} className="d-block">
          {errors[key]}
        </Form.Control.Feedback>
      ) : null,
  };
}
