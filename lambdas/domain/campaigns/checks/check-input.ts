import type { CampaignCheck } from '../../../../shared/contracts/campaigns';
import type { EmailDocument } from '../../../../shared/email';
import type { EmailParts } from './email-parts';

/**
 * A link host with no address. `named`: the name has name servers (its zone exists) but no A, AAAA or
 * CNAME record; otherwise the lookups found nothing at all for it (no such name: a typo, or a site that is
 * gone). The lookups (link-resolution.ts) get [] for NXDOMAIN and NODATA alike, so a name holding only other
 * records (TXT, MX) counts as not named.
 */
export interface UnresolvedHost {
  host: string;
  named: boolean;
}

/** Everything the checks look at, gathered once (gather-checks.ts); each check is a pure function of it. */
export interface CheckInput {
  projectId: string;
  subject: string;
  /** Issue 29: the campaign's From name and the From address's part before the @. */
  from: { name: string; localPart: string };
  /** The snapshot, and the campaign's email built from it (campaign-email.ts). */
  document: EmailDocument;
  html: string;
  text: string;
  parts: EmailParts;
  sendingDomain: {
    domain: string | null;
    /** The setup's overall DNS status: 'verified' only when SPF/MAIL FROM, DKIM and DMARC all are. */
    overall: string | null;
    /** Each record's name and status, for the message. */
    records: { label: string; status: string | null }[];
  };
  /** The Cognito `email_verified` claim of the caller's token. */
  emailVerified: boolean;
  postalAddress: string | null;
  audienceCount: number;
  allowance: { limit: number; used: number };
  /** Hosts of the email's links that do not resolve, and whether DNS has the name at all. */
  unresolvedHosts: UnresolvedHost[];
  /** The email was saved again in the editor after the campaign took its copy. */
  snapshotOutdated: boolean;
}

/** One check: the problems it finds ([] when it passes). */
export type Check = (input: CheckInput) => CampaignCheck[];

/**
 * The editor of the campaign's email; with `elementId`, opened on that element (selected, its fields in the
 * Edit tab: web/features/editor reads `?element=`), so "Fix it" lands on what is wrong.
 */
export const editorPath = (projectId: string, elementId?: string) =>
  `/editor/${encodeURIComponent(projectId)}` +
  (elementId === undefined ? '' : `?element=${encodeURIComponent(elementId)}`);
