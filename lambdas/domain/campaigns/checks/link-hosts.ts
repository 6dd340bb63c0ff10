import { editorPath, type Check } from './check-input';

/** Warning: a link whose host does not resolve in DNS (a typo, or a site that is gone). */
export const linkHostsCheck: Check = ({ unresolvedHosts, projectId }) =>
  unresolvedHosts.length === 0
    ? []
    : [
        {
          id: 'link-hosts',
          severity: 'warning',
          message: `${unresolvedHosts.length === 1 ? 'A link goes' : 'Links go'} to ${unresolvedHosts.join(', ')}, which ${unresolvedHosts.length === 1 ? 'does' : 'do'} not exist in DNS.`,
          fix: 'Check the spelling of those links in the editor.',
          fixPath: editorPath(projectId),
        },
      ];
