import { ButtonLink, Card } from '../../components/ui';
import { paths } from '../../config/paths';

/** On the tracking page when the site is on Shopify: the way to the Shopify connection. */
export function ShopifyLinkCard() {
  return (
    <Card
      title="Your site is on Shopify"
      description="Connect your shop so orders, started checkouts and customers who agreed to email marketing reach us straight from Shopify."
    >
      <div>
        <ButtonLink to={paths.shopify} variant="outline">
          Connect Shopify
        </ButtonLink>
      </div>
    </Card>
  );
}
