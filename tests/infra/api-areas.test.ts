/**
 * Per-area nested stacks (infra/constructs/api-area.ts): a route with `area` has its function, role,
 * integration, route and invoke permission in its area's nested stack, joined to the parent's HTTP API and
 * JWT authorizer; routes without one stay in the main stack. A variant replaces the route table's area
 * routes and triggers with fake ones (the health handler stands in for theirs), so the counts below are its own.
 */
import { Template } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes, triggers, type RouteDef, type TriggerDef } from '../../lambdas/routes';
import {
  actionsOfRole,
  nagFindings,
  refId,
  removeTempDirs,
  resourcesOf,
  synth,
  type CfnTemplate,
  type Synthesized,
} from './synth';

const contactsList: RouteDef = {
  id: 'contactsList',
  method: 'GET',
  path: '/api/contacts',
  handler: 'health.ts',
  auth: 'jwt',
  maxBodyBytes: 1024,
  grants: ['table:read'],
  area: 'contacts',
};
const unsubscribe: RouteDef = {
  id: 'unsubscribeOneClick',
  method: 'POST',
  path: '/api/u/{token}',
  handler: 'health.ts',
  auth: 'public',
  maxBodyBytes: 1024,
  grants: ['table:read', 'table:write'],
  area: 'contacts',
};
const campaignsList: RouteDef = {
  ...contactsList,
  id: 'campaignsList',
  path: '/api/campaigns',
  area: 'campaigns',
};

const sendWorker: TriggerDef = {
  id: 'sendWorker',
  handler: 'health.ts',
  kind: 'sqs',
  queue: 'campaign-sends',
  batchSize: 10,
  grants: ['table:write'],
  area: 'campaigns',
};

let s: Synthesized;
let contacts: CfnTemplate;
beforeAll(() => {
  s = synth({
    routes: [
      ...(routes as readonly RouteDef[]).filter((r) => !r.area),
      contactsList,
      unsubscribe,
      campaignsList,
    ],
    triggers: [...(triggers as readonly TriggerDef[]).filter((t) => !t.area), sendWorker],
  });
  contacts = Template.fromStack(s.stack.api.areas.get('contacts')!).toJSON() as CfnTemplate;
});
afterAll(removeTempDirs);

const routeKeys = (t: CfnTemplate) =>
  resourcesOf(t, 'AWS::ApiGatewayV2::Route').map(([, r]) => r.Properties!.RouteKey as string);

describe('per-area nested stacks', () => {
  it('makes one nested stack per area in use, and none for routes without an area', () => {
    expect([...s.stack.api.areas.keys()].sort()).toEqual(['campaigns', 'contacts']);
    // Monitoring, the functions' alarms and two areas.
    expect(resourcesOf(s.json, 'AWS::CloudFormation::Stack')).toHaveLength(4);
    expect(routeKeys(s.json)).toContain('GET /api/health');
    expect(routeKeys(s.json)).not.toContain('GET /api/contacts');
  });

  it("puts an area's functions, integrations, routes and invoke permissions in its nested stack", () => {
    expect(routeKeys(contacts).sort()).toEqual(['GET /api/contacts', 'POST /api/u/{token}']);
    expect(resourcesOf(contacts, 'AWS::Lambda::Function')).toHaveLength(2);
    expect(resourcesOf(contacts, 'AWS::ApiGatewayV2::Integration')).toHaveLength(2);
    expect(resourcesOf(contacts, 'AWS::Lambda::Permission')).toHaveLength(2);
    expect(resourcesOf(contacts, 'AWS::Logs::LogGroup')).toHaveLength(2);
    // None of them in the main stack.
    const mainFunctions = JSON.stringify(resourcesOf(s.json, 'AWS::Lambda::Function'));
    expect(mainFunctions).not.toContain('Jungle Mail function contactsList');
  });

  it("joins the parent's HTTP API, with the JWT authorizer on jwt routes and none on public ones", () => {
    const byKey = new Map(
      resourcesOf(contacts, 'AWS::ApiGatewayV2::Route').map(([, r]) => [
        r.Properties!.RouteKey,
        r.Properties!,
      ]),
    );
    const list = byKey.get('GET /api/contacts')!;
    const publicRoute = byKey.get('POST /api/u/{token}')!;
    // ApiId and AuthorizerId come in as parameters of the nested stack (the parent's resources).
    expect(Object.keys(contacts as unknown as { Parameters: object }).includes('Parameters')).toBe(true);
    const params = Object.keys((contacts as unknown as { Parameters: Record<string, unknown> }).Parameters);
    expect(params).toContain(refId(list.ApiId));
    expect(list.AuthorizationType).toBe('JWT');
    expect(params).toContain(refId(list.AuthorizerId));
    expect(publicRoute.AuthorizationType).toBe('NONE');
    expect(resourcesOf(contacts, 'AWS::ApiGatewayV2::Authorizer')).toHaveLength(0);
    expect(resourcesOf(s.json, 'AWS::ApiGatewayV2::Authorizer')).toHaveLength(1);
    expect(resourcesOf(s.json, 'AWS::ApiGatewayV2::Api')).toHaveLength(1);
  });

  it('gives an area function only its grants, on the parent’s table', () => {
    const fn = s.stack.api.functions.get('contactsList')!;
    const nested = s.stack.api.areas.get('contacts')!;
    const fnId = nested.resolve(
      (fn.node.defaultChild as unknown as { logicalId: string }).logicalId,
    ) as string;
    const role = refId(contacts.Resources[fnId]!.Properties!.Role)!;
    const actions = actionsOfRole(contacts, role);
    expect(actions.filter((a) => a.startsWith('dynamodb:')).sort()).toEqual(
      [
        'dynamodb:BatchGetItem',
        'dynamodb:ConditionCheckItem',
        'dynamodb:DescribeTable',
        'dynamodb:GetItem',
        'dynamodb:Query',
      ].sort(),
    );
    expect(actions.some((a) => /^(s3|ses|sqs|bedrock):/.test(a))).toBe(false);
  });

  it("puts an area's queue consumer and its event source mapping in the area's stack", () => {
    const campaigns = Template.fromStack(s.stack.api.areas.get('campaigns')!).toJSON() as CfnTemplate;
    const [, mapping] = resourcesOf(campaigns, 'AWS::Lambda::EventSourceMapping')[0]!;
    expect(mapping!.Properties).toMatchObject({
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      BatchSize: 10,
    });
    // The main stack keeps only its own triggers' mappings (the analytics stream's), none on a queue.
    const mainMappings = resourcesOf(s.json, 'AWS::Lambda::EventSourceMapping');
    expect(
      mainMappings.filter(
        ([, m]) => s.json.Resources[refId(m.Properties!.EventSourceArn)!]?.Type === 'AWS::SQS::Queue',
      ),
    ).toEqual([]);
    expect(resourcesOf(campaigns, 'AWS::Lambda::Function')).toHaveLength(2);
  });

  it('monitors area functions like the others (alarms in the monitoring stack)', () => {
    const names = resourcesOf(s.monitoringJson, 'AWS::CloudWatch::Alarm').map(
      ([, a]) => a.Properties!.AlarmName,
    );
    expect(names).toContain('JungleMail-prod-Fn-contactsList-Fault-Count-Critical');
    expect(names).toContain('JungleMail-prod-Fn-campaignsList-Fault-Count-Critical');
  });

  it('keeps cdk-nag clean (the public area route is acknowledged like the others)', () => {
    expect(nagFindings(s.app)).toEqual([]);
  });
});
