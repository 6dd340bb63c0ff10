/**
 * /send-email (docs/product.md › Send preview): 'Send Email Preview'. The HTML comes from session storage (missing:
 * toast, back to /editor); the recipient defaults to the account's email; Send mails the saved email
 * through the test-send route; the HTML is shown read-only with Copy HTML.
 */
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { NO_CONTENT_MESSAGE, RECIPIENT_REQUIRED_MESSAGE } from '../../../shared/contracts/editor';
import { Button, Card, Field, Input, Textarea } from '../../components/ui';
import { paths } from '../../config/paths';
import { useAuth } from '../../lib/auth';
import { toast } from '../../lib/toast';
import { testSend } from './api/test-send';
import { readHandoff } from './model/send-handoff';
import styles from './SendEmailPage.module.css';

export const MISSING_STRUCTURE = 'Missing email structure data (V2). Please try generating again.';

export function SendEmailPage() {
  const navigate = useNavigate();
  const auth = useAuth();
  const handoff = useMemo(() => readHandoff(sessionStorage), []);
  const [recipient, setRecipient] = useState<string | undefined>(undefined);
  const [sending, setSending] = useState(false);
  const shownRecipient = recipient ?? auth.user?.email ?? '';

  useEffect(() => {
    if (handoff?.html) return;
    toast({
      title: 'Error',
      description: 'Email content not found. Please generate the email again.',
      variant: 'destructive',
    });
    navigate(paths.editor, { replace: true });
  }, [handoff, navigate]);
  if (!handoff?.html) return null;

  const fail = (description: string) => toast({ title: 'Error', description, variant: 'destructive' });
  const send = async () => {
    const to = shownRecipient.trim();
    if (!to) return fail(RECIPIENT_REQUIRED_MESSAGE);
    if (!handoff.html) return fail(NO_CONTENT_MESSAGE);
    if (!handoff.document || !handoff.projectId) return fail(MISSING_STRUCTURE);
    setSending(true);
    try {
      const res = await testSend(handoff.projectId, to, handoff.version);
      toast({ title: res.message });
    } catch (error) {
      toast({
        title: 'Error Sending Email',
        description: error instanceof Error ? error.message : String(error),
        variant: 'destructive',
      });
    } finally {
      setSending(false);
    }
  };
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(handoff.html ?? '');
      toast({ title: 'HTML copied to clipboard!' });
    } catch {
      fail('Failed to copy HTML.');
    }
  };

  return (
    <div className={styles.page}>
      <Button variant="ghost" onClick={() => navigate(-1)}>
        <span aria-hidden="true">←</span> Back
      </Button>
      <Card>
        <h1>Send Email Preview</h1>
        {handoff.subject && <p className={styles.subject}>Subject: {handoff.subject}</p>}
        <form
          className={styles.form}
          // The server's sentence ('Please enter a valid recipient email address.'), not the browser's bubble.
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void send();
          }}
        >
          <Field label="Recipient email">
            <Input
              type="email"
              autoComplete="email"
              value={shownRecipient}
              onChange={(e) => setRecipient(e.target.value)}
            />
          </Field>
          <Button type="submit" loading={sending}>
            {sending ? 'Sending...' : 'Send'}
          </Button>
        </form>
        <Field label="Email HTML">
          <Textarea readOnly rows={12} value={handoff.html} className={styles.html} />
        </Field>
        <Button variant="outline" onClick={() => void copy()}>
          Copy HTML
        </Button>
      </Card>
    </div>
  );
}
