// Plain (server-rendered) forms check their required controls themselves, so the message is Korean
// and stands under the field, whatever the browser's language: forms marked data-ko-validate.
const DEFAULT_MESSAGE = '필수 입력 항목입니다.';

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

function missing(el: Control) {
  if (el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio')) return !el.checked;
  return el.value.trim() === '';
}

function feedbackOf(el: Control) {
  const anchor = el.closest('.form-check') ?? el;
  const id = `${el.id || el.name}-required`;
  let box = document.getElementById(id);
  if (!box) {
    box = document.createElement('div');
    box.id = id;
    box.className = 'invalid-feedback d-block';
    anchor.insertAdjacentElement('afterend', box);
  }
  return box;
}

function show(el: Control, message: string | null) {
  const box = feedbackOf(el);
  box.textContent = message ?? '';
  el.classList.toggle('is-invalid', !!message);
  if (message) {
    el.setAttribute('aria-invalid', 'true');
    el.setAttribute('aria-describedby', box.id);
  } else el.removeAttribute('aria-invalid');
}

export function koreanRequiredMessages(root: ParentNode = document) {
  for (const form of root.querySelectorAll<HTMLFormElement>('form[data-ko-validate]')) {
    form.noValidate = true;
    const controls = () => [...form.querySelectorAll<Control>('[required]')];
    for (const el of controls()) el.addEventListener(el instanceof HTMLInputElement && el.type === 'checkbox' ? 'change' : 'input', () => !missing(el) && show(el, null));
    form.addEventListener('submit', (event) => {
      const bad = controls().filter(missing);
      for (const el of controls()) show(el, missing(el) ? (el.dataset.requiredMessage ?? DEFAULT_MESSAGE) : null);
      if (bad.length) {
        event.preventDefault();
        bad[0].focus();
      }
    });
  }
}
