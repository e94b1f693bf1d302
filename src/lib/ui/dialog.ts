// Promise-based dialogs. Requests are queued in a store and shown one at a time by the
// DialogHost island; a request made before the host has hydrated waits in the queue.
import { atom } from 'nanostores';
import { emailCheck, messages, urlCheck } from '@/lib/validation';

/** Confirm button colour of every dialog (also defined as `.btn-dialog-confirm` in dialog.css). */
export const DIALOG_CONFIRM_COLOR = '#5D87FF';
export const DEFAULT_DIALOG_TITLE = '공지';
export const DEFAULT_CONFIRM_TEXT = '확인';
export const DEFAULT_CANCEL_TEXT = '취소';

export type PromptInputType = 'email' | 'url' | 'text';

interface BaseRequest {
  id: number;
  title: string;
  message: string;
  confirmText: string;
}

export interface AlertRequest extends BaseRequest {
  kind: 'alert';
  resolve: () => void;
}

export interface ConfirmRequest extends BaseRequest {
  kind: 'confirm';
  cancelText: string;
  resolve: (confirmed: boolean) => void;
}

export interface PromptRequest extends BaseRequest {
  kind: 'prompt';
  cancelText: string;
  inputType: PromptInputType;
  defaultValue: string;
  placeholder: string;
  required: boolean;
  validate: (value: string) => true | string;
  resolve: (value: string | null) => void;
}

export type DialogRequest = AlertRequest | ConfirmRequest | PromptRequest;

export interface ConfirmOptions {
  title?: string;
  message: string;
  confirmText?: string;
  cancelText?: string;
}

export interface PromptOptions extends ConfirmOptions {
  inputType?: PromptInputType;
  defaultValue?: string;
  placeholder?: string;
  /** Whether an empty answer is refused (default true). */
  required?: boolean;
  /** Extra rule, run after the built-in email / URL check: true, or a message to show. */
  validate?: (value: string) => true | string;
}

export const dialogQueue = atom<DialogRequest[]>([]);

let nextId = 1;

function enqueue(request: DialogRequest): void {
  dialogQueue.set([...dialogQueue.get(), request]);
}

/** Removes a request from the queue; the host calls it after resolving. */
export function closeDialog(id: number): void {
  dialogQueue.set(dialogQueue.get().filter((d) => d.id !== id));
}

export function confirmDialog({
  title = DEFAULT_DIALOG_TITLE,
  message,
  confirmText = DEFAULT_CONFIRM_TEXT,
  cancelText = DEFAULT_CANCEL_TEXT,
}: ConfirmOptions): Promise<boolean> {
  return new Promise((resolve) => {
    enqueue({ kind: 'confirm', id: nextId++, title, message, confirmText, cancelText, resolve });
  });
}

export function alertDialog(message: string, title: string = DEFAULT_DIALOG_TITLE): Promise<void> {
  return new Promise((resolve) => {
    enqueue({ kind: 'alert', id: nextId++, title, message, confirmText: DEFAULT_CONFIRM_TEXT, resolve });
  });
}

/** The built-in rule of each input type: the email and URL checks with their default messages. */
export function validatePromptValue(
  value: string,
  inputType: PromptInputType,
  required = true,
  extra?: (value: string) => true | string,
): true | string {
  const text = value.trim();
  if (text === '') return required ? messages.required : true;
  const builtIn = inputType === 'email' ? emailCheck(text) : inputType === 'url' ? urlCheck(text) : true;
  if (builtIn !== true) return builtIn;
  return extra ? extra(text) : true;
}

/** Asks for one value; resolves to the trimmed answer, or null when cancelled. */
export function promptDialog({
  title = DEFAULT_DIALOG_TITLE,
  message,
  confirmText = DEFAULT_CONFIRM_TEXT,
  cancelText = DEFAULT_CANCEL_TEXT,
  inputType = 'text',
  defaultValue = '',
  placeholder = '',
  required = true,
  validate,
}: PromptOptions): Promise<string | null> {
  return new Promise((resolve) => {
    enqueue({
      kind: 'prompt',
      id: nextId++,
      title,
      message,
      confirmText,
      cancelText,
      inputType,
      defaultValue,
      placeholder,
      required,
      validate: (value) => validatePromptValue(value, inputType, required, validate),
      resolve,
    });
  });
}
