// Saving a timetable as a calendar file or a picture. The libraries load only when a student asks
// for a file, so the page itself stays light.
import FileSaver from 'file-saver';
import { buildCalendar, safeFileName, type CalendarInput } from '@/lib/learning/timetable';
import { toast } from '@/lib/ui/toast';

export async function downloadCalendar(input: CalendarInput, fileName: string): Promise<void> {
  if (!input.sections.length) {
    toast.info('내보낼 수업이 없습니다.');
    return;
  }
  try {
    const text = await buildCalendar(input);
    FileSaver.saveAs(new Blob([text], { type: 'text/calendar;charset=utf-8' }), `${safeFileName(fileName)}.ics`);
  } catch (err) {
    console.error('iCalendar export failed', err);
    toast.error('캘린더 파일을 만들지 못했습니다.');
  }
}

export async function downloadImage(node: HTMLElement | null, fileName: string): Promise<void> {
  if (!node) return;
  try {
    const { toBlob } = await import('html-to-image');
    // Twice the pixels, so the picture stays sharp on a phone screen; a white page behind the grid.
    // The web font is not embedded: inlining its ~90 subset files takes seconds, and the device's own
    // Korean font (next in the font stack) draws the picture just as legibly.
    const blob = await toBlob(node, { pixelRatio: 2, backgroundColor: '#ffffff', skipFonts: true });
    if (!blob) throw new Error('empty image');
    FileSaver.saveAs(blob, `${safeFileName(fileName)}.png`);
  } catch (err) {
    console.error('image export failed', err);
    toast.error('시간표 이미지를 만들지 못했습니다.');
  }
}
