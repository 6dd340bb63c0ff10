import { beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../../lambdas/routes';
import { minimalRoles } from '../../../lambdas/routes/roles';
import { roleAllows, type TeamRole } from '../../../shared/contracts/teams';
import { userOnPlan, type User } from '../projects/support';
import { tableStore } from '../setup/support';
import { addMember, asMemberOf } from './support';

/**
 * Issue 34: every signed-in route, called by a viewer, an editor and an admin of another person's account.
 * A role below the route's minimal role (lambdas/routes/roles.ts) is refused with 403 and words before the
 * route does anything; a role that reaches it is let through (whatever the route then answers: a 400 for
 * the empty body, a 404 for the made-up id), and no answer is a 5xx.
 */
const store = tableStore();
const memberRoles = ['viewer', 'editor', 'admin'] as const;
const jwtRoutes = routes.filter((r) => r.auth === 'jwt');
let owner: User;
const members = {} as Record<(typeof memberRoles)[number], User>;

beforeAll(async () => {
  owner = await userOnPlan(store, 'premium', 'team-owner');
  for (const role of memberRoles) {
    members[role] = await userOnPlan(store, 'free', `team-${role}`);
    await addMember(store, owner, members[role], role);
  }
}, 60_000);

const pathOf = (path: string) => path.replace(/\{[^}]+\}/g, 'role-walk-id');
const takesBody = (method: string) => method !== 'GET' && method !== 'DELETE' && method !== 'HEAD';

describe.each(memberRoles)('a %s of the account', (role) => {
  it('is refused exactly the routes above their role, in words, and never gets a 5xx', async () => {
    const refused: string[] = [];
    const walk = async (route: (typeof jwtRoutes)[number]) => {
      const needed: TeamRole = minimalRoles[route.id as keyof typeof minimalRoles];
      const answer = await asMemberOf(owner, members[role], pathOf(route.path), {
        method: route.method,
        ...(takesBody(route.method) ? { body: {} } : {}),
      });
      const what = `${role} ${route.method} ${route.path} (needs ${needed}): ${answer.status} ${answer.text.slice(0, 200)}`;
      expect(answer.status, what).toBeLessThan(500);
      const error = (answer.body as { error?: string }).error;
      if (roleAllows(role, needed)) {
        expect(error, what).not.toBe('role_forbidden');
        expect(error, what).not.toBe('not_a_member');
      } else {
        expect(answer.status, what).toBe(403);
        expect(error, what).toBe('role_forbidden');
        expect((answer.body as { message: string }).message, what).toContain(
          `Your role in this account is ${role}`,
        );
        refused.push(route.id);
      }
    };
    // Eight at a time: the routes are independent, and one after another took 20 s a role.
    for (let i = 0; i < jwtRoutes.length; i += 8) await Promise.all(jwtRoutes.slice(i, i + 8).map(walk));
    refused.sort();
    const expected = jwtRoutes.filter(
      (r) => !roleAllows(role, minimalRoles[r.id as keyof typeof minimalRoles]),
    );
    expect(refused).toEqual(expected.map((r) => r.id).sort());
    expect(refused.length).toBeGreaterThan(0);
  });
});
