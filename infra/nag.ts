/**
 * cdk-nag 3 helpers. cdk-nag 3 runs as a CDK validation plugin (`Validations.of(app).addPlugins(...)`)
 * and reads acknowledgements written with `Validations.of(construct).acknowledge(...)`; an
 * acknowledgement covers the construct and everything below it. Findings that name a resource (IAM5
 * wildcards) are acknowledged one by one, as `AwsSolutions-IAM5[Resource::<flattened ARN>]`, so a new
 * wildcard always surfaces instead of hiding behind a blanket suppression.
 */
import { Stack, Validations } from 'aws-cdk-lib';
import { flattenCfnReference } from 'cdk-nag/lib/utils/flatten-cfn-reference';
import type { IConstruct } from 'constructs';

/** Acknowledge a rule on a construct (and its children); `reason` is required and must say why. */
export function acknowledge(scope: IConstruct, id: string, reason: string): void {
  if (reason.trim().length < 20) throw new Error(`cdk-nag acknowledgement ${id} needs a real reason.`);
  Validations.of(scope).acknowledge({ id, reason });
}

/** The finding cdk-nag reports for a wildcard resource (token-aware, same flattening as cdk-nag). */
export function wildcardResourceFinding(scope: IConstruct, resource: string): string {
  return `AwsSolutions-IAM5[Resource::${flattenCfnReference(Stack.of(scope).resolve(resource))}]`;
}

/** Acknowledge IAM5 for exactly these wildcard resources on `scope` (a role: covers its default policy). */
export function acknowledgeWildcardResources(scope: IConstruct, resources: string[], reason: string): void {
  for (const resource of resources) acknowledge(scope, wildcardResourceFinding(scope, resource), reason);
}
