// Minimal React rendering for island tests, without a testing-library dependency.
import { act, type ReactElement } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

export interface Rendered {
  container: HTMLElement;
  unmount: () => void;
}

export function render(element: ReactElement): Rendered {
  const container = document.createElement('div');
  document.body.append(container);
  let root: Root;
  act(() => {
    root = createRoot(container);
    root.render(element);
  });
  return {
    container,
    unmount: () => {
      act(() => root.unmount());
      container.remove();
    },
  };
}

export interface Hydrated {
  container: HTMLElement;
  /** Recoverable errors React reported while hydrating (a mismatch with the server markup). */
  errors: unknown[];
  done: () => void;
}

/** Renders the element to HTML as the server does, then hydrates it in place as the browser does. */
export async function hydrate(element: ReactElement): Promise<Hydrated> {
  const container = document.createElement('div');
  container.innerHTML = renderToString(element);
  document.body.append(container);
  const errors: unknown[] = [];
  const root = await act(async () => hydrateRoot(container, element, { onRecoverableError: (e) => errors.push(e) }));
  return {
    container,
    errors,
    done: () => {
      act(() => root.unmount());
      container.remove();
    },
  };
}

/** React listens for mouseover/mouseout to synthesise onMouseEnter / onMouseLeave. */
export function hover(element: Element): void {
  act(() => {
    element.dispatchEvent(new MouseEvent('mouseover', { bubbles: true, relatedTarget: document.body }));
  });
}

export function unhover(element: Element): void {
  act(() => {
    element.dispatchEvent(new MouseEvent('mouseout', { bubbles: true, relatedTarget: document.body }));
  });
}

export function click(element: Element): void {
  act(() => {
    (element as HTMLElement).click();
  });
}

export function type(input: HTMLInputElement, value: string): void {
  act(() => {
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    setter.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

export { act };
