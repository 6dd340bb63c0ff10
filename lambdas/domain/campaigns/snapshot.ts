import { campaignMessages } from '../../../shared/contracts/campaigns';
import { headerText, type EmailDocument } from '../../../shared/email';
import type { Store, TransactWrite } from '../../ports/store';
import { getProject } from '../items/project';
import { documentFromJson, getSavedContent } from '../items/project-content';
import { getCampaignSnapshot, putCampaignSnapshot } from '../items/campaign-snapshot';
import { DomainError } from '../errors';
import { noContent } from './campaign-errors';
import { allElements } from './send/email-walk';

/** The campaign's copy of its email: later edits in the editor do not change what the campaign sends. */
export interface Snapshot {
  document: EmailDocument;
  /** The project's name and version when the copy was taken. */
  projectName: string;
  projectVersion: number;
}

const projectNotFound = () =>
  new DomainError('not_found', 'project_not_found', campaignMessages.projectNotFound);

/** Copies the caller's project's saved email; 404 when the project is not the caller's, 409 when it is empty. */
export async function takeSnapshot(store: Store, userId: string, projectId: string): Promise<Snapshot> {
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(projectId)) throw projectNotFound();
  const project = await getProject(store, userId, projectId);
  if (!project) throw projectNotFound();
  const content = await getSavedContent(store, userId, projectId);
  if (!content) throw noContent();
  return {
    document: content.document,
    projectName: project.name,
    projectVersion: content.version ?? project.version,
  };
}

/** The put of the campaign's snapshot (with the campaign's own write, in one transaction). */
export function snapshotWrite(
  accountId: string,
  campaignId: string,
  projectId: string,
  s: Snapshot,
  at: string,
): TransactWrite {
  return putCampaignSnapshot({
    accountId,
    campaignId,
    projectId,
    documentJson: JSON.stringify(s.document),
    snapshotVersion: s.projectVersion,
    at,
  });
}

/** The stored snapshot's document (undefined when missing or unreadable). */
export async function readSnapshot(
  store: Store,
  accountId: string,
  campaignId: string,
): Promise<EmailDocument | undefined> {
  const snapshot = await getCampaignSnapshot(store, accountId, campaignId);
  return snapshot ? documentFromJson(snapshot.documentJson) : undefined;
}

/** The subject and preview text the email's own settings give (docs: the document's name, its previewText). */
export function emailSettingsOf(doc: EmailDocument): { subject: string; previewText: string } {
  let previewText = '';
  for (const el of allElements(doc))
    if (el.type === 'previewText') {
      previewText = el.content ?? '';
      break;
    }
  return { subject: headerText(doc.name), previewText };
}
