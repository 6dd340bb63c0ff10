import { useState } from 'react';
import { usePageReady } from '../../components/loading-overlay/page-ready';
import { ButtonLink } from '../../components/ui';
import { paths } from '../../config/paths';
import { errorMessage } from '../../lib/api-client';
import frame from '../../styles/page-frame.module.css';
import { ShopifyConnectForm } from './ShopifyConnectForm';
import { ShopifyConnectionCard } from './ShopifyConnectionCard';
import { ShopifySteps } from './ShopifySteps';
import { useShopifyConnection } from './shopify-api';
import styles from './ShopifySettingsPage.module.css';

/** /shopify (issue 31): connect a Shopify shop with a custom app's token and secret, see it, disconnect it. */
export function ShopifySettingsPage() {
  const query = useShopifyConnection();
  usePageReady(!query.isPending);
  const connection = query.data?.connection ?? null;
  // Set by a connect from the form, not by loading the page: only then does the card take the focus.
  const [connected, setConnected] = useState(false);
  return (
    <div className={`${frame.page} ${styles.page}`}>
      <header className={frame.header}>
        <h1>Shopify</h1>
        <p className={frame.lead}>
          Connect your Shopify shop so its orders, started checkouts and customers reach Jungle Mail directly,
          without an app from the app store.
        </p>
      </header>
      {query.isError && (
        <p role="alert" className={styles.error}>
          Could not load your Shopify connection: {errorMessage(query.error)}
        </p>
      )}
      {connection && <ShopifyConnectionCard connection={connection} focusHeading={connected} />}
      <ShopifySteps connected={connection !== null} />
      {query.isSuccess && (
        <ShopifyConnectForm reconnecting={connection !== null} onConnected={() => setConnected(true)} />
      )}
      <nav>
        <ButtonLink to={paths.websiteTracking} variant="outline">
          Back to website tracking
        </ButtonLink>
      </nav>
    </div>
  );
}
