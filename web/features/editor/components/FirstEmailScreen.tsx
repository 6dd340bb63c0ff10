/**
 * Spec 2 §2 first-email screen ('Create Your First Email!'): the prompt (from local storage, read once)
 * is kept on screen. Until the AI assistant arrives (issue 12), the way forward is a blank email: a new
 * project whose address then replaces /editor.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, Card, Field, Textarea } from '../../../components/ui';
import { editorProjectPath } from '../../../config/paths';
import { toast } from '../../../lib/toast';
import { createProject } from '../api/create-project';
import { saveContent } from '../api/save-content';
import { blankEmail } from '../model/blank-email';
import { INITIAL_PROMPT_KEY, takeInitialPrompt } from '../model/initial-prompt';
import styles from './Workspace.module.css';

export function FirstEmailScreen() {
  const navigate = useNavigate();
  const [prompt, setPrompt] = useState(() => takeInitialPrompt(localStorage));
  const [busy, setBusy] = useState(false);

  const startBlank = async () => {
    setBusy(true);
    try {
      const project = await createProject();
      if (!project.id) throw new Error('Project ID missing after creation attempt.');
      await saveContent(project.id, blankEmail(project.name), project.version);
      // The prompt waits for the assistant (issue 12) under the same key.
      if (prompt.trim()) localStorage.setItem(INITIAL_PROMPT_KEY, prompt.trim());
      navigate(editorProjectPath(project.id), { replace: true });
    } catch (error) {
      toast({
        title: 'Error',
        description: error instanceof Error ? error.message : String(error),
        variant: 'destructive',
      });
      setBusy(false);
    }
  };

  return (
    <div className={styles.center}>
      <Card>
        <h1>Create Your First Email!</h1>
        <Field
          label="Describe the email you want"
          hint="The AI assistant that drafts from this description is on its way."
        >
          <Textarea rows={4} value={prompt} onChange={(e) => setPrompt(e.target.value)} />
        </Field>
        <p>
          For now, start from a blank email and build it by hand: add elements, edit them and see the preview
          live.
        </p>
        <Button onClick={() => void startBlank()} loading={busy}>
          {busy ? 'Creating your email...' : 'Start from a blank email'}
        </Button>
      </Card>
    </div>
  );
}
