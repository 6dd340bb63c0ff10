/**
 * Spec 2 §2 first-email screen ('Create Your First Email!'): the prompt (from local storage, read once)
 * is kept on screen. Sending it creates the project (spec 2 §4 Chat flow step 1) and makes it the
 * project's first chat turn in Major Edit (the workspace sends it); or the user starts from a blank
 * email. Either way the project's address then replaces /editor.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, Card, Field, Textarea } from '../../../components/ui';
import { editorProjectPath } from '../../../config/paths';
import { toast } from '../../../lib/toast';
import { createProject } from '../api/create-project';
import { saveContent } from '../api/save-content';
import { queueFirstTurn } from '../../chat/first-turn';
import { MESSAGES } from '../../../../shared/contracts/ai';
import { blankEmail } from '../model/blank-email';
import { checkFirstPrompt, INITIAL_PROMPT_KEY, takeInitialPrompt } from '../model/initial-prompt';
import styles from './Workspace.module.css';

export function FirstEmailScreen() {
  const navigate = useNavigate();
  const [prompt, setPrompt] = useState(() => takeInitialPrompt(localStorage));
  const [busy, setBusy] = useState<'ai' | 'blank' | undefined>();
  const [failed, setFailed] = useState(false);

  const start = async (how: 'ai' | 'blank') => {
    const checked = checkFirstPrompt(prompt);
    if (how === 'ai' && !checked.ok) return void toast({ title: checked.error, variant: 'destructive' });
    setBusy(how);
    setFailed(false);
    try {
      const project = await createProject();
      if (!project.id) throw new Error('Project ID missing after creation attempt.');
      if (how === 'ai' && checked.ok) queueFirstTurn(sessionStorage, project.id, checked.message);
      else {
        await saveContent(project.id, blankEmail(project.name), project.version);
        // Nothing typed is lost: the prompt waits under the same key.
        if (prompt.trim()) localStorage.setItem(INITIAL_PROMPT_KEY, prompt.trim());
      }
      navigate(editorProjectPath(project.id), { replace: true });
    } catch (error) {
      toast({
        title: 'Error',
        description: error instanceof Error ? error.message : String(error),
        variant: 'destructive',
      });
      // Spec 2 §8 Chat messages: the prompt is kept for another try.
      if (how === 'ai') setFailed(true);
      setBusy(undefined);
    }
  };

  return (
    <div className={styles.center}>
      <Card>
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
