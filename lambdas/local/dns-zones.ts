import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import * as z from 'zod';

/**
 * The zones of the local DNS stand-in (lambdas/local/dns.ts): records per zone, kept in a JSON file of the
 * data dir (.data/dns/zones.json) so published records survive a restart. Each zone also gets
 * `NS ns1.{zone}` and `A ns1.{zone} -> 127.0.0.1`, so "ask the domain's own nameservers" reaches this server.
 */
export const zoneRecordSchema = z.object({
  name: z.string().min(1).max(253),
  type: z.enum(['A', 'AAAA', 'CNAME', 'MX', 'TXT', 'NS']),
  value: z.string().min(1).max(4000),
  priority: z.number().int().min(0).max(65535).optional(),
  ttl: z.number().int().min(0).max(86400).optional(),
});
export type ZoneRecord = z.infer<typeof zoneRecordSchema>;
const fileSchema = z.record(z.string(), z.array(zoneRecordSchema));

export const normName = (name: string): string => name.trim().toLowerCase().replace(/\.$/, '');

export class LocalZones {
  private zones: Record<string, ZoneRecord[]> = {};

  constructor(private readonly file: string | undefined) {
    if (!file) return;
    try {
      this.zones = fileSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
    } catch {
      this.zones = {}; // no file yet, or one we cannot read: start empty
    }
  }

  /** Replaces every record of `zone` (names at or below it); '@' stands for the zone itself. */
  setZone(zone: string, records: readonly ZoneRecord[]): void {
    const d = normName(zone);
    const named = records.map((r) => ({ ...r, name: r.name === '@' ? d : normName(r.name) }));
    const outside = named.find((r) => r.name !== d && !r.name.endsWith(`.${d}`));
    if (outside) throw new Error(`${outside.name} is not in the zone ${d}`);
    if (!named.some((r) => r.type === 'NS' && r.name === d))
      named.push(
        { name: d, type: 'NS', value: `ns1.${d}` },
        { name: `ns1.${d}`, type: 'A', value: '127.0.0.1' },
      );
    this.zones[d] = named;
    this.save();
  }

  /** The zone holding `name` (the longest held suffix), or undefined: then the name is not ours to answer. */
  zoneOf(name: string): string | undefined {
    const n = normName(name);
    return Object.keys(this.zones)
      .filter((z) => n === z || n.endsWith(`.${z}`))
      .sort((a, b) => b.length - a.length)[0];
  }

  /** Records of `name` in its zone: undefined when the name holds nothing (NXDOMAIN). */
  recordsAt(name: string): ZoneRecord[] | undefined {
    const n = normName(name);
    const zone = this.zoneOf(n);
    const found = zone ? (this.zones[zone] ?? []).filter((r) => r.name === n) : [];
    return found.length ? found : undefined;
  }

  private save(): void {
    if (!this.file) return;
    mkdirSync(dirname(this.file), { recursive: true });
    const tmp = `${this.file}.tmp`;
    writeFileSync(tmp, JSON.stringify(this.zones, null, 2));
    renameSync(tmp, this.file);
  }
}
