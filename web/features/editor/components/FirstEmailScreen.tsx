/**
 * docs/product.md › Chat flow ('Create Your First Email!'): the prompt (from local storage, read once)
 * is kept on screen. Sending it makes it the project's first chat turn in Major Edit (the workspace sends
 * it); or the user starts from a blank email. Every way of making a project lands here: at /editor the
 * project is created first (docs/product.md › Chat flow step 1) and its address replaces /editor; a project made
 * on the dashboard, which has no document yet, is shown here at its own address. Nothing is shown that
 * is not stored: the empty email the first draft goes into, or the blank one, is saved before the
 * workspace opens.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, ButtonLink, Card, Field, Textarea } from '../../../components/ui';
import { editorProjectPath, paths } from '../../../config/paths';
import { toast } from '../../../lib/toast';
import { createProject } from '../api/create-project';
import { saveContent } from '../api/save-content';
import { queueFirstTurn } from '../../chat/first-turn';
import type { EmailDocument } from '../../../../shared/email';
import { MESSAGES } from '../../../../shared/contracts/ai';
import { blankEmail, emptyEmail } from '../model/blank-email';
import { checkFirstPrompt, INITIAL_PROMPT_KEY, takeInitialPrompt } from '../model/initial-prompt';
import styles from './Workspace.module.css';

/** A project that exists but has no document yet (made on the dashboard). */
export interface NewProject {
  id: string;
  name: string;
  version: number;
}

interface Props {
  /** Absent at /editor: the project is created when the user starts. */
  project?: NewProject;
  /** Called with the stored document once it is saved (only with `project`; /editor navigates instead). */
  onStarted?: (started: { document: EmailDocument; version: number }) => void;
}

export function FirstEmailScreen({ project: existing, onStarted }: Props) {
  const navigate = useNavigate();
  const [prompt, setPrompt] = useState(() => takeInitialPrompt(localStorage));
  const [busy, setBusy] = useState<'ai' | 'blank' | undefined>();
  const [failed, setFailed] = useState(false);

  const start = async (how: 'ai' | 'blank') => {
    const checked = checkFirstPrompt(prompt);
    if (how === 'ai' && !checked.ok) return void toast({ title: checked.error, variant: 'destructive' });
    setBusy(how);
    setFailed(false);
    let created: string | undefined;
    try {
      const project = existing ?? (await createProject());
      created = existing ? undefined : project.id;
      if (!project.id) throw new Error('Project ID missing after creation attempt.');
      const document = how === 'ai' ? emptyEmail(project.name) : blankEmail(project.name);
      const saved = await saveContent(project.id, document, project.version);
      if (how === 'ai' && checked.ok) queueFirstTurn(sessionStorage, project.id, checked.message);
      // Nothing typed is lost: the prompt waits under the same key.
      else if (prompt.trim()) localStorage.setItem(INITIAL_PROMPT_KEY, prompt.trim());
      if (existing && onStarted) onStarted({ document, version: saved.version });
      else navigate(editorProjectPath(project.id), { replace: true });
    } catch (error) {
      toast({
        title: 'Error',
        description: error instanceof Error ? error.message : String(error),
        variant: 'destructive',
      });
      // Made but not saved: its own first-email screen offers another try, with the prompt kept there.
      if (created) {
        if (prompt.trim()) localStorage.setItem(INITIAL_PROMPT_KEY, prompt.trim());
        return navigate(editorProjectPath(created), { replace: true });
      }
      // docs/product.md › Chat errors: the prompt is kept for another try.
      if (how === 'ai') setFailed(true);
      setBusy(undefined);
    }
  };

  return (
    <div className={styles.center}>
      <Card>
        {existing && (
          <ButtonLink to={paths.dashboard} variant="ghost" size="sm">
            ← Back to My Email Templates
          </ButtonLink>
        )}
        <h1>Create Your First Email!</h1>
        <Field
          label="Describe the email you want"
          hint="The AI assistant drafts it; you review every change before it lands."
        >
          <Textarea rows={4} value={prompt} onChange={(e) => setPrompt(e.target.value)} />
        </Field>
        {failed && <p role="alert">{MESSAGES.projectCreateFailed}</p>}
        <Button onClick={() => void start('ai')} loading={busy === 'ai'} disabled={busy !== undefined}>
          {busy === 'ai' ? 'Creating your email...' : 'Create my email'}
        </Button>
        <p>
          Or start from a blank email and build it by hand: add elements, edit them and see the preview live.
        </p>
        <Button
          variant="outline"
          onClick={() => void start('blank')}
          loading={busy === 'blank'}
          disabled={busy !== undefined}
        >
          {busy === 'blank' ? 'Creating your email...' : 'Start from a blank email'}
        </Button>
      </Card>
    </div>
  );
}
