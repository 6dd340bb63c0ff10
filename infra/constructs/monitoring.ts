/**
 * Alarms and the dashboard (issue 19), with cdklabs' cdk-monitoring-constructs: it knows the right
 * metric, statistic and dimensions of each AWS service (Lambda, HTTP API, DynamoDB, SQS), names alarms
 * consistently and draws the matching dashboard widgets, so this file says only *what* wakes someone and
 * at which threshold. docs/architecture.md says why this library. Every alarm notifies one SNS topic; an
 * e-mail subscription is added with `-c alarmEmail=...`. THRESHOLDS is the list README's runbook shows.
 */
import { Duration } from 'aws-cdk-lib';
import type { IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import * as logs from 'aws-cdk-lib/aws-logs';
import * as sns from 'aws-cdk-lib/aws-sns';
import * as subscriptions from 'aws-cdk-lib/aws-sns-subscriptions';
import type * as sqs from 'aws-cdk-lib/aws-sqs';
import {
  type AlarmFactoryDefaults,
  DefaultDashboardFactory,
  MonitoringFacade,
  SnsAlarmActionStrategy,
} from 'cdk-monitoring-constructs';
import { Construct } from 'constructs';
import { acknowledge } from '../nag';

/** The thresholds, in one place (README's runbook lists them). */
export const THRESHOLDS = {
  /** Function errors (unhandled: a handler's 4xx is not an error) in 5 minutes, more than this. */
  functionErrors: 2,
  /** Function throttles in 5 minutes, more than this. */
  functionThrottles: 0,
  /** Function duration (max) over this share of its timeout, in percent. */
  durationPercentOfTimeout: 80,
  /** HTTP API 5xx answers as a share of requests (0.01 = 1%). */
  api5xxRate: 0.01,
  /** HTTP API p99 latency. */
  apiP99Latency: Duration.seconds(5),
  /** DynamoDB read/write throttled requests and system errors in 5 minutes, more than this. */
  dynamoThrottledRequests: 0,
  dynamoSystemErrors: 0,
  /** Messages in a dead letter queue, more than this. */
  deadLetterMessages: 0,
  /** SES reputation: the rates at which AWS starts reviewing an account. */
  sesBounceRate: 0.05,
  sesComplaintRate: 0.001,
  /** AI model calls that failed (AccessDenied, throttled, ...) in 5 minutes, more than this. */
  aiModelFailures: 0,
} as const;

export interface MonitoredFunction {
  /** Route or trigger id (lambdas/routes/). */
  id: string;
  fn: lambda.Function;
}

export interface MonitoringProps {
  /** Prefix of every alarm and the dashboard name, e.g. JungleMail-prod. */
  name: string;
  alarmEmail?: string;
  functions: MonitoredFunction[];
  /**
   * Where the functions' alarms go (2 per function: errors, duration; throttles are one account-wide alarm):
   * a nested stack of their own, as the alarms of every
   * function with the rest passed CloudFormation's resource budget of one stack (472 of 500). Their widgets
   * stay on the one dashboard.
   */
  functionAlarmsScope: Construct;
  httpApi: IHttpApi;
  table: dynamodb.TableV2;
  deadLetterQueues: { id: string; queue: sqs.IQueue }[];
  /** Log groups of the functions that call the model (the chat). */
  aiLogGroups: logs.ILogGroup[];
  /** Ids of the functions counted as AI turns, test sends and DNS checks on the dashboard. */
  product: { aiTurns: string[]; testSends: string[]; dnsChecks: string[] };
}

/** The metric the chat's model-failure log lines (`aiFailure` field, lambdas/wiring/llm.ts) feed; per stack. */
export const aiFailureMetric = (name: string) => ({
  namespace: `JungleMail/${name}`,
  metricName: 'AiModelFailures',
});

export class Monitoring extends Construct {
  readonly topic: sns.Topic;
  readonly facade: MonitoringFacade;
  readonly dashboardName: string;
  private readonly alarmDefaults: AlarmFactoryDefaults;

  constructor(scope: Construct, id: string, props: MonitoringProps) {
    super(scope, id);
    this.topic = new sns.Topic(this, 'AlarmTopic', {
      displayName: `${props.name} alarms`,
      enforceSSL: true,
    });
    acknowledge(
      this.topic,
      'AwsSolutions-SNS2',
      'Alarm notifications carry no customer data; CloudWatch cannot publish to a topic encrypted with the AWS managed SNS key, and a customer managed key costs a monthly fee per stage.',
    );
    if (props.alarmEmail) this.topic.addSubscription(new subscriptions.EmailSubscription(props.alarmEmail));

    this.dashboardName = props.name;
    this.alarmDefaults = {
      alarmNamePrefix: props.name,
      actionsEnabled: true,
      action: new SnsAlarmActionStrategy({ onAlarmTopic: this.topic }),
      datapointsToAlarm: 1,
      evaluationPeriods: 1,
    };
    this.facade = new MonitoringFacade(this, 'Facade', {
      alarmFactoryDefaults: this.alarmDefaults,
      metricFactoryDefaults: { period: Duration.minutes(5) },
      dashboardFactory: new DefaultDashboardFactory(this, 'Dashboards', {
        dashboardNamePrefix: props.name,
        createDashboard: true,
        createSummaryDashboard: false,
        createAlarmDashboard: false,
      }),
    });

    this.facade.addLargeHeader(`${props.name}: requests, errors, latency, AI turns, test sends, DNS checks`);
    this.facade.monitorApiGatewayV2HttpApi({
      api: props.httpApi,
      humanReadableName: 'HTTP API',
      alarmFriendlyName: 'Api',
      add5xxRateAlarm: { Critical: { maxErrorRate: THRESHOLDS.api5xxRate } },
      addLatencyP99Alarm: { Warning: { maxLatency: THRESHOLDS.apiP99Latency } },
    });
    this.addProductWidgets(props);
    this.addAiFailures(props.name, props.aiLogGroups);
    this.addSesReputation();
    this.facade.monitorDynamoTable({
      table: dynamodb.Table.fromTableName(this, 'TableRef', props.table.tableName),
      billingMode: dynamodb.BillingMode.PAY_PER_REQUEST,
      alarmFriendlyName: 'Table',
      addReadThrottledEventsCountAlarm: {
        Critical: { maxThrottledEventsThreshold: THRESHOLDS.dynamoThrottledRequests },
      },
      addWriteThrottledEventsCountAlarm: {
        Critical: { maxThrottledEventsThreshold: THRESHOLDS.dynamoThrottledRequests },
      },
      addSystemErrorCountAlarm: { Critical: { maxErrorCount: THRESHOLDS.dynamoSystemErrors } },
    });
    for (const { id: dlqId, queue } of props.deadLetterQueues) {
      this.facade.monitorSqsQueue({
        queue,
        humanReadableName: `Dead letters: ${dlqId}`,
        alarmFriendlyName: `Dlq-${dlqId}`,
        addQueueMaxSizeAlarm: { Critical: { maxMessageCount: THRESHOLDS.deadLetterMessages } },
      });
    }
    this.monitorFunctions(props);
    this.addFunctionThrottles();
  }

  /**
   * Throttles of every function in the account and Region, one alarm (Lambda's account-wide metric, no
   * dimension): per-function throttle alarms were a third of the function-alarms stack's resources (453 of
   * CloudFormation's 500 with 151 functions), and a throttle anywhere means the account's concurrency is
   * exhausted, which one alarm says as well. Each function's throttles stay on the dashboard.
   */
  private addFunctionThrottles(): void {
    this.facade.monitorCustom({
      humanReadableName: 'Lambda throttles (every function of the account)',
      alarmFriendlyName: 'Functions',
      metricGroups: [
        {
          title: 'Throttled invocations',
          metrics: [
            {
              metric: new cloudwatch.Metric({
                namespace: 'AWS/Lambda',
                metricName: 'Throttles',
                statistic: 'Sum',
                period: Duration.minutes(5),
              }),
              alarmFriendlyName: 'Throttles',
              addAlarm: {
                Critical: {
                  threshold: THRESHOLDS.functionThrottles,
                  comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_THRESHOLD,
                  additionalDescription:
                    "A function was throttled: the account's Lambda concurrency ran out.",
                },
              },
            },
          ],
        },
      ],
    });
  }

  /** Each function's widgets on the dashboard, and its alarms in the functions' own stack (no dashboard). */
  private monitorFunctions(props: MonitoringProps): void {
    const alarms = new MonitoringFacade(props.functionAlarmsScope, 'FunctionAlarms', {
      alarmFactoryDefaults: this.alarmDefaults,
      metricFactoryDefaults: { period: Duration.minutes(5) },
      dashboardFactory: new DefaultDashboardFactory(props.functionAlarmsScope, 'NoDashboards', {
        dashboardNamePrefix: `${props.name}-functions`,
        createDashboard: false,
        createSummaryDashboard: false,
        createAlarmDashboard: false,
      }),
    });
    for (const { id: fnId, fn } of props.functions) {
      const names = {
        lambdaFunction: fn,
        humanReadableName: `Function ${fnId}`,
        alarmFriendlyName: `Fn-${fnId}`,
      };
      this.facade.monitorLambdaFunction(names);
      alarms.monitorLambdaFunction({
        ...names,
        addFaultCountAlarm: { Critical: { maxErrorCount: THRESHOLDS.functionErrors } },
        addMaxLatencyAlarm: {
          Warning: { maxLatencyPercentageOfTimeout: THRESHOLDS.durationPercentOfTimeout },
        },
      });
    }
  }

  /** AI turns, test sends and DNS checks: invocations of the functions that do them. */
  private addProductWidgets(props: MonitoringProps): void {
    const byId = new Map(props.functions.map((f) => [f.id, f.fn]));
    const sum = (ids: string[], label: string): cloudwatch.Metric[] =>
      ids.flatMap((fnId) => {
        const fn = byId.get(fnId);
        return fn ? [fn.metricInvocations({ period: Duration.minutes(5), label: `${label} (${fnId})` })] : [];
      });
    this.facade.monitorCustom({
      humanReadableName: 'Product activity',
      alarmFriendlyName: 'Product',
      metricGroups: [
        { title: 'AI turns', metrics: sum(props.product.aiTurns, 'AI turns') },
        { title: 'Test sends', metrics: sum(props.product.testSends, 'Test sends') },
        { title: 'DNS checks', metrics: sum(props.product.dnsChecks, 'DNS checks') },
      ],
    });
  }

  /** Failed model calls, counted from the chat's log lines (lambdas/wiring/llm.ts logs `aiFailure`). */
  private addAiFailures(name: string, logGroups: logs.ILogGroup[]): void {
    const { namespace, metricName } = aiFailureMetric(name);
    logGroups.forEach((logGroup, i) => {
      new logs.MetricFilter(this, `AiFailures${i}`, {
        logGroup,
        filterPattern: logs.FilterPattern.stringValue('$.aiFailure', '=', 'bedrock'),
        metricNamespace: namespace,
        metricName,
        metricValue: '1',
        defaultValue: 0,
      });
    });
    this.facade.monitorCustom({
      humanReadableName: 'AI model failures',
      alarmFriendlyName: 'Ai',
      metricGroups: [
        {
          title: 'Failed model calls (AccessDenied, throttled, unavailable, ...)',
          metrics: [
            {
              metric: new cloudwatch.Metric({
                namespace,
                metricName,
                statistic: 'Sum',
                period: Duration.minutes(5),
              }),
              alarmFriendlyName: 'ModelFailures',
              addAlarm: {
                Critical: {
                  threshold: THRESHOLDS.aiModelFailures,
                  comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_THRESHOLD,
                  additionalDescription:
                    'The chat could not call the Bedrock model: read the log line (awsErrorName) of the chat function; AccessDeniedException means model access is not enabled in this region.',
                },
              },
            },
          ],
        },
      ],
    });
  }

  /** SES reputation (account level, fraction of sends): AWS reviews accounts over 5% bounces, 0.1% complaints. */
  private addSesReputation(): void {
    const metric = (metricName: string) =>
      new cloudwatch.Metric({
        namespace: 'AWS/SES',
        metricName,
        statistic: 'Maximum',
        period: Duration.hours(1),
      });
    const over = (threshold: number, what: string) => ({
      Critical: {
        threshold,
        comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_THRESHOLD,
        additionalDescription: `SES ${what} is over the rate at which AWS starts reviewing the account.`,
      },
    });
    this.facade.monitorCustom({
      humanReadableName: 'SES reputation',
      alarmFriendlyName: 'Ses',
      metricGroups: [
        {
          title: 'Bounce and complaint rate',
          metrics: [
            {
              metric: metric('Reputation.BounceRate'),
              alarmFriendlyName: 'BounceRate',
              addAlarm: over(THRESHOLDS.sesBounceRate, 'bounce rate'),
            },
            {
              metric: metric('Reputation.ComplaintRate'),
              alarmFriendlyName: 'ComplaintRate',
              addAlarm: over(THRESHOLDS.sesComplaintRate, 'complaint rate'),
            },
          ],
        },
      ],
    });
  }
}
