// `client:interaction`: an island whose server-rendered HTML is already complete (a form showing its
// values) downloads its code only when the reader reaches for it: pointer over or down, a touch, focus
// or a key inside it. Nothing typed or pressed in the moment before the code arrives is lost: values
// typed are put back after hydration (the form library resets its fields to their defaults when it
// attaches), a click is clicked again and a form submission is sent again once the island can
// handle it; until then the browser's own submission (a GET with the fields in the URL) is held.
import type { ClientDirective } from 'astro';

const START = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const;

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** Sets a value so that React sees a change (its own tracker ignores assignments through the element). */
function setNativeValue(field: Field, value: string) {
  const proto = field instanceof HTMLSelectElement ? HTMLSelectElement.prototype : field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

/** React marks every element it has hydrated with a `__reactFiber$…` property. */
const hydratedByReact = (el: Element) => Object.keys(el).some((k) => k.startsWith('__reactFiber'));

const interactionDirective: ClientDirective = (load, _options, el) => {
  const typed = new Map<Field, string>();
  let pending: (() => void) | null = null;
  let started = false;

  const onInput = (event: Event) => {
    const field = event.target as Field;
    if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio' || field.type === 'file')) return;
    if ('value' in field) typed.set(field, field.value);
  };
  const onClick = (event: Event) => {
    const target = event.target as HTMLElement;
    const control = target.closest('button, a[href], input[type="checkbox"], input[type="radio"], label, summary');
    if (!control) return;
    event.preventDefault();
    event.stopPropagation();
    pending = () => (control as HTMLElement).click();
  };
  const onSubmit = (event: Event) => {
    event.preventDefault();
    event.stopPropagation();
    const form = event.target as HTMLFormElement;
    pending ??= () => form.requestSubmit();
  };

  const start = async () => {
    if (started) return;
    started = true;
    for (const name of START) el.removeEventListener(name, start, true);
    const hydrate = await load();
    await hydrate();
    // React hydrates in a transition, after this call returns: wait until its nodes are its own.
    const first = el.firstElementChild;
    for (let i = 0; first && i < 200 && !hydratedByReact(first); i++) await new Promise((r) => setTimeout(r, 10));
    await new Promise((r) => setTimeout(r, 0));
    el.removeEventListener('input', onInput, true);
    el.removeEventListener('change', onInput, true);
    el.removeEventListener('click', onClick, true);
    el.removeEventListener('submit', onSubmit, true);
    for (const [field, value] of typed) if (field.isConnected && field.value !== value) setNativeValue(field, value);
    pending?.();
  };

  el.addEventListener('input', onInput, true);
  el.addEventListener('change', onInput, true);
  el.addEventListener('click', onClick, true);
  el.addEventListener('submit', onSubmit, true);
  for (const name of START) el.addEventListener(name, start, { capture: true, passive: true });
  // Focus already inside (autofocus, or a reader quicker than the script): start at once.
  if (el.contains(document.activeElement)) void start();
};

export default interactionDirective;
