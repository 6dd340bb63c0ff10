import { projectErrorCodes, projectListToasts } from '../../../shared/contracts/projects';
import type { Profile } from '../../../shared/contracts/profile';
import { canCreateProject } from '../../../shared/plans';
import { ApiRequestError } from '../../lib/api-client';

/** What Create Project does next (docs/product.md › Project list): a toast and maybe a path. Pure. */
export interface CreateOutcome {
  toast?: { title: string; description?: string; variant: 'default' | 'destructive' };
  navigate?: string;
}

const problem = (description: string, navigate?: string): CreateOutcome => ({
  toast: { title: 'Error', description, variant: 'destructive' },
  ...(navigate ? { navigate } : {}),
});

/** Before calling the server: signed in, subscription read, present, active, room left. */
export function beforeCreate(input: {
  signedIn: boolean;
  profile: Profile | null | undefined;
  profileFailed: boolean;
}): CreateOutcome | null {
  if (!input.signedIn) return problem(projectListToasts.notLoggedIn, '/login');
  if (input.profileFailed) return problem(projectListToasts.verifyFailed);
  if (!input.profile) return problem(projectListToasts.subscriptionMissing, '/subscription');
  if (input.profile.subscriptionStatus !== 'active')
    return problem(projectListToasts.subscriptionInactive, '/subscription');
  const tier = input.profile.subscriptionTier ?? 'free';
  if (!canCreateProject(tier, input.profile.projectCount))
    return problem(projectListToasts.limitReached(tier));
  return null;
}

/** After the server refused: its code mapped to the list's toast (the server is the one that counts). */
export function afterCreateFailed(error: unknown, tier: string): CreateOutcome {
  if (!(error instanceof ApiRequestError)) return problem(projectListToasts.unexpected);
  switch (error.code) {
    case projectErrorCodes.limitReached:
      return problem(projectListToasts.limitReached(tier));
    case projectErrorCodes.subscriptionMissing:
      return problem(projectListToasts.subscriptionMissing, '/subscription');
    case projectErrorCodes.subscriptionInactive:
      return problem(projectListToasts.subscriptionInactive, '/subscription');
    case 'unauthorized':
      return problem(projectListToasts.notLoggedIn, '/login');
    default:
      return problem(projectListToasts.unexpected);
  }
}
