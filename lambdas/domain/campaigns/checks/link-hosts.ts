import { editorPath, type Check, type UnresolvedHost } from './check-input';

/** "A link goes to a.example, which …" / "Links go to a.example, b.example, which …". */
const linksTo = (hosts: string[], one: string, many: string) =>
  `${hosts.length === 1 ? 'A link goes' : 'Links go'} to ${hosts.join(', ')}, which ${hosts.length === 1 ? one : many}.`;

/** What is true of each host: no such name in DNS, or a name (its zone exists) with no address. */
export function linkHostsMessage(hosts: readonly UnresolvedHost[]): string {
  const missing = hosts.filter((h) => !h.named).map((h) => h.host);
  const addressless = hosts.filter((h) => h.named).map((h) => h.host);
  return [
    missing.length > 0 && linksTo(missing, 'does not exist in DNS', 'do not exist in DNS'),
    addressless.length > 0 &&
      linksTo(
        addressless,
        'has no address in DNS, so the link cannot open',
        'have no address in DNS, so the links cannot open',
      ),
  ]
    .filter(Boolean)
    .join(' ');
}

/** Warning: a link whose host does not resolve in DNS (a typo, a site that is gone, or a domain with no site). */
export const linkHostsCheck: Check = ({ unresolvedHosts, projectId }) =>
  unresolvedHosts.length === 0
    ? []
    : [
        {
          id: 'link-hosts',
          severity: 'warning',
          message: linkHostsMessage(unresolvedHosts),
          fix: unresolvedHosts.some((h) => h.named)
            ? 'Check those links in the editor: the spelling, or whether that site is set up yet.'
            : 'Check the spelling of those links in the editor.',
          fixPath: editorPath(projectId),
        },
      ];
