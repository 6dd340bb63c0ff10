import type { AuthoritativeOptions } from './nameservers';

/** What the DNS orchestration needs from the environment (lambdas/config.ts), resolved once per call. */
export interface DnsSettings {
  /** AWS region of the SES identity: the MAIL FROM MX host is feedback-smtp.{region}.amazonses.com. */
  region: string;
  /** rua= address of the DMARC record we propose (DMARC_REPORT_ADDRESS). */
  dmarcReportAddress: string;
  /** How to ask the domain's own nameservers (undefined: port 53, the default). */
  authoritative: AuthoritativeOptions | undefined;
}

const LOOPBACK = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|localhost|\[?::1\]?)$/i;

/** 'host:port' -> { host, port }; port undefined when absent. Handles '[::1]:53'. */
function splitHostPort(entry: string): { host: string; port: number | undefined } {
  const bracketed = /^\[([^\]]+)\](?::(\d+))?$/.exec(entry);
  if (bracketed) return { host: bracketed[1] ?? '', port: bracketed[2] ? Number(bracketed[2]) : undefined };
  const colon = entry.lastIndexOf(':');
  if (colon > 0 && entry.indexOf(':') === colon)
    return { host: entry.slice(0, colon), port: Number(entry.slice(colon + 1)) };
  return { host: entry, port: undefined };
}

/**
 * When DNS_SERVERS names only loopback servers on one non-standard port (tests and local runs, where one
 * stand-in server plays every nameserver and resolves ns1.{domain} to 127.0.0.1), the domain's
 * nameservers must be asked on that port too. Anything else keeps the default (port 53).
 */
export function authoritativeFor(
  dnsServers: readonly string[] | undefined,
): AuthoritativeOptions | undefined {
  if (!dnsServers?.length) return undefined;
  const parsed = dnsServers.map(splitHostPort);
  if (!parsed.every((p) => LOOPBACK.test(p.host))) return undefined;
  const ports = new Set(parsed.map((p) => p.port ?? 53));
  const [port] = [...ports];
  return ports.size === 1 && port !== 53 ? { port } : undefined;
}

export function dnsSettingsFrom(config: {
  region: string;
  dmarcReportAddress: string;
  dnsServers: string[] | undefined;
}): DnsSettings {
  return {
    region: config.region,
    dmarcReportAddress: config.dmarcReportAddress,
    authoritative: authoritativeFor(config.dnsServers),
  };
}
