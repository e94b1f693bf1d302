// The rich-text editor of guide pages and notices (TipTap): headings, lists, tables, links and images
// uploaded through the portal's file service. The toolbar is one tab stop (arrow keys move inside
// it, as the ARIA toolbar pattern asks); every button has a Korean name and shows its state.
// What it produces is only a proposal: the server sanitises the HTML before storing it.
// Until TipTap has made the editable (after hydration), the server-rendered text stands in its place,
// read-only: nothing can be typed into a field that is not ready and then lost when it is replaced. A
// click or tap on it is remembered, and the editor takes the focus (at the end) as soon as it is ready.
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Table, TableCell, TableHeader, TableRow } from '@tiptap/extension-table';
import Image from '@tiptap/extension-image';
import { api, ApiError } from '@/lib/api/client';
import { toast } from '@/lib/ui/toast';
import '@/styles/prosemirror.css';

interface Props {
  id: string;
  /** The label's id: the editable area is named by it. */
  labelledBy: string;
  initialHtml: string;
  onChange: (html: string) => void;
  invalid?: boolean;
  describedBy?: string;
}

interface Tool {
  key: string;
  label: string;
  text: string;
  run: (e: Editor) => void;
  active?: (e: Editor) => boolean;
  enabled?: (e: Editor) => boolean;
}

// The commands leave the focus where it is; the toolbar hands it back to the text at once (focus()
// of TipTap waits for the next frame, and what is typed in between would go to the button).
const chain = (e: Editor) => e.chain();

const TOOLS: Tool[][] = [
  [
    { key: 'bold', label: '굵게', text: '굵게', run: (e) => chain(e).toggleBold().run(), active: (e) => e.isActive('bold') },
    { key: 'italic', label: '기울임', text: '기울임', run: (e) => chain(e).toggleItalic().run(), active: (e) => e.isActive('italic') },
    { key: 'underline', label: '밑줄', text: '밑줄', run: (e) => chain(e).toggleUnderline().run(), active: (e) => e.isActive('underline') },
  ],
  [
    { key: 'h2', label: '제목 2', text: '제목2', run: (e) => chain(e).toggleHeading({ level: 2 }).run(), active: (e) => e.isActive('heading', { level: 2 }) },
    { key: 'h3', label: '제목 3', text: '제목3', run: (e) => chain(e).toggleHeading({ level: 3 }).run(), active: (e) => e.isActive('heading', { level: 3 }) },
    { key: 'h4', label: '제목 4', text: '제목4', run: (e) => chain(e).toggleHeading({ level: 4 }).run(), active: (e) => e.isActive('heading', { level: 4 }) },
  ],
  [
    { key: 'ul', label: '글머리 기호 목록', text: '• 목록', run: (e) => chain(e).toggleBulletList().run(), active: (e) => e.isActive('bulletList') },
    { key: 'ol', label: '번호 목록', text: '1. 목록', run: (e) => chain(e).toggleOrderedList().run(), active: (e) => e.isActive('orderedList') },
    { key: 'quote', label: '인용', text: '인용', run: (e) => chain(e).toggleBlockquote().run(), active: (e) => e.isActive('blockquote') },
  ],
  [
    { key: 'table', label: '표 넣기 (3×3, 머리글 행 포함)', text: '표', run: (e) => chain(e).insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run(), enabled: (e) => !e.isActive('table') },
    { key: 'row', label: '아래에 행 추가', text: '+행', run: (e) => chain(e).addRowAfter().run(), enabled: (e) => e.can().addRowAfter() },
    { key: 'col', label: '오른쪽에 열 추가', text: '+열', run: (e) => chain(e).addColumnAfter().run(), enabled: (e) => e.can().addColumnAfter() },
    { key: 'delrow', label: '행 삭제', text: '−행', run: (e) => chain(e).deleteRow().run(), enabled: (e) => e.can().deleteRow() },
    { key: 'delcol', label: '열 삭제', text: '−열', run: (e) => chain(e).deleteColumn().run(), enabled: (e) => e.can().deleteColumn() },
    { key: 'deltable', label: '표 삭제', text: '표 삭제', run: (e) => chain(e).deleteTable().run(), enabled: (e) => e.can().deleteTable() },
  ],
  [
    { key: 'undo', label: '실행 취소', text: '↶', run: (e) => chain(e).undo().run(), enabled: (e) => e.can().undo() },
    { key: 'redo', label: '다시 실행', text: '↷', run: (e) => chain(e).redo().run(), enabled: (e) => e.can().redo() },
  ],
];
const FLAT = TOOLS.flat();

