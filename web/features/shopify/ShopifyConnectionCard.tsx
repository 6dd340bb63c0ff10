import { useState } from 'react';
import type { ShopifyConnection } from '../../../shared/contracts/shopify';
import { Button, Card, ConfirmDialog } from '../../components/ui';
import { toast } from '../../lib/toast';
import { useDisconnectShopify } from './shopify-api';
import styles from './ShopifySettingsPage.module.css';

/** The connected shop: never the token or the secret, only their last 4 characters; Disconnect asks first. */
export function ShopifyConnectionCard({ connection }: { connection: ShopifyConnection }) {
  const disconnect = useDisconnectShopify();
  const [asking, setAsking] = useState(false);
  return (
    <Card title="Connected" description={`Since ${new Date(connection.connectedAt).toLocaleString()}`}>
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
