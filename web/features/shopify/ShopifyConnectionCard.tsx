import { useEffect, useRef, useState } from 'react';
import type { ShopifyConnection } from '../../../shared/contracts/shopify';
import { Button, Card, ConfirmDialog } from '../../components/ui';
import { dateTimeText } from '../../lib/date-text';
import { toast } from '../../lib/toast';
import { useDisconnectShopify } from './shopify-api';
import styles from './ShopifySettingsPage.module.css';

/**
 * The connected shop: never the token or the secret, only their last 4 characters; Disconnect asks first.
 * With `focusHeading` (just connected from the form below it), its heading takes the focus: on a phone the
 * card is above the fold, and focus brings it into view and has screen readers say it.
 */
export function ShopifyConnectionCard({
  connection,
  focusHeading = false,
}: {
  connection: ShopifyConnection;
  focusHeading?: boolean;
}) {
  const disconnect = useDisconnectShopify();
  const [asking, setAsking] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  // connectedAt too: connecting again with new keys, the card is already there.
  useEffect(() => {
    if (focusHeading) heading.current?.focus();
  }, [focusHeading, connection.connectedAt]);
  return (
    <Card title="Connected" titleRef={heading} description={`Since ${dateTimeText(connection.connectedAt)}`}>
      <dl className={styles.facts}>
        <dt>Shop</dt>
        <dd>{connection.shop}</dd>
        <dt>Access token</dt>
        <dd>•••• {connection.tokenLast4}</dd>
        <dt>API secret key</dt>
        <dd>•••• {connection.secretLast4}</dd>
        <dt>Webhooks</dt>
        <dd>{connection.topics.join(', ')}</dd>
        <dt>Delivered to</dt>
        <dd className={styles.address}>{connection.webhookAddress}</dd>
      </dl>
      <div>
        <Button variant="destructive" onClick={() => setAsking(true)}>
          Disconnect
        </Button>
      </div>
      <ConfirmDialog
        open={asking}
        title="Disconnect Shopify?"
        description="We delete our webhooks from your shop and stop taking its orders, checkouts and customers. Events and contacts already received stay."
        confirmLabel="Disconnect"
        busyLabel="Disconnecting..."
        variant="destructive"
        onClose={() => setAsking(false)}
        onConfirm={async () => {
          await disconnect.mutateAsync();
          setAsking(false);
          toast({
            title: 'Shopify disconnected',
            description: `${connection.shop} no longer sends us events.`,
          });
        }}
      />
    </Card>
  );
}
