import { SHOPIFY_WEBHOOK_TOPICS } from '../../../shared/contracts/shopify';
import { Card } from '../../components/ui';

/**
 * The step-by-step words: making the custom app whose token and secret the form takes. Once a shop is
 * connected they are folded away under a summary: they matter again only for new keys.
 */
export function ShopifySteps({ connected }: { connected: boolean }) {
  if (connected)
    return (
      <Card title="New keys" titleLevel={2}>
        <details>
          <summary>How to make a custom app in Shopify</summary>
          <Steps />
        </details>
      </Card>
    );
  return (
    <Card title="Before you connect: make a custom app in Shopify" titleLevel={2}>
      <Steps />
    </Card>
  );
}

function Steps() {
  return (
    <>
      <ol>
        <li>
          In your Shopify admin, open <strong>Settings → Apps and sales channels → Develop apps</strong> (if
          asked, click <strong>Allow custom app development</strong> first).
        </li>
        <li>
          Click <strong>Create an app</strong> and name it <em>Jungle Mail</em>.
        </li>
        <li>
          Under <strong>Configuration → Admin API integration</strong>, tick the scopes{' '}
          <code>read_orders</code>, <code>read_customers</code> and <code>read_checkouts</code>, then save.
        </li>
        <li>
          Click <strong>Install app</strong>.
        </li>
        <li>
          Under <strong>API credentials</strong>, reveal and copy the <strong>Admin API access token</strong>{' '}
          (Shopify shows it only once), and copy the <strong>API secret key</strong>: Shopify signs every
          webhook with it.
        </li>
        <li>Paste both below with your shop&apos;s myshopify.com address, and click Connect.</li>
      </ol>
      <p>
        We then subscribe to {SHOPIFY_WEBHOOK_TOPICS.join(', ')}: orders and started checkouts become events
        on your contacts, and customers who said yes to email marketing in Shopify become subscribed contacts.
        Customers who did not are never sent marketing.
      </p>
    </>
  );
}
