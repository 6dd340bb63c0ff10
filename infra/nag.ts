/**
 * cdk-nag 3 helpers. cdk-nag 3 runs as a CDK validation plugin (`Validations.of(app).addPlugins(...)`)
 * and reads acknowledgements written with `Validations.of(construct).acknowledge(...)`; an
 * acknowledgement covers the construct and everything below it. Findings that name a resource (IAM5
 * wildcards) are acknowledged one by one, as `AwsSolutions-IAM5[Resource::<flattened ARN>]`, so a new
 * wildcard always surfaces instead of hiding behind a blanket suppression.
 */
import { Names, Reference, Stack, Tokenization, Validations } from 'aws-cdk-lib';
import { flattenCfnReference } from 'cdk-nag/lib/utils/flatten-cfn-reference';
import type { IConstruct } from 'constructs';

/** Acknowledge a rule on a construct (and its children); `reason` is required and must say why. */
export function acknowledge(scope: IConstruct, id: string, reason: string): void {
  if (reason.trim().length < 20) throw new Error(`cdk-nag acknowledgement ${id} needs a real reason.`);
  Validations.of(scope).acknowledge({ id, reason });
}

/**
 * The finding cdk-nag reports for a wildcard resource (token-aware, same flattening as cdk-nag). In a
 * nested stack (an API area), a reference to a parent's resource reaches the template as a parameter,
 * `reference-to-<node unique id><attribute>` (CDK's naming), so the finding names that parameter.
 */
export function wildcardResourceFinding(scope: IConstruct, resource: string): string {
  const stack = Stack.of(scope);
  let resolved: unknown = stack.resolve(resource);
  if (stack.nested) {
    for (const token of Tokenization.reverseString(resource).tokens) {
      if (!(token instanceof Reference) || Stack.of(token.target) === stack) continue;
      const parameter = `referenceto${Names.nodeUniqueId(token.target.node)}${token.displayName}`.replace(
        /[^A-Za-z0-9]/g,
        '',
      );
      resolved = replaceDeep(resolved, JSON.stringify(stack.resolve(token)), { Ref: parameter });
    }
  }
  return `AwsSolutions-IAM5[Resource::${flattenCfnReference(resolved)}]`;
}

function replaceDeep(value: unknown, target: string, replacement: unknown): unknown {
  if (JSON.stringify(value) === target) return replacement;
  if (Array.isArray(value)) return value.map((v) => replaceDeep(v, target, replacement));
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, replaceDeep(v, target, replacement)]),
    );
  return value;
}

/** Acknowledge IAM5 for exactly these wildcard resources on `scope` (a role: covers its default policy). */
export function acknowledgeWildcardResources(scope: IConstruct, resources: string[], reason: string): void {
  for (const resource of resources) acknowledge(scope, wildcardResourceFinding(scope, resource), reason);
}
