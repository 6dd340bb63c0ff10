import { useId } from 'react';
import { Button } from '../../components/ui';
import { toast } from '../../lib/toast';
import { copyText } from './copy-text';
import styles from './TrackingPage.module.css';

interface CopyCodeProps {
  /** The code to show and copy; nothing is shown (and the button is disabled) until it is known. */
  code: string | undefined;
  /** What the code is, for screen readers ('Your tracking script'). */
  label: string;
  /** The button's words ('Copy Script'). */
  buttonLabel: string;
  /** The toast's words when the browser refuses ('Could not copy script.'). */
  failure: string;
}

/**
 * A block of code to paste into the shop's site, with its copy button: 'Copied!' or 'Copy Failed'
 * (docs/product.md › Tracking page). The block is focusable so keyboard users can scroll it.
 */
export function CopyCode({ code, label, buttonLabel, failure }: CopyCodeProps) {
  const labelId = useId();

  async function copy() {
    if (!code) return;
    try {
      await copyText(code);
      toast({ title: 'Copied!' });
    } catch {
      toast({ title: 'Copy Failed', description: failure, variant: 'destructive' });
    }
  }

  return (
    <>
      {code && (
        <figure className={styles.snippet}>
          <figcaption id={labelId} className="sr-only">
            {label}
          </figcaption>
          <pre className={styles.code} tabIndex={0} aria-labelledby={labelId}>
            <code>{code}</code>
          </pre>
        </figure>
      )}
      <div className={styles.actions}>
        <Button onClick={copy} disabled={!code}>
          {buttonLabel}
        </Button>
      </div>
    </>
  );
}
