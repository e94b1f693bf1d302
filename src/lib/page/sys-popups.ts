// "오늘 하루 보지 않기": remembered per popup until the end of the day, in this browser only.
const key = (id: string) => `sysPopupHide_${id}`;
const today = () => new Date().toLocaleDateString('sv-SE', { timeZone: 'Asia/Seoul' });

export function setupSysPopups() {
  for (const dialog of document.querySelectorAll<HTMLDialogElement>('dialog.sys-popup')) {
    const id = dialog.dataset.popupId!;
    if (localStorage.getItem(key(id)) === today()) continue;
    dialog.addEventListener('close', () => {
      const box = dialog.querySelector<HTMLInputElement>('[data-hide-today]');
      if (box?.checked) localStorage.setItem(key(id), today());
    });
    dialog.showModal();
  }
}
