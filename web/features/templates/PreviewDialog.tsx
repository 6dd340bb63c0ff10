import { useState } from 'react';
import type { BrandKit } from '../../../shared/contracts/brand';
import { Button, Dialog } from '../../components/ui';
import type { GalleryItem } from './gallery';
import { templateHtml } from './template-html';
import styles from './Templates.module.css';

/** A template at desktop width or 375 px, light or dark, in the shop's brand. */
export function PreviewDialog({
  item,
  brand,
  onClose,
  onUse,
}: {
  item: GalleryItem;
  brand: BrandKit;
  onClose: () => void;
  onUse: () => void;
}) {
  const [narrow, setNarrow] = useState(false);
  const [dark, setDark] = useState(false);
  return (
    <Dialog
      open
      size="wide"
      onClose={onClose}
      title={item.info.name}
      description={item.locked ? 'Part of the Pro and Premium plans.' : 'In your brand kit.'}
      footer={item.locked ? undefined : <Button onClick={onUse}>Use this template</Button>}
    >
      <div className={styles.toggles} role="group" aria-label="Preview options">
        <Button
          size="sm"
          variant={narrow ? 'ghost' : 'secondary'}
          aria-pressed={!narrow}
          onClick={() => setNarrow(false)}
        >
          Desktop
        </Button>
        <Button
          size="sm"
          variant={narrow ? 'secondary' : 'ghost'}
          aria-pressed={narrow}
          onClick={() => setNarrow(true)}
        >
          375 px
        </Button>
        <Button
          size="sm"
          variant={dark ? 'secondary' : 'ghost'}
          aria-pressed={dark}
          onClick={() => setDark((d) => !d)}
        >
          Dark
        </Button>
      </div>
      <iframe
        className={styles.preview}
        style={{ width: narrow ? 375 : '100%' }}
        title={`${item.info.name} preview`}
        sandbox=""
        srcDoc={templateHtml(item.info.id, brand, dark ? 'always' : 'never')}
      />
    </Dialog>
  );
}
