import { Button, Card } from '../../components/ui';
import { toast } from '../../lib/toast';
import { copyText } from './copy-text';
import { TopicsField } from './TopicsField';
import styles from './TrackingPage.module.css';

interface SignupFormPanelProps {
  /** The form's HTML, once the tracking id is known. */
  snippet: string | undefined;
}

/**
 * A signup form for the customer's site (docs/product.md › Unsubscribe and signup form): double opt-in, so a
 * new subscriber is pending until they open the link we mail them. Also `jm('subscribe', …)` for their own
 * form, and the topics their subscribers may choose on the unsubscribe page.
 */
export function SignupFormPanel({ snippet }: SignupFormPanelProps) {
  async function copy() {
    if (!snippet) return;
    try {
      await copyText(snippet);
      toast({ title: 'Copied!' });
    } catch {
      toast({ title: 'Copy Failed', description: 'Could not copy the form.', variant: 'destructive' });
    }
  }

  return (
    <Card
      title="Add a signup form"
      description="Paste this form where visitors should join your list. We email each new address a link to confirm; until they open it they stay pending and get no marketing email. With the tracking script on the page, your own form can call jm('subscribe', email, { firstName }) instead."
      className={styles.step}
    >
      {snippet && (
        <figure className={styles.snippet}>
          <figcaption id="signup-form-label" className="sr-only">
            Your signup form
          </figcaption>
          <pre className={styles.code} tabIndex={0} aria-labelledby="signup-form-label">
            <code>{snippet}</code>
          </pre>
        </figure>
      )}
      <div className={styles.actions}>
        <Button onClick={copy} disabled={!snippet}>
          Copy Form
        </Button>
      </div>
      <TopicsField />
    </Card>
  );
}
