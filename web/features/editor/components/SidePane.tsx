/**
 * The side pane (docs/product.md › Editor screens: "chat or the element editor"): tabs for the element editor and the version
 * history, and a slot for the AI chat (issue 12 passes it as `chat`).
 */
import { useId, useState, type ReactNode } from 'react';
import styles from './SidePane.module.css';

export interface SideTab {
  id: string;
  label: string;
  content: ReactNode;
}

/** `initial`: the tab shown first (the first tab when not given). */
export function SidePane({ tabs, initial }: { tabs: SideTab[]; initial?: string | undefined }) {
  const [active, setActive] = useState(initial ?? tabs[0]?.id);
  const base = useId();
  const current = tabs.find((t) => t.id === active) ?? tabs[0];
  return (
    <section className={styles.pane} aria-label="Side pane">
      <div role="tablist" className={styles.tabs} aria-label="Side pane views">
        {tabs.map((t) => (
          <button
            key={t.id}
            type="button"
            role="tab"
            id={`${base}-${t.id}-tab`}
            aria-controls={`${base}-${t.id}`}
            aria-selected={t.id === current?.id}
            tabIndex={t.id === current?.id ? 0 : -1}
            className={styles.tab}
            onClick={() => setActive(t.id)}
            onKeyDown={(e) => {
              if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft') return;
              const i = tabs.findIndex((x) => x.id === t.id);
              const next = tabs[(i + (e.key === 'ArrowRight' ? 1 : tabs.length - 1)) % tabs.length]!;
              setActive(next.id);
              document.getElementById(`${base}-${next.id}-tab`)?.focus();
            }}
          >
            {t.label}
          </button>
        ))}
      </div>
      {current && (
        <div
          role="tabpanel"
          id={`${base}-${current.id}`}
          aria-labelledby={`${base}-${current.id}-tab`}
          className={styles.body}
        >
          {current.content}
        </div>
      )}
    </section>
  );
}
