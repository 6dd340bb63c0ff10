import type { CSSProperties, ReactNode } from 'react';
import { POWERED_BY, type SubscriberBrand } from '../../../shared/contracts/brand';
import { useBareShell } from '../../app/layout/bare-shell';
import styles from './UnsubscribePage.module.css';

/**
 * The subscriber page's card in the shop's brand (issue 33): the shop's name on every plan, its logo and
 * colours on Premium, where the page shows no product navigation either; below it, on the other plans, the
 * small "Sent with Jungle Mail" line.
 */
export function ShopBrand({ shop, children }: { shop: SubscriberBrand | undefined; children: ReactNode }) {
  useBareShell(shop !== undefined && !shop.poweredBy);
  const c = shop?.colors;
  const look: CSSProperties | undefined = c
    ? ({ background: c.background, color: c.text, '--shop-link': c.link } as CSSProperties)
    : undefined;
  return (
    <div className={styles.card} style={look}>
      {shop && (
        <p className={styles.shop}>
          {shop.logoUrl ? (
            <img src={shop.logoUrl} alt={shop.shopName} className={styles.logo} />
          ) : (
            shop.shopName
          )}
        </p>
      )}
      {children}
      {shop?.poweredBy && <p className={styles.poweredBy}>{POWERED_BY}</p>}
    </div>
  );
}
