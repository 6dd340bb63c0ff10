import { useState } from 'react';
import { Link } from 'react-router-dom';
import {
  buildCommerceSnippet,
  COMMERCE_PLATFORM_LABELS,
  COMMERCE_SNIPPET_HELP,
  commercePlatforms,
  type CommercePlatform,
} from '../../../shared/tracking/commerce-snippets';
import { Button, Card } from '../../components/ui';
import { paths } from '../../config/paths';
import { CopyCode } from './CopyCode';
import { useCommerceDrops } from './tracking-api';
import styles from './TrackingPage.module.css';

interface CommerceEventsPanelProps {
  setupId: string | undefined;
  /** The ingest's origin and the tracking id; undefined until the id is known. */
  target: { origin: string; trackingId: string } | undefined;
}

/**
 * Issue 31: how to send product views, carts, checkouts and orders from Shopify, WooCommerce or any site,
 * copyable, and how many events were dropped for not matching the schema (with the last problem).
 */
export function CommerceEventsPanel({ setupId, target }: CommerceEventsPanelProps) {
  const [platform, setPlatform] = useState<CommercePlatform>('shopify');
  const drops = useCommerceDrops(setupId);
  const snippet = target ? buildCommerceSnippet(platform, target) : undefined;

  return (
    <Card
      title="Shop events: views, carts, checkouts and orders"
      description="Send what shoppers do so contacts show their orders, analytics shows revenue, and campaigns get credit for the sales they bring."
      className={styles.step}
    >
      <div role="group" aria-label="Your shop platform" className={styles.platforms}>
        {commercePlatforms.map((p) => (
          <Button
            key={p}
            size="sm"
            variant={p === platform ? 'primary' : 'outline'}
            aria-pressed={p === platform}
            onClick={() => setPlatform(p)}
          >
            {COMMERCE_PLATFORM_LABELS[p]}
          </Button>
        ))}
      </div>
      <p>{COMMERCE_SNIPPET_HELP[platform]}</p>
      {platform === 'shopify' && (
        <p>
          Orders, started checkouts and customers can also come straight from Shopify, without code in your
          theme: <Link to={paths.shopify}>connect your Shopify shop</Link>.
        </p>
      )}
      <CopyCode
        code={snippet}
        label={`Code for ${COMMERCE_PLATFORM_LABELS[platform]}`}
        buttonLabel="Copy Code"
        failure="Could not copy the code."
      />
      {drops.data && (
        <p role="status" className={`${styles.result} ${styles.error}`}>
          {`${drops.data.count} ${drops.data.count === 1 ? 'event was' : 'events were'} dropped: ${drops.data.lastMessage}`}
        </p>
      )}
    </Card>
  );
}