/** Links the editor may make; the server's allow-list is the same. */
const LINK = /^(https?:\/\/|mailto:|\/(?!\/))/i;

export default function RichTextEditor({ id, labelledBy, initialHtml, onChange, invalid, describedBy }: Props) {
  const [focusKey, setFocusKey] = useState('bold');
  const [linkOpen, setLinkOpen] = useState(false);
  const [linkUrl, setLinkUrl] = useState('');
  const [imageAlt, setImageAlt] = useState('');
  const [uploading, setUploading] = useState(false);
  const toolbar = useRef<HTMLDivElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const wantsFocus = useRef(false);
  const standIn = useRef<HTMLDivElement>(null);

  const editor = useEditor({
    immediatelyRender: false,
    // Its base rules are in prosemirror.css: an injected <style> element is refused by the page's policy.
    injectCSS: false,
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        codeBlock: false,
        link: { openOnClick: false, autolink: true, defaultProtocol: 'https', protocols: ['mailto'], isAllowedUri: (url) => LINK.test(url) },
      }),
      Table.configure({ resizable: false }),
      TableRow,
      TableHeader,
      TableCell,
      Image.configure({ inline: false }),
    ],
    content: initialHtml,
    editorProps: {
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelledBy,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        class: `form-control rich-text-area post-content${invalid ? ' is-invalid' : ''}`,
        'data-testid': 'rich-text',
      },
    },
    onUpdate: ({ editor: e }) => onChange(e.getHTML()),
  });

  const state = useEditorState({
    editor,
    selector: ({ editor: e }) =>
      e ? { active: FLAT.map((t) => t.active?.(e) ?? false), enabled: FLAT.map((t) => t.enabled?.(e) ?? true), link: e.isActive('link') } : null,
  });

  // A tap before hydration focused the stand-in (it takes the focus natively; React's handlers are not
  // there yet): seen on the first commit, while it is still in the page.
  useEffect(() => {
    if (standIn.current && document.activeElement === standIn.current) wantsFocus.current = true;
  }, []);
  useEffect(() => {
    if (editor && wantsFocus.current) editor.commands.focus('end');
  }, [editor]);

  /** Runs a toolbar command on the text and gives the text the focus again in the same moment. */
  function apply(run: (e: Editor) => void) {
    if (!editor) return;
    run(editor);
    editor.view.focus();
  }

  function onToolbarKey(ev: KeyboardEvent<HTMLDivElement>) {
    const buttons = [...(toolbar.current?.querySelectorAll<HTMLButtonElement>('button[data-tool]:not(:disabled)') ?? [])];
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    if (at < 0) return;
    const next = ev.key === 'ArrowRight' ? at + 1 : ev.key === 'ArrowLeft' ? at - 1 : ev.key === 'Home' ? 0 : ev.key === 'End' ? buttons.length - 1 : null;
    if (next === null) return;
    ev.preventDefault();
    const i = (next + buttons.length) % buttons.length;
    setFocusKey(buttons[i].dataset.tool ?? 'bold');
    buttons[i].focus();
  }

  function openLink() {
    if (!editor) return;
    setLinkUrl((editor.getAttributes('link').href as string | undefined) ?? '');
    setLinkOpen(true);
  }

  function applyLink() {
    if (!editor) return;
    const url = linkUrl.trim();
    if (!url) {
      apply((e) => chain(e).extendMarkRange('link').unsetLink().run());
    } else if (!LINK.test(url)) {
      toast.error('링크는 http://, https://, mailto: 또는 포털 안의 주소(/로 시작)만 쓸 수 있습니다.');
      return;
    } else {
      apply((e) => chain(e).extendMarkRange('link').setLink({ href: url }).run());
    }
    setLinkOpen(false);
  }

  async function uploadImage(file: File) {
    if (!editor) return;
    if (!imageAlt.trim()) {
      toast.error('이미지 설명(대체 텍스트)을 먼저 입력해 주세요.');
      return;
    }
    const form = new FormData();
    form.append('file', file);
    setUploading(true);
    try {
      const res = await api.postForm<{ files: { linkUrlPath: string }[] }>('/api/files/upload', form);
      const src = `${res.data.files[0].linkUrlPath}?inline=Y`;
      apply((e) => chain(e).setImage({ src, alt: imageAlt.trim() }).run());
      setImageAlt('');
    } catch (err) {
      toast.error(err instanceof ApiError ? err.message : '이미지를 올리지 못했습니다.');
    } finally {
      setUploading(false);
      if (fileInput.current) fileInput.current.value = '';
    }
  }

  // The one tab stop of the toolbar: the last button used, or the first when that one is disabled now.
  const stopKey = focusKey === 'link' || state?.enabled[FLAT.findIndex((t) => t.key === focusKey)] !== false ? focusKey : 'bold';
  return (
    <div className="rich-text-editor">
      <div ref={toolbar} role="toolbar" aria-label="본문 서식" aria-controls={id} className="btn-toolbar gap-1 mb-2 flex-wrap" onKeyDown={onToolbarKey}>
        {TOOLS.map((group, g) => (
          <div className="btn-group" role="group" key={g}>
            {group.map((tool) => {
              const i = FLAT.indexOf(tool);
              const pressable = !!tool.active;
              return (
                <button
                  key={tool.key}
                  type="button"
                  data-tool={tool.key}
                  className={`btn btn-sm btn-outline-secondary tool-btn${state?.active[i] ? ' active' : ''}`}
                  aria-label={tool.label}
                  title={tool.label}
                  aria-pressed={pressable ? !!state?.active[i] : undefined}
                  disabled={!editor || state?.enabled[i] === false}
                  tabIndex={tool.key === stopKey ? 0 : -1}
                  onFocus={() => setFocusKey(tool.key)}
                  onClick={() => apply(tool.run)}
                >
                  {tool.text}
                </button>
              );
            })}
          </div>
        ))}
        <div className="btn-group" role="group">
          <button type="button" data-tool="link" className={`btn btn-sm btn-outline-secondary tool-btn${state?.link ? ' active' : ''}`} aria-pressed={!!state?.link} aria-expanded={linkOpen} tabIndex={stopKey === 'link' ? 0 : -1} onFocus={() => setFocusKey('link')} disabled={!editor} onClick={openLink}>
            링크
          </button>
        </div>
      </div>
      {linkOpen && (
        <div className="d-flex flex-wrap gap-2 mb-2 align-items-end" data-testid="link-form">
          <div className="flex-grow-1">
            <label htmlFor={`${id}-link`} className="form-label small mb-1">링크 주소 (비우면 링크 해제)</label>
            <input
              id={`${id}-link`}
              className="form-control form-control-sm"
              value={linkUrl}
              placeholder="https://"
              autoFocus
              onChange={(e) => setLinkUrl(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') {
                  e.preventDefault();
                  applyLink();
                }
                if (e.key === 'Escape') setLinkOpen(false);
              }}
            />
          </div>
          <button type="button" className="btn btn-sm btn-primary tool-btn" onClick={applyLink}>적용</button>
          <button type="button" className="btn btn-sm btn-outline-secondary tool-btn" onClick={() => setLinkOpen(false)}>닫기</button>
        </div>
      )}
      {editor ? (
        <EditorContent editor={editor} />
      ) : (
        // The stored text as it will be edited, not editable yet (stored HTML was sanitised by the server).
        <div
          ref={standIn}
          className="form-control rich-text-area post-content rich-text-loading"
          role="textbox"
          aria-multiline="true"
          aria-readonly="true"
          aria-busy="true"
          aria-labelledby={labelledBy}
          tabIndex={0}
          data-testid="rich-text-loading"
          onPointerDown={() => (wantsFocus.current = true)}
          onFocus={() => (wantsFocus.current = true)}
          dangerouslySetInnerHTML={{ __html: initialHtml }}
        />
      )}
      <div className="d-flex flex-wrap gap-2 mt-2 align-items-end">
        <div className="flex-grow-1">
          <label htmlFor={`${id}-alt`} className="form-label small mb-1">이미지 설명 (대체 텍스트)</label>
          <input id={`${id}-alt`} className="form-control form-control-sm" value={imageAlt} maxLength={200} onChange={(e) => setImageAlt(e.target.value)} />
        </div>
        <input ref={fileInput} id={`${id}-image`} type="file" accept="image/jpeg,image/png,image/gif,image/webp" className="visually-hidden" disabled={uploading} onChange={(e) => e.target.files?.[0] && void uploadImage(e.target.files[0])} />
        <label htmlFor={`${id}-image`} className={`btn btn-sm btn-outline-primary tool-btn mb-0${uploading ? ' disabled' : ''}`}>
          {uploading ? '올리는 중…' : '이미지 올리기'}
        </label>
      </div>
      <p className="small text-secondary mt-1 mb-0">JPG·PNG·GIF·WEBP 이미지만 본문에 넣을 수 있습니다. 저장할 때 허용되지 않은 태그와 속성은 지워집니다.</p>
    </div>
  );
}
