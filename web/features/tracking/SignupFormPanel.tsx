import { Card } from '../../components/ui';
import { CopyCode } from './CopyCode';
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
  return (
    <Card
      title="Add a signup form"
      description="Paste this form where visitors should join your list. We email each new address a link to confirm; until they open it they stay pending and get no marketing email. With the tracking script on the page, your own form can call jm('subscribe', email, { firstName }) instead."
      className={styles.step}
    >
      <CopyCode
        code={snippet}
        label="Your signup form"
        buttonLabel="Copy Form"
        failure="Could not copy the form."
      />
      <TopicsField />
    </Card>
  );
}
