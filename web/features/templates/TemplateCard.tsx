import type { BrandKit } from '../../../shared/contracts/brand';
import { Button, ButtonLink } from '../../components/ui';
import { paths } from '../../config/paths';
import type { GalleryItem } from './gallery';
import { templateHtml } from './template-html';
import styles from './Templates.module.css';
import { useCan } from '../teams/use-can';

/** One template: a scaled-down live preview in the shop's brand, its name, and Use / Preview (or Upgrade). */
export function TemplateCard({
  item,
  brand,
  busy,
  onUse,
  onPreview,
}: {
  item: GalleryItem;
  brand: BrandKit;
  busy: boolean;
  onUse: () => void;
  onPreview: () => void;
}) {
  const { info, locked } = item;
  const canUse = useCan('templateStart'); // issue 34: a viewer previews only
  // WCAG 2.5.3 (Label in Name): the accessible name starts with the visible text, then names the template.
  const useText = busy ? 'Creating...' : 'Use this template';
  return (
    <li className={styles.card}>
      <div className={styles.thumb} aria-hidden="true">
        <iframe title="" tabIndex={-1} loading="lazy" sandbox="" srcDoc={templateHtml(info.id, brand)} />
      </div>
      <h3 className={styles.name}>
        {info.name}
        {locked && <span className={styles.badge}>Pro</span>}
      </h3>
      <div className={styles.actions}>
        {!canUse ? null : locked ? (
          <ButtonLink to={paths.subscription} size="sm" aria-label={`Upgrade to use ${info.name}`}>
            Upgrade to use
          </ButtonLink>
        ) : (
          <Button size="sm" loading={busy} onClick={onUse} aria-label={`${useText}: ${info.name}`}>
            {useText}
          </Button>
        )}
        <Button size="sm" variant="outline" onClick={onPreview} aria-label={`Preview ${info.name}`}>
          Preview
        </Button>
      </div>
    </li>
  );
}
