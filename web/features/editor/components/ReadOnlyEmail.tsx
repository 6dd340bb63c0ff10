/**
 * The editor for a member whose role cannot change the email (issue 34: a viewer reads the reports): the
 * title, who else has it open and the preview (mobile and dark switches), with one line saying why there is
 * nothing to edit. No chat, no Save, no test send, no element editing, no review.
 */
import { Link } from 'react-router-dom';
import type { TeamRole } from '../../../../shared/contracts/teams';
import type { EmailDocument } from '../../../../shared/email';
import { paths } from '../../../config/paths';
import { PresenceChip } from './PresenceChip';
import { PreviewPane } from './PreviewPane';
import header from './Header.module.css';
import styles from './Workspace.module.css';

interface Props {
  project: { id: string; name: string; document: EmailDocument | null };
  role: TeamRole;
}

const ignore = () => undefined;

export function ReadOnlyEmail({ project, role }: Props) {
  return (
    <div className={styles.workspace} data-fills-window>
      <header className={header.header}>
        <Link to={paths.dashboard} className={header.back} aria-label="Back to My Email Templates">
          ← <span className={header.backText}>Back</span>
        </Link>
        <h1 className={header.title}>{project.name}</h1>
        <PresenceChip projectId={project.id} />
        <p className={styles.readOnly}>You can view this email; your role ({role}) cannot change it.</p>
      </header>
      {project.document ? (
        <PreviewPane doc={project.document} selectedId={undefined} onSelect={ignore} onPlaceholder={ignore} />
      ) : (
        <p className={styles.center}>This email has no content yet.</p>
      )}
    </div>
  );
}
