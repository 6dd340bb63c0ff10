import type { Contact } from '../../../shared/contracts/contacts';
import { csvCell } from '../csv-cell';

/** The export's columns: the person, their status and tags, and the record of their consent. */
export const EXPORT_HEADER = [
  'Email',
  'First name',
  'Last name',
  'Status',
  'Tags',
  'Consent source',
  'Consent given at',
  'Consent IP',
  'Confirmed at',
  'Confirmed from IP',
  'Import',
  'Import attestation',
  'Added',
  'Updated',
] as const;

/** One contact as a CSV line (RFC 4180, CRLF; cells a spreadsheet would run as formulas are made text). */
export function exportLine(c: Contact): string {
  const consent = c.consent;
  return [
    c.email,
    c.firstName ?? '',
    c.lastName ?? '',
    c.status,
    c.tags.join('; '),
    consent.source,
    consent.at,
    consent.ip ?? '',
    consent.confirmedAt ?? '',
    consent.confirmIp ?? '',
    consent.importId ?? '',
    consent.attestation ?? '',
    c.createdAt,
    c.updatedAt,
  ]
    .map(csvCell)
    .join(',');
}

export const exportHeaderLine = (): string => EXPORT_HEADER.join(',');
