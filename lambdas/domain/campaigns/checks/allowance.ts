import { allowanceMessage } from '../../../../shared/contracts/campaigns';
import type { Check } from './check-input';

/** Error: the audience is more than what is left of the plan's monthly send allowance. */
export const allowanceCheck: Check = ({ audienceCount, allowance }) =>
  audienceCount <= allowance.limit - allowance.used
    ? []
    : [
        {
          id: 'allowance',
          severity: 'error',
          message: allowanceMessage(allowance.limit, allowance.used, audienceCount),
          fix: 'Narrow the audience with tags, wait for next month, or upgrade your plan.',
          fixPath: '/subscription',
        },
      ];
