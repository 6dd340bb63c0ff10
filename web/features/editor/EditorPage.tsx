/**
 * /editor, /editor/{projectId}, /editor/{username}/{projectName} (docs/product.md › Editor screens):
 * the first-email screen without a project, 'Loading Your Email Workspace...' while loading, then the
 * workspace. A project without a document yet (made on the dashboard) shows its own first-email screen;
 * the workspace opens once the empty (AI first draft) or blank email is stored. A viewer reads it (issue 34).
 */
import { useMemo, useState } from 'react';
import { useParams } from 'react-router-dom';
import type { Project } from '../../../shared/contracts/projects';
import { Spinner } from '../../components/ui';
import { hasFirstTurn } from '../chat/first-turn';
import { EditorWorkspace } from './components/EditorWorkspace';
import { FirstEmailScreen } from './components/FirstEmailScreen';
import { ReadOnlyEmail } from './components/ReadOnlyEmail';
import { useEditAccess } from './hooks/use-edit-access';
import { useProjectLoad } from './hooks/use-project-load';
import { emptyEmail } from './model/blank-email';
import styles from './components/Workspace.module.css';

export function EditorPage() {
  const { projectId, username, projectName } = useParams();
  const ref = useMemo(() => ({ projectId, username, projectName }), [projectId, username, projectName]);
  const query = useProjectLoad(ref);
  if (projectId === undefined && projectName === undefined) return <FirstEmailScreen />;
  if (!query.data) return <Loading />;
  return <ProjectEditor key={query.data.id} project={query.data} />;
}

const Loading = () => (
  <div className={styles.center}>
    <Spinner decorative />
    <p role="status">Loading Your Email Workspace...</p>
  </div>
);

/** Issue 34: a role that cannot change the email (a viewer) reads it; the others edit it. */
function ProjectEditor({ project }: { project: Project }) {
  const access = useEditAccess();
  if (access.kind === 'loading') return <Loading />;
  if (access.kind === 'view') return <ReadOnlyEmail project={project} role={access.role} />;
  return <ProjectWorkspace project={project} />;
}

function ProjectWorkspace({ project: p }: { project: Project }) {
  // Decided once per project: a first turn queued by an older tab opens on the empty email it drafts into.
  const [loaded, setLoaded] = useState(() =>
    p.document
      ? { document: p.document, version: p.version }
      : hasFirstTurn(sessionStorage, p.id)
        ? { document: emptyEmail(p.name), version: p.version }
        : undefined,
  );
  if (!loaded)
    return (
      <FirstEmailScreen project={{ id: p.id, name: p.name, version: p.version }} onStarted={setLoaded} />
    );
  return <EditorWorkspace project={{ id: p.id, name: p.name, ...loaded }} />;
}
