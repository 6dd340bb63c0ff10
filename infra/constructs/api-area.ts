/**
 * One nested stack per area of the route table (`area` on a RouteDef: contacts, campaigns, analytics):
 * the area's functions, their roles, log groups, integrations, routes and invoke permissions. Every route
 * adds about seven resources, and CloudFormation refuses a stack past 500 (tests/infra/monitoring.test.ts
 * warns at 450), so each area that grows has its own budget. The routes join the parent's HTTP API and
 * its JWT authorizer (which stays in the parent: CDK creates it under the API), so callers see one API.
 */
import { NestedStack } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import type { RouteDef } from '../../lambdas/routes';

export type Area = NonNullable<RouteDef['area']>;

export class ApiArea extends NestedStack {
  constructor(
    scope: Construct,
    id: string,
    readonly area: Area,
  ) {
    super(scope, id, { description: `Jungle Mail: the ${area} routes (functions, routes, permissions)` });
  }
}
