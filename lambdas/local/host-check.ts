/**
 * DNS rebinding guard of the local server (issue 18): a page on the internet can point a hostname of its
 * own at 127.0.0.1 and then call the local stack as a same-origin page. Its requests carry that hostname
 * in Host, so only Host values that name this machine are answered (localhost, 127.0.0.1, [::1], with
 * any port), plus the hostnames a person lists in ALLOWED_HOSTS to serve the stack on a LAN.
 */

const LOOPBACK = ['localhost', '127.0.0.1', '[::1]'];

/** ALLOWED_HOSTS: comma- or space-separated hostnames (a port, if given, is ignored), case-insensitive. */
export function parseAllowedHosts(value: string | undefined): string[] {
  return (value ?? '')
    .split(/[\s,]+/)
    .map((entry) => hostnameOf(entry.trim()))
    .filter((name): name is string => name !== undefined);
}

/** The hostname of a Host header value ('Localhost:3000' -> 'localhost', '[::1]:80' -> '[::1]'). */
function hostnameOf(host: string): string | undefined {
  const match = /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(?::(\d{1,5}))?$/i.exec(host);
  if (!match?.[1]) return undefined;
  return match[1].toLowerCase().replace(/\.$/, '');
}

/** Whether a request's Host header names this machine or an explicitly allowed host. */
export function isAllowedHost(host: string | undefined, allowed: readonly string[] = []): boolean {
  const name = host === undefined ? undefined : hostnameOf(host);
  if (!name) return false;
  return LOOPBACK.includes(name) || allowed.includes(name);
}

export const FORBIDDEN_HOST_MESSAGE =
  'This Jungle Mail server answers only requests addressed to this machine (localhost, 127.0.0.1 or [::1]). To serve it under another name, list that name in ALLOWED_HOSTS.';
