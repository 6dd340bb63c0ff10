import { DEFAULT_PROJECT_NAME, PROJECT_NAME_MAX } from '../../../shared/contracts/projects';
import { DEFAULT_NAME, headerText, type EmailDocument } from '../../../shared/email';
import { inlineText } from '../../../shared/email/inline';
import type { Clock } from '../../ports/clock';
import type { Store } from '../../ports/store';
import { DomainError } from '../errors';
import { getProject } from '../items/project';
import { freeProjectName, nameStem } from '../projects/project-names';
import { renameProject } from '../projects/update-project';

/** Names nobody chose: a new project's ("Untitled Document", "Untitled Document 2") and a new email's. */
export const isDefaultName = (name: string): boolean =>
  [DEFAULT_PROJECT_NAME, DEFAULT_NAME].includes(nameStem(name.trim()));

const clipped = (text: string): string | undefined => {
  const name = headerText(text).slice(0, PROJECT_NAME_MAX).trim();
  return name === '' ? undefined : name;
};

/**
 * The name a first composed email gives its project: the email's own name (its subject) when someone chose
 * one, else its title, the first heading's text ("Welcome to Candles Test"); undefined when it has neither.
 */
export function nameFromEmail(document: EmailDocument): string | undefined {
  if (!isDefaultName(document.name)) {
    const own = clipped(document.name);
    if (own) return own;
  }
  for (const section of document.sections)
    for (const element of section.elements)
      if (element.type === 'header' && typeof element.content === 'string') {
        const title = clipped(inlineText(element.content));
        if (title) return title;
      }
  return undefined;
}

/**
 * A project still under its default name takes the name of its first composed email (issue 30: a campaign
 * read "Send 'Untitled Document'"), with a number when the owner has a project of that name already. A
 * name the owner chose is never replaced. Answers the new name, or undefined when nothing changed.
 */
export async function nameProjectFromFirstEmail(
  ports: { store: Store; clock: Clock },
  input: { userId: string; projectId: string; document: EmailDocument },
): Promise<string | undefined> {
  const wanted = nameFromEmail(input.document);
  if (!wanted) return undefined;
  const project = await getProject(ports.store, input.userId, input.projectId);
  if (!project || !isDefaultName(project.name)) return undefined;
  try {
    const name = await freeProjectName(ports.store, input.userId, wanted);
    return (await renameProject(ports, { ...input, name })).name;
  } catch (error) {
    // Taken by another project meanwhile, or renamed by its owner: the name stays as it is.
    if (error instanceof DomainError && error.kind === 'conflict') return undefined;
    throw error;
  }
}
