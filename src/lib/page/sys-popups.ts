// System popups, one at a time: the next one opens when the current one is closed. "오늘 하루 보지
// 않기" is remembered per popup until the end of the day, in this browser only. The day is the
// portal's, written into each dialog by the server (data-today), so no calendar code comes to the page.
const key = (id: string) => `sysPopupHide_${id}`;

export function setupSysPopups() {
  const queue = [...document.querySelectorAll<HTMLDialogElement>('dialog.sys-popup')].filter((d) => localStorage.getItem(key(d.dataset.popupId!)) !== d.dataset.today);
  const next = () => queue.shift()?.showModal();
  for (const dialog of queue) {
    dialog.addEventListener('close', () => {
      const box = dialog.querySelector<HTMLInputElement>('[data-hide-today]');
      if (box?.checked) localStorage.setItem(key(dialog.dataset.popupId!), dialog.dataset.today!);
      next();
    });
  }
  next();
}
