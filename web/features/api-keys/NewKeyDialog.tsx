import { useState } from 'react';
import { Button, Dialog } from '../../components/ui';
import styles from './ApiKeys.module.css';

/** The new key, shown this once, with a copy button and the words that it will not be shown again. */
export function NewKeyDialog({ secret, onClose }: { secret: string | null; onClose: () => void }) {
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret ?? '');
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  };
  return (
    <Dialog
      open={secret !== null}
      onClose={() => {
        setCopied(null);
        onClose();
      }}
      title="Your new API key"
      description="Copy it now and keep it somewhere safe: it will not be shown again. We keep only a fingerprint of it."
      footer={
        <Button
          onClick={() => {
            setCopied(null);
            onClose();
          }}
        >
          Done
        </Button>
      }
    >
      <div className={styles.secretRow}>
        <code className={styles.secret} data-testid="api-key-secret">
          {secret}
        </code>
        <Button variant="outline" onClick={() => void copy()}>
          Copy
        </Button>
      </div>
      <p role="status" className={styles.copied}>
        {copied === 'yes'
          ? 'Copied.'
          : copied === 'failed'
            ? 'Could not copy: select the key and copy it.'
            : ''}
      </p>
    </Dialog>
  );
}
