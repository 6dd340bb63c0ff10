import { deleteAccountBodySchema, deleteAccountResponseSchema } from '../../shared/contracts/account';
import { deleteAccount } from '../domain/account/delete-account';
import { httpRoute } from '../http/route';
import { reply } from '../http/responses';
import { blobsPort } from '../wiring/blobs';
import { identitiesPort } from '../wiring/identities';
import { paymentsPort } from '../wiring/payments';
import { userPoolPort } from '../wiring/user-pool';

/** Work stops after this long, well inside API Gateway's 30 s, and the answer says to call again. */
const BUDGET_MS = 20_000;

/**
 * POST /api/account/delete `{ confirm: true }`: erases everything the caller owns, then their Cognito user
 * (lambdas/domain/account). 200 `deleted` when done; 202 `continuing` when time ran out first (call again).
 */
export const handler = httpRoute({
  id: 'accountDelete',
  uses: [blobsPort, identitiesPort, paymentsPort, userPoolPort],
  contract: { body: deleteAccountBodySchema, response: deleteAccountResponseSchema },
  // A deletion that ran out of time is resumed by calling again, after its tombstone refuses every other route.
  resumesDeletion: true,
  handle: async ({ identity, ports }) => {
    const until = Date.now() + BUDGET_MS;
    // deleteAccount erases the account's items, then the caller's Cognito user (by `username`, else this
    // id): one id while an account has one member; the teams issue splits its input into account and person.
    // An owner who took the account over (issue 34) erases the account and keeps their own login.
    const ownLogin = identity.accountId === identity.userId;
    const status = await deleteAccount(
      ports,
      {
        userId: identity.accountId,
        ...(identity.username ? { username: identity.username } : {}),
        ...(ownLogin ? {} : { keepLogin: true }),
      },
      { expired: () => Date.now() > until },
    );
    return status === 'deleted' ? { status } : reply(202, { status });
  },
});
