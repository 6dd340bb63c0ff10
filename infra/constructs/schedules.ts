/** Triggers of kind 'schedule' (lambdas/routes.ts `triggers`): an EventBridge rule invoking an AppFunction. */
import * as events from 'aws-cdk-lib/aws-events';
import * as targets from 'aws-cdk-lib/aws-events-targets';
import { Construct } from 'constructs';
import type { TriggerDef } from '../../lambdas/routes';
import { AppFunction } from './function';
import type { GrantTargets } from './grants';

export interface ScheduledFunctionProps {
  def: TriggerDef;
  environment: Record<string, string>;
  grantTargets: GrantTargets;
}

export class ScheduledFunction extends Construct {
  readonly fn: AppFunction;
  readonly rule: events.Rule;

  constructor(scope: Construct, id: string, props: ScheduledFunctionProps) {
    super(scope, id);
    const { def } = props;
    if (!def.schedule) throw new Error(`Trigger '${def.id}' has kind 'schedule' but no schedule expression.`);
    this.fn = new AppFunction(this, 'Fn', {
      def,
      environment: props.environment,
      grantTargets: props.grantTargets,
    });
    this.rule = new events.Rule(this, 'Rule', {
      description: `Jungle Mail schedule ${def.id}`,
      schedule: events.Schedule.expression(def.schedule),
      targets: [new targets.LambdaFunction(this.fn, { retryAttempts: 2 })],
    });
  }
}
