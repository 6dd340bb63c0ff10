/**
 * Stages (`-c stage=dev|prod`, default prod): one account can hold a dev and a prod stack side by side.
 * The stage names the stack (JungleMail-prod, JungleMail-dev) and every name we choose ourselves
 * (alarms, dashboard, alarm topic); everything else is named by CloudFormation after the stack, and the
 * one fixed bucket name is derived from the stack id (storage.ts). Data is retained in prod only: in dev
 * a `cdk destroy` removes the table, the user pool and the buckets (empty them first; README).
 */
import { RemovalPolicies, Tags, type IAspect, Aspects, type Stack } from 'aws-cdk-lib';
import * as cognito from 'aws-cdk-lib/aws-cognito';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import type { IConstruct } from 'constructs';

export const STAGES = ['dev', 'prod'] as const;
export type Stage = (typeof STAGES)[number];
export const DEFAULT_STAGE: Stage = 'prod';

export function parseStage(value: string | undefined): Stage {
  const stage = value ?? DEFAULT_STAGE;
  if (!(STAGES as readonly string[]).includes(stage))
    throw new Error(`stage must be ${STAGES.join(' or ')} (got '${stage}').`);
  return stage as Stage;
}

/** The stack name of a stage; `-c stackName=...` still overrides it. */
export function stackNameFor(stage: Stage): string {
  return `JungleMail-${stage}`;
}

/** Turns deletion protection off on the table and the user pool (dev only). */
class NoDeletionProtection implements IAspect {
  visit(node: IConstruct): void {
    if (node instanceof dynamodb.CfnGlobalTable)
      node.addPropertyOverride('Replicas.0.DeletionProtectionEnabled', false);
    if (node instanceof cognito.CfnUserPool) node.deletionProtection = 'INACTIVE';
  }
}

/** Applies the stage to a stack: a `stage` tag everywhere; in dev, nothing is retained or protected. */
export function applyStage(stack: Stack, stage: Stage): void {
  Tags.of(stack).add('stage', stage);
  Tags.of(stack).add('app', 'jungle-mail');
  if (stage === 'prod') return;
  RemovalPolicies.of(stack).destroy();
  Aspects.of(stack).add(new NoDeletionProtection());
}
