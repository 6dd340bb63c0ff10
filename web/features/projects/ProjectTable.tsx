import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ProjectSummary } from '../../../shared/contracts/projects';
import { Button, Table } from '../../components/ui';
import { editorByNamePath } from '../../config/paths';
import { toast } from '../../lib/toast';
import { formatLastEdited } from './last-edited';
import { DeleteDialog, RenameDialog } from './ProjectDialogs';
import { deleteProject, duplicateProject, updateProject } from './projects-api';
import { useCan } from '../teams/use-can';
import { RowMenu } from './RowMenu';
import styles from './Dashboard.module.css';

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The table of docs/product.md › Project list: Name, Last Edited, Actions (Open, and a menu: rename, duplicate, archive, delete). */
/** A viewer (issue 34) gets Open only: the menu's routes need an editor. */
export function ProjectTable({
  projects,
  username,
  onChanged,
}: {
  projects: ProjectSummary[];
  username: string | null;
  onChanged: () => Promise<void>;
}) {
  const navigate = useNavigate();
  const canEdit = useCan('projectUpdate');
  const [renaming, setRenaming] = useState<ProjectSummary | null>(null);
  const [deleting, setDeleting] = useState<ProjectSummary | null>(null);

  // Every wait shows progress: the row action in flight, announced politely.
  const [working, setWorking] = useState('');
  const run = async (work: () => Promise<unknown>, done: string, doing: string) => {
    setWorking(doing);
    try {
      await work();
      toast({ title: done });
    } catch (e) {
      toast({ title: 'Error', description: errorText(e), variant: 'destructive' });
    } finally {
      await onChanged();
      setWorking('');
    }
  };

  return (
    <div className={styles.tableWrap}>
      <p role="status" className={styles.working}>
        {working}
      </p>
      <Table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Last Edited</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {projects.map((project) => (
            <tr key={project.id}>
              <th scope="row" className={styles.name}>
                {project.name}
                {project.flowEmail && (
                  <span className={styles.tag} title="It does not count against your plan's projects">
                    Automation email
                  </span>
                )}
              </th>
              <td>{formatLastEdited(project.lastEditedAt)}</td>
              <td className={styles.actions}>
                <Button
                  size="sm"
                  disabled={!username}
                  aria-label={`Open ${project.name}`}
                  onClick={() => username && navigate(editorByNamePath(username, project.name))}
                >
                  Open
                </Button>
                {canEdit && (
                  <RowMenu
                    label={`More actions for ${project.name}`}
                    actions={[
                      { label: 'Rename', onSelect: () => setRenaming(project) },
                      {
                        label: 'Duplicate',
                        onSelect: () =>
                          void run(
                            () => duplicateProject(project.id),
                            'Project duplicated',
                            `Duplicating "${project.name}"...`,
                          ),
                      },
                      project.isArchived
                        ? {
                            label: 'Unarchive',
                            onSelect: () =>
                              void run(
                                () => updateProject(project.id, { isArchived: false }),
                                'Project unarchived',
                                `Unarchiving "${project.name}"...`,
                              ),
                          }
                        : {
                            label: 'Archive',
                            onSelect: () =>
                              void run(
                                () => updateProject(project.id, { isArchived: true }),
                                'Project archived',
                                `Archiving "${project.name}"...`,
                              ),
                          },
                      { label: 'Delete', destructive: true, onSelect: () => setDeleting(project) },
                    ]}
                  />
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
      <RenameDialog
        project={renaming}
        onClose={() => setRenaming(null)}
        onRename={async (name) => {
          if (!renaming) return;
          await updateProject(renaming.id, { name });
          toast({ title: 'Project renamed' });
          await onChanged();
        }}
      />
      <DeleteDialog
        project={deleting}
        onClose={() => setDeleting(null)}
        onDelete={async () => {
          if (!deleting) return;
          await deleteProject(deleting.id);
          toast({ title: 'Project deleted' });
          await onChanged();
        }}
      />
    </div>
  );
}
