import type { ReactNode } from 'react';
import { Button } from '../../components/ui';
import { toast } from '../../lib/toast';
import { copyText } from '../tracking/copy-text';
import styles from './DnsDialog.module.css';

/** One copyable value: label, the exact text (monospace, wrapping), a Copy button and optional notes. */
export function CopyField({
  label,
  value,
  copyLabel = label,
  children,
}: {
  label: string;
  value: string;
  /** The name used in the toast and the button's accessible name. */
  copyLabel?: string;
  children?: ReactNode;
}) {
  async function copy() {
    try {
      await copyText(value);
      toast({ title: `${copyLabel} Copied` });
    } catch (error) {
      console.error(`Could not copy ${copyLabel}`, error);
      toast({ title: 'Copy Failed', description: `Could not copy ${copyLabel}.`, variant: 'destructive' });
    }
  }
  return (
    <div className={styles.copyField} data-field={label}>
      <div className={styles.copyHead}>
        <span className={styles.copyLabel}>{label}</span>
        <Button size="sm" variant="outline" onClick={() => void copy()} aria-label={`Copy ${copyLabel}`}>
          Copy
        </Button>
      </div>
      <code className={styles.copyValue}>{value}</code>
      {children}
    </div>
  );
}
