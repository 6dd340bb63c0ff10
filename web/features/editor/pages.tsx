/** The editor's routes (web/app/router.tsx): /editor, /editor/:projectId, /editor/:username/:projectName, /send-email. */
export { EditorPage } from './EditorPage';
export { SendEmailPage } from './SendEmailPage';
