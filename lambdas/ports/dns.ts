export type DnsRecordType = 'A' | 'AAAA' | 'CNAME' | 'MX' | 'TXT' | 'NS';

export interface DnsAnswer {
  type: DnsRecordType;
  /** TXT: the joined strings; MX: 'priority exchange'; others: the target. */
  value: string;
}

export interface DnsLookup {
  /** Answers for name/type; [] when the name has none (NXDOMAIN/NODATA). */
  query(name: string, type: DnsRecordType, options?: { servers?: string[] }): Promise<DnsAnswer[]>;
}
