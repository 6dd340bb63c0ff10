/**
 * The records of the DNS dialog as a BIND zone-file snippet (issue 30: "a zone-file snippet to download"):
 * one line per record, `name TTL IN TYPE value`, names fully qualified with a trailing dot, MX with its
 * priority, CNAME/MX targets fully qualified, TXT values quoted (backslashes and quotes escaped) and split
 * into 255-byte character-strings, as a zone file must hold them. Pure.
 */
import { utf8Bytes } from '../text/utf8';
export interface ZoneFileRecord {
  type: string;
  name: string;
  value: string;
  priority?: number | undefined;
}

export const ZONE_FILE_TTL = 3600;

const fqdn = (name: string): string => `${name.trim().replace(/\.+$/, '')}.`;

/** Splits at 255 bytes of UTF-8, never inside a character. */
export function txtStrings(value: string): string[] {
  const out: string[] = [];
  let current = '';
  let bytes = 0;
  for (const ch of value) {
    const size = utf8Bytes(ch).length;
    if (bytes + size > 255) {
      out.push(current);
      current = '';
      bytes = 0;
    }
    current += ch;
    bytes += size;
  }
  out.push(current);
  return out;
}

const quote = (s: string): string => `"${s.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;

function rdata(record: ZoneFileRecord): string {
  switch (record.type) {
    case 'TXT':
      return txtStrings(record.value).map(quote).join(' ');
    case 'MX':
      return `${record.priority ?? 10} ${fqdn(record.value)}`;
    case 'CNAME':
    case 'NS':
      return fqdn(record.value);
    default:
      return record.value;
  }
}

export function zoneFileLine(record: ZoneFileRecord, ttl = ZONE_FILE_TTL): string {
  return `${fqdn(record.name)} ${ttl} IN ${record.type} ${rdata(record)}`;
}

/** The snippet for `domain`: a comment line naming it, then one line per record, ending with a newline. */
export function zoneFileSnippet(domain: string, records: readonly ZoneFileRecord[]): string {
  const lines = [`; DNS records for ${domain} (Jungle Mail)`, ...records.map((r) => zoneFileLine(r))];
  return `${lines.join('\n')}\n`;
}

/** The records as one tab-separated table (Type, Name, Value, Priority) for "Copy all". */
export function recordsTable(records: readonly ZoneFileRecord[]): string {
  const rows = records.map((r) => [
    r.type,
    r.name,
    r.value,
    r.priority === undefined ? '' : String(r.priority),
  ]);
  return [['Type', 'Name', 'Value', 'Priority'], ...rows].map((row) => row.join('\t')).join('\n');
}
