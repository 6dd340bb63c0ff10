/**
 * /subscribe/confirm/:token (public, no sign-in): the page the double opt-in mail's link opens (issue 30).
 * Opening it changes nothing, so a mail gateway's link scanner confirms nobody; its button is a plain form
 * post to POST /api/subscribe/confirm/{token}, which answers with the /subscribed page of the result.
 */
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { subscribeTexts } from '../../../shared/contracts/subscribe';
import { usePageReady } from '../../components/loading-overlay/page-ready';
import { Button } from '../../components/ui/Button';
import { getRuntimeConfig } from '../../config/env';
import { buildApiUrl } from '../../lib/api-client';
import { ShopBrand } from './ShopBrand';
import { rememberOptinLink, useOptinShop } from './use-optin-shop';
import styles from './UnsubscribePage.module.css';

const T = subscribeTexts.confirmPage;

export function ConfirmSubscriptionPage() {
  const { token = '' } = useParams();
  const [sending, setSending] = useState(false);
  usePageReady(true);
  // Issue 33: the shop of the link, in its brand on Premium.
  const shop = useOptinShop(token);
  const action = buildApiUrl(
    getRuntimeConfig().apiBase,
    `/api/subscribe/confirm/${encodeURIComponent(token)}`,
  );
  return (
    <div className={styles.wrap}>
      <ShopBrand shop={shop}>
        <form
          className={styles.confirmForm}
          method="post"
          action={action}
          onSubmit={() => {
            rememberOptinLink(token);
            setSending(true);
          }}
        >
          <h1 className={styles.title}>{T.title}</h1>
          <p>{T.body}</p>
          <Button type="submit" loading={sending} disabled={sending}>
            {sending ? T.busy : T.button}
          </Button>
        </form>
      </ShopBrand>
    </div>
  );
}
