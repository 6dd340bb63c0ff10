import { createHash } from 'node:crypto';

/**
 * The id of the contact an import creates from a row: fixed by the import and the row (a UUID shaped from
 * their hash, version 5 style), so a run that continues a cut-short batch knows its own claims and contacts
 * (a claim naming this id was won by this import for this row) without any extra item.
 */
export function importContactId(importId: string, row: number): string {
  const hex = createHash('sha256').update(`${importId}:${row}`).digest('hex');
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
