import { useRef, useState, type FormEvent } from 'react';
import { Button, Card, Field, Input } from '../../components/ui';
import { toast } from '../../lib/toast';
import { connectErrors, firstRefusedField } from './connect-errors';
import { useConnectShopify } from './shopify-api';
import styles from './ShopifySettingsPage.module.css';

/**
 * The form: shop address, token and secret. What was typed stays after a failure, and the focus moves to the
 * first refused field (on a phone the form is long: the refusal would otherwise be out of sight); the secrets
 * are cleared after success.
 */
export function ShopifyConnectForm({
  reconnecting,
  onConnected,
}: {
  reconnecting: boolean;
  /** After a successful connect (the page moves the focus to the Connected card). */
  onConnected?: () => void;
}) {
  const connect = useConnectShopify();
  const [shop, setShop] = useState('');
  const [accessToken, setAccessToken] = useState('');
  const [webhookSecret, setWebhookSecret] = useState('');
  const form = useRef<HTMLFormElement>(null);
  const errors = connectErrors(connect.isError ? connect.error : undefined);

  function submit(event: FormEvent) {
    event.preventDefault();
    connect.mutate(
      { shop, accessToken, webhookSecret },
      {
        onError: (error) => {
          const field = firstRefusedField(connectErrors(error));
          const input = field ? form.current?.elements.namedItem(field) : null;
          if (input instanceof HTMLElement) input.focus();
        },
        onSuccess: ({ connection }) => {
          setAccessToken('');
          setWebhookSecret('');
          onConnected?.();
          toast({
            title: 'Shopify connected',
            description: `${connection?.shop ?? shop} now sends us its events.`,
          });
        },
      },
    );
  }

  return (
    <Card title={reconnecting ? 'Connect again with new keys' : 'Connect your shop'}>
      <form ref={form} className={styles.form} onSubmit={submit} noValidate>
        <Field
          label="Shop address"
          hint="It ends in .myshopify.com, even if your shop has its own domain."
          error={errors.fields.shop}
        >
          <Input
            name="shop"
            value={shop}
            onChange={(e) => setShop(e.target.value)}
            placeholder="your-shop.myshopify.com"
            autoComplete="off"
            spellCheck={false}
            required
          />
        </Field>
        <Field
          label="Admin API access token"
          hint="Starts with shpat_. Stored encrypted; we show only its last 4 characters."
          error={errors.fields.accessToken}
        >
          <Input
            name="accessToken"
            type="password"
            value={accessToken}
            onChange={(e) => setAccessToken(e.target.value)}
            autoComplete="off"
            required
          />
        </Field>
        <Field
          label="API secret key"
          hint="Shopify signs each webhook with it, so we can tell its deliveries are real."
          error={errors.fields.webhookSecret}
        >
          <Input
            name="webhookSecret"
            type="password"
            value={webhookSecret}
            onChange={(e) => setWebhookSecret(e.target.value)}
            autoComplete="off"
            required
          />
        </Field>
        {errors.form && (
          <p role="alert" className={styles.error}>
            {errors.form}
          </p>
        )}
        <div>
          <Button type="submit" loading={connect.isPending}>
            {connect.isPending ? 'Connecting...' : 'Connect'}
          </Button>
        </div>
      </form>
    </Card>
  );
}
