/**
 * The email in an iframe, rewritten in place as the user types (no reload, scroll kept): the first
 * write goes through document.write (so the page is in standards mode), later ones replace the <html>
 * element's content. Clicks select elements; placeholders open the link modal or the file picker.
 * Each update ends with the performance mark 'jm-preview-updated' (tests/bench reads it).
 */
import { useEffect, useLayoutEffect, useRef } from 'react';
import styles from './Preview.module.css';

export interface PlaceholderClick {
  kind: 'image' | 'link';
  elementId: string;
  index: number | undefined;
}

interface Props {
  html: string;
  mobile: boolean;
  selectedId: string | undefined;
  /** Pending AI changes: additions outlined green dashed, edits yellow solid (docs/product.md › Pending changes). */
  highlights?: { added: string[]; edited: string[] };
  onSelect: (id: string) => void;
  onPlaceholder: (click: PlaceholderClick) => void;
}

export const PREVIEW_MIN_HEIGHT = 300;
const EDITOR_CSS =
  '[data-element-id],[data-section-id]{cursor:pointer}' +
  '[data-element-id]:hover{outline:1px dashed #1565c0;outline-offset:-1px}' +
  '[data-placeholder]{cursor:pointer}';

const inner = (html: string): string => {
  const start = html.indexOf('>', html.indexOf('<html')) + 1;
  const end = html.lastIndexOf('</html>');
  return html.slice(start, end < 0 ? undefined : end);
};

const outlineRule = (ids: string[], rule: string): string =>
  ids.length === 0
    ? ''
    : ids
        .map((id) => `[data-element-id="${CSS.escape(id)}"],[data-section-id="${CSS.escape(id)}"]`)
        .join(',') + `{outline:${rule}!important;outline-offset:-2px}`;

export function PreviewFrame({ html, mobile, selectedId, highlights, onSelect, onPlaceholder }: Props) {
  const frame = useRef<HTMLIFrameElement>(null);
  const written = useRef(false);
  const handlers = useRef({ onSelect, onPlaceholder });
  useEffect(() => {
    handlers.current = { onSelect, onPlaceholder };
  });

  useLayoutEffect(() => {
    const doc = frame.current?.contentDocument;
    if (!doc) return;
    if (!written.current) {
      doc.open();
      doc.write(html);
      doc.close();
      written.current = true;
      doc.addEventListener('click', (event) => {
        const target = event.target instanceof doc.defaultView!.Element ? event.target : null;
        event.preventDefault();
        if (!target) return;
        const placeholder = target.closest<HTMLElement>('[data-placeholder]');
        if (placeholder?.dataset.elementId) {
          const index = placeholder.dataset.linkIndex;
          handlers.current.onPlaceholder({
            kind: placeholder.dataset.placeholder === 'image' ? 'image' : 'link',
            elementId: placeholder.dataset.elementId,
            index: index === undefined ? undefined : Number(index),
          });
        }
        const el = target.closest<HTMLElement>('[data-element-id],[data-section-id]');
        const id = el?.dataset.elementId ?? el?.dataset.sectionId;
        if (id) handlers.current.onSelect(id);
      });
    } else {
      doc.documentElement.innerHTML = inner(html);
    }
    const style = doc.createElement('style');
    style.id = 'jm-editor';
    style.textContent = EDITOR_CSS;
    doc.head.appendChild(style);
    performance.mark('jm-preview-updated');
  }, [html]);

  // Selection outline, and the frame's height following its content (at least 300 px).
  useLayoutEffect(() => {
    const doc = frame.current?.contentDocument;
    if (!doc?.head) return;
    let sel = doc.getElementById('jm-selected');
    if (!sel) {
      sel = doc.createElement('style');
      sel.id = 'jm-selected';
      doc.head.appendChild(sel);
    }
    sel.textContent =
      outlineRule(highlights?.added ?? [], '2px dashed #2e7d32') +
      outlineRule(highlights?.edited ?? [], '2px solid #f9a825') +
      outlineRule(selectedId ? [selectedId] : [], '2px solid #1565c0');
  }, [selectedId, highlights, html]);

  useEffect(() => {
    const iframe = frame.current;
    const doc = iframe?.contentDocument;
    if (!iframe || !doc?.body) return;
    const fit = () => {
      iframe.style.height = Math.max(PREVIEW_MIN_HEIGHT, doc.documentElement.scrollHeight) + 'px';
    };
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(doc.body);
    return () => observer.disconnect();
  }, [html, mobile]);

  useEffect(() => {
    if (!selectedId) return;
    const doc = frame.current?.contentDocument;
    const el = doc?.querySelector(
      `[data-element-id="${CSS.escape(selectedId)}"],[data-section-id="${CSS.escape(selectedId)}"]`,
    );
    el?.scrollIntoView({ block: 'nearest' });
  }, [selectedId]);

  return (
    // Focusable, so a keyboard user can scroll the preview where it overflows (narrow screens).
    <div className={styles.stage} tabIndex={0} role="region" aria-label="Email preview area">
      <iframe
        ref={frame}
        title="Email preview"
        className={mobile ? styles.mobile : styles.desktop}
        style={{ minHeight: PREVIEW_MIN_HEIGHT }}
        data-testid="email-preview"
      />
    </div>
  );
}
