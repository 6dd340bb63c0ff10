/**
 * /editor, /editor/{projectId}, /editor/{username}/{projectName} (spec 2 §2, §4 "Editor states"):
 * the first-email screen without a project, 'Loading Your Email Workspace...' while loading, then the
 * workspace. A project without a document yet starts from a blank email, or from an empty one when its
 * first chat turn is waiting (the AI's first draft is then a batch of section additions to review).
 */
import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { Spinner } from '../../components/ui';
import { EditorWorkspace } from './components/EditorWorkspace';
import { FirstEmailScreen } from './components/FirstEmailScreen';
import { hasFirstTurn } from '../chat/first-turn';
import { useProjectLoad } from './hooks/use-project-load';
import { blankEmail } from './model/blank-email';
import styles from './components/Workspace.module.css';

export function EditorPage() {
  const { projectId, username, projectName } = useParams();
  const ref = useMemo(() => ({ projectId, username, projectName }), [projectId, username, projectName]);
  const query = useProjectLoad(ref);
  if (projectId === undefined && projectName === undefined) return <FirstEmailScreen />;
  if (!query.data)
    return (
      <div className={styles.center}>
        <Spinner decorative />
        <p role="status">Loading Your Email Workspace...</p>
      </div>
    );
  const p = query.data;
  const start = blankEmail(p.name);
  const document = p.document ?? (hasFirstTurn(sessionStorage, p.id) ? { ...start, sections: [] } : start);
  return <EditorWorkspace key={p.id} project={{ id: p.id, name: p.name, version: p.version, document }} />;
}
