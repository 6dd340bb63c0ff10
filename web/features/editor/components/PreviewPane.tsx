/** The preview pane: the mobile and dark-mode switches over the live preview. */
import { useMemo, useState } from 'react';
import {
  previewListLinks,
  renderEmailHtml,
  withListLinks,
  type EmailDocument,
} from '../../../../shared/email';
import { PreviewFrame, type PlaceholderClick } from './PreviewFrame';
import styles from './Preview.module.css';

interface Props {
  doc: EmailDocument;
  selectedId: string | undefined;
  highlights?: { added: string[]; edited: string[] };
  onSelect: (id: string) => void;
  onPlaceholder: (click: PlaceholderClick) => void;
}

export function PreviewPane({ doc, selectedId, highlights, onSelect, onPlaceholder }: Props) {
  const [mobile, setMobile] = useState(false);
  const [dark, setDark] = useState(false);
  const html = useMemo(
    // The unsubscribe and preferences links are ours: in the preview they open the harmless /u/preview page.
    () =>
      renderEmailHtml(withListLinks(doc, previewListLinks(window.location.origin)), {
        mode: 'preview',
        dark: dark ? 'always' : 'never',
      }),
    [doc, dark],
  );
  return (
    <section className={styles.pane} aria-label="Preview">
      <div className={styles.toolbar}>
        <label className={styles.toggle}>
          <input
            type="checkbox"
            role="switch"
            checked={mobile}
            onChange={(e) => setMobile(e.target.checked)}
          />
          Mobile view
        </label>
        <label className={styles.toggle}>
          <input type="checkbox" role="switch" checked={dark} onChange={(e) => setDark(e.target.checked)} />
          Dark mode
        </label>
      </div>
      <PreviewFrame
        html={html}
        mobile={mobile}
        selectedId={selectedId}
        highlights={highlights}
        onSelect={onSelect}
        onPlaceholder={onPlaceholder}
      />
    </section>
  );
}
