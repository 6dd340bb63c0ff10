import { ComingSoon } from '../../components/coming-soon/ComingSoon';

/** /editor, /editor/:projectId and /editor/:username/:projectName. */
export function EditorPage() {
  return (
    <ComingSoon
      name="Email Editor"
      purpose="Describe an email in a chat, let the AI draft it, review its changes and edit it by hand."
    />
  );
}

export function SendEmailPage() {
  return (
    <ComingSoon
      name="Send Email Preview"
      purpose="Send a test of your email to any address and copy its HTML."
    />
  );
}
