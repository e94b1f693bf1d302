// Places the blocks of a server-rendered timetable grid whose island has not hydrated yet (it loads
// its code when the reader reaches for it): each block carries its position in data attributes,
// set here through the CSSOM, which the page's style policy allows. Overlapping blocks stay side by
// side until the island takes over (on a phone it then merges them into one block).
export function placeBlocks(root: ParentNode = document): void {
  for (const grid of root.querySelectorAll<HTMLElement>('.tt-grid:not(.tt-ready)')) {
    for (const block of grid.querySelectorAll<HTMLElement>('.tt-block[data-top]')) {
      const { top = '', height = '', left = '', width = '' } = block.dataset;
      Object.assign(block.style, { top, height, left, width });
    }
    grid.classList.add('tt-ready');
  }
}
