/**
 * /u/:token (public, no sign-in; docs/product.md › Unsubscribe and signup form): the page an email's
 * unsubscribe or preferences link opens. Opening it unsubscribes (the status is written before the answer
 * arrives); the page then offers "Resubscribe" and the account's topics. A reload reads the state instead of
 * unsubscribing again (the history entry remembers it), so a resubscribed person stays subscribed.
 */
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import {
  unsubscribeTexts as T,
  type UnsubscribePage as PageState,
  type UnsubscribePreferences,
} from '../../../shared/contracts/unsubscribe';
import { usePageReady } from '../../components/loading-overlay/page-ready';
import { Button } from '../../components/ui/Button';
import { Spinner } from '../../components/ui/Spinner';
import { errorMessage } from '../../lib/api-client';
import { readUnsubscribePage, savePreferences } from './unsubscribe-api';
import { TopicChoices } from './TopicChoices';
import { ShopBrand } from './ShopBrand';
import styles from './UnsubscribePage.module.css';

type View = { kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'page'; page: PageState };

export function UnsubscribePage() {
  const { token = '' } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const [view, setView] = useState<View>({ kind: 'loading' });
  const [busy, setBusy] = useState<UnsubscribePreferences['action'] | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const already = (location.state as { unsubscribed?: boolean } | null)?.unsubscribed === true;
  usePageReady(view.kind !== 'loading');

  useEffect(() => {
    const controller = new AbortController();
    const load = already
      ? readUnsubscribePage(token, controller.signal)
      : savePreferences(token, { action: 'unsubscribe' });
    load.then(
      (page) => {
        if (controller.signal.aborted) return;
        setView({ kind: 'page', page });
        if (!already) void navigate(location.pathname, { replace: true, state: { unsubscribed: true } });
      },
      (error: unknown) => {
        if (!controller.signal.aborted)
          setView({ kind: 'error', message: errorMessage(error, T.invalidLink) });
      },
    );
    return () => controller.abort();
    // Once per token: the state change of our own navigate must not unsubscribe again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token]);

  const act = async (body: UnsubscribePreferences) => {
    setBusy(body.action);
    setSaveError(null);
    try {
      setView({ kind: 'page', page: await savePreferences(token, body) });
      heading.current?.focus();
    } catch (error) {
      setSaveError(errorMessage(error, 'Your choice could not be saved. Please try again.'));
    } finally {
      setBusy(null);
    }
  };

  if (view.kind === 'loading')
    return (
      <div className={styles.wrap} aria-busy="true">
        <Spinner label="Unsubscribing…" />
      </div>
    );
  if (view.kind === 'error')
    return (
      <div className={styles.wrap}>
        <div className={styles.card}>
          <h1 className={styles.title}>This link does not work</h1>
          <p role="alert">{view.message}</p>
        </div>
      </div>
    );

  const { page } = view;
  const subscribed = page.status === 'subscribed' || page.status === 'pending';
  return (
    <div className={styles.wrap}>
      <ShopBrand shop={page.shop}>
        {page.preview && (
          <p className={styles.preview} role="note">
            {T.preview}
          </p>
        )}
        <h1 className={styles.title} ref={heading} tabIndex={-1}>
          {subscribed ? T.subscribed : T.unsubscribed}
        </h1>
        <p aria-live="polite">
          {subscribed
            ? `You get emails from ${page.sender ?? 'this sender'}.`
            : T.unsubscribedBody(page.sender)}
        </p>
        {page.status === 'unsubscribed' && (
          <Button
            variant="outline"
            loading={busy === 'resubscribe'}
            disabled={busy !== null}
            onClick={() => void act({ action: 'resubscribe' })}
          >
            {busy === 'resubscribe' ? 'Resubscribing…' : T.resubscribe}
          </Button>
        )}
        {subscribed && (
          <Button
            variant="outline"
            loading={busy === 'unsubscribe'}
            disabled={busy !== null}
            onClick={() => void act({ action: 'unsubscribe' })}
          >
            {busy === 'unsubscribe' ? 'Unsubscribing…' : T.unsubscribe}
          </Button>
        )}
        {page.topics.length > 0 && (page.status === 'unsubscribed' || subscribed) && (
          <TopicChoices
            topics={page.topics}
            subscribed={subscribed}
            saving={busy === 'topics'}
            disabled={busy !== null}
            onSave={(topics) => void act({ action: 'topics', topics })}
          />
        )}
        {saveError && (
          <p className={styles.error} role="alert">
            {saveError}
          </p>
        )}
      </ShopBrand>
    </div>
  );
}
