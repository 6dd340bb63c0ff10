/**
 * Cloudflare's published IPv4 ranges (https://www.cloudflare.com/ips-v4). A DKIM name that answers A
 * records in these ranges, and no CNAME, is a CNAME proxied by Cloudflare ("orange cloud").
 */
export const CLOUDFLARE_IPV4_RANGES = [
  '173.245.48.0/20',
  '103.21.244.0/22',
  '103.22.200.0/22',
  '103.31.4.0/22',
  '141.101.64.0/18',
  '108.162.192.0/18',
  '190.93.240.0/20',
  '188.114.96.0/20',
  '197.234.240.0/22',
  '198.41.128.0/17',
  '162.158.0.0/15',
  '104.16.0.0/13',
  '104.24.0.0/14',
  '172.64.0.0/13',
  '131.0.72.0/22',
] as const;

function ipv4ToInt(ip: string): number | undefined {
  const parts = ip.trim().split('.');
  if (parts.length !== 4) return undefined;
  let n = 0;
  for (const p of parts) {
    if (!/^\d{1,3}$/.test(p) || Number(p) > 255) return undefined;
    n = n * 256 + Number(p);
  }
  return n;
}

const RANGES = CLOUDFLARE_IPV4_RANGES.map((cidr) => {
  const [base, bits] = cidr.split('/');
  const size = 2 ** (32 - Number(bits));
  const start = ipv4ToInt(base ?? '') ?? 0;
  return { start, end: start + size - 1 };
});

export function isCloudflareIp(ip: string): boolean {
  const n = ipv4ToInt(ip);
  return n !== undefined && RANGES.some((r) => n >= r.start && n <= r.end);
}
