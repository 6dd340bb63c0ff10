/**
 * The CDK app (`npx cdk synth` / `npm run synth`, `npm run deploy`). Offline: no lookups, no Docker.
 * Context (cdk.json or `-c key=value`):
 *   stage           dev | prod, default prod: the stack is JungleMail-<stage>; data retained in prod only
 *   stackName       overrides the stack name of the stage
 *   domainName      custom domain of the site (with certificateArn, an ACM certificate in us-east-1)
 *   alarmEmail      e-mail address subscribed to the alarm topic
 *   webDist         built SPA folder, default dist/web (missing: only config.json is deployed)
 *   aiProvider      bedrock | offline | openai, default DEFAULT_AI_PROVIDER (bedrock) of infra/constructs/ai.ts
 *   bedrockModelId  Bedrock model or inference-profile id, default in infra/constructs/ai.ts
 *   mailFrom        From of test sends without a verified customer domain, default preview@junglemail.app
 *   cognitoFromEmail  sender of Cognito's codes through SES (an SES verified address or domain in the region);
 *                     without it Cognito's default sender (about 50 emails a day, a synth warning says so)
 *   cognitoFromName   its display name (with cognitoFromEmail)
 */
import * as path from 'node:path';
import { App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { parseCognitoEmail } from './cognito-email';
import { parseDomain } from './domain';
import { JungleMailStack } from './stack';
import { parseStage, stackNameFor } from './stage';

const app = new App();
const context = (key: string): string | undefined => {
  const value: unknown = app.node.tryGetContext(key);
  return typeof value === 'string' && value !== '' ? value : undefined;
};
const webDist = context('webDist');

const stage = parseStage(context('stage'));

new JungleMailStack(app, context('stackName') ?? stackNameFor(stage), {
  description: 'Jungle Mail: SPA on CloudFront, HTTP API on Lambda, Cognito, DynamoDB, S3, SES, Bedrock',
  env: { account: process.env.CDK_DEFAULT_ACCOUNT, region: process.env.CDK_DEFAULT_REGION },
  webDist: webDist ? path.resolve(webDist) : undefined,
  aiProvider: context('aiProvider'),
  bedrockModelId: context('bedrockModelId'),
  mailFrom: context('mailFrom'),
  stripePrices: { pro: context('stripePricePro'), premium: context('stripePricePremium') },
  stage,
  alarmEmail: context('alarmEmail'),
  domain: parseDomain(context('domainName'), context('certificateArn')),
  cognitoEmail: parseCognitoEmail(context('cognitoFromEmail'), context('cognitoFromName')),
});
// cdk-nag 3 is a validation plugin: any unacknowledged finding (error or warning) fails the synth.
Validations.of(app).addPlugins(new AwsSolutionsChecks(app, { verbose: true }));
