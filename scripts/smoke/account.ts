/**
 * The smoke test's throwaway account: sign up, sign in, a project, one chat turn through CloudFront and the
 * chat function URL, accept its changes, an image upload served from /assets (the test send and the cleanup:
 * send.ts). The account's address is an SES mailbox simulator address, so a send works in the SES sandbox
 * and never bounces off a real mailbox (AWS counts bounces against the account).
 */
import { createHash, randomUUID } from 'node:crypto';
import {
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { AI_CHAT_PATH, CHAT_TOKEN_HEADER, type ChatEvent } from '../../shared/contracts/ai';
import type { RuntimeConfig } from '../../shared/contracts/runtime-config';
import { expectStatus, request } from './http';
import { check } from './report';

/** A real 1x1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

export interface Account {
  email: string;
  password: string;
  idToken?: string;
  accessToken?: string;
  projectId?: string;
}

export function newAccount(): Account {
  const tag = randomUUID().slice(0, 8);
  return { email: `success+jm-smoke-${tag}@simulator.amazonses.com`, password: `Smoke-${randomUUID()}-9!` };
}

export function cognitoFor(site: string, config: RuntimeConfig): CognitoIdentityProviderClient {
  return new CognitoIdentityProviderClient({
    region: config.region,
    // Locally the same-origin proxy to cognito-local; in AWS the regional Cognito endpoint.
    ...(config.userPoolEndpoint ? { endpoint: new URL(config.userPoolEndpoint, site).href } : {}),
    // Only public (unauthenticated) Cognito calls are made: no AWS credentials are needed or read.
    credentials: { accessKeyId: 'unused', secretAccessKey: 'unused' },
    maxAttempts: 2,
  });
}

export async function signUp(cognito: CognitoIdentityProviderClient, config: RuntimeConfig, a: Account) {
  await cognito.send(
    new SignUpCommand({
      ClientId: config.userPoolClientId,
      Username: a.email,
      Password: a.password,
      UserAttributes: [{ Name: 'email', Value: a.email }],
    }),
  );
  return { value: null, detail: a.email };
}

export async function signIn(cognito: CognitoIdentityProviderClient, config: RuntimeConfig, a: Account) {
  const out = await cognito.send(
    new InitiateAuthCommand({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: config.userPoolClientId,
      AuthParameters: { USERNAME: a.email, PASSWORD: a.password },
    }),
  );
  a.idToken = out.AuthenticationResult?.IdToken;
  a.accessToken = out.AuthenticationResult?.AccessToken;
  check(a.idToken && a.accessToken, `sign-in returned no tokens (challenge ${out.ChallengeName ?? 'none'})`);
  return { value: null, detail: 'tokens issued' };
}

export async function createProject(site: string, a: Account) {
  // The free plan (what the plan page's "Free" does), then the onboarding answers the chat's first draft reads.
  const plan = await request(`${site}/api/billing/free`, { method: 'POST', token: a.idToken, json: {} });
  check(plan.status < 300, `POST /api/billing/free: HTTP ${plan.status} ${plan.text.slice(0, 200)}`);
  const setup = await request(`${site}/api/setup`, {
    method: 'PATCH',
    token: a.idToken,
    json: {
      businessDescription: 'Smoke test shop: hand-poured candles.',
      selectedCampaignIds: ['welcome_new_subscriber'],
    },
  });
  expectStatus(setup, 200, 'PATCH /api/setup');
  const answer = await request<{ project?: { id: string } }>(`${site}/api/projects`, {
    method: 'POST',
    token: a.idToken,
    json: { name: `Smoke test ${new Date().toISOString().slice(0, 19)}` },
  });
  expectStatus(answer, 201, 'POST /api/projects');
  a.projectId = answer.body.project?.id;
  check(a.projectId, 'the new project has no id');
  return { value: null, detail: a.projectId };
}

/** One turn as the browser sends it: token in x-jm-authorization, body hash in x-amz-content-sha256. */
export async function chatTurn(site: string, a: Account): Promise<{ value: string; detail: string }> {
  const body = JSON.stringify({
    projectId: a.projectId,
    message: 'A welcome email for new subscribers, mention the 10% code WELCOME10',
    mode: 'major',
  });
  const response = await fetch(`${site}${AI_CHAT_PATH}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-amz-content-sha256': createHash('sha256').update(body).digest('hex'),
      [CHAT_TOKEN_HEADER]: `Bearer ${a.idToken}`,
    },
    body,
  });
  const text = await response.text();
  check(
    response.status === 200 && response.headers.get('content-type')?.includes('ndjson'),
    `POST ${AI_CHAT_PATH}: HTTP ${response.status} ${text.slice(0, 200)} (a 403 from CloudFront: origin access control or x-amz-content-sha256)`,
  );
  const events = text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as ChatEvent);
  const error = events.find((e) => e.type === 'error');
  check(!error, `the chat answered an error: ${error && 'message' in error ? error.message : ''}`);
  const done = events.find((e) => e.type === 'done');
  check(done?.type === 'done' && done.result.kind === 'changes', `no changes proposed: ${text.slice(-200)}`);
  const provider = events.find((e) => e.type === 'start');
  return {
    value: done.result.batchId,
    detail: `${done.result.changes.length} changes from ${provider?.type === 'start' ? provider.provider : '?'}`,
  };
}

export async function acceptChanges(site: string, a: Account, batchId: string) {
  const answer = await request<{ accepted?: string[] }>(
    `${site}/api/projects/${a.projectId}/pending-changes`,
    {
      method: 'POST',
      token: a.idToken,
      json: { operation: 'accept_batch', batchId },
    },
  );
  expectStatus(answer, 200, 'accept_batch');
  check(answer.body.accepted?.length, 'nothing was accepted');
  return { value: null, detail: `${answer.body.accepted.length} accepted` };
}

export async function uploadImage(site: string, a: Account) {
  const images = `${site}/api/projects/${a.projectId}/images`;
  const ticket = await request<{ upload: { url: string; fields: Record<string, string> }; key: string }>(
    images,
    {
      method: 'POST',
      token: a.idToken,
      json: { fileName: 'smoke.png', contentType: 'image/png', size: PNG.length },
    },
  );
  expectStatus(ticket, 200, 'presign');
  const form = new FormData();
  for (const [name, value] of Object.entries(ticket.body.upload.fields)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'smoke.png');
  const posted = await fetch(ticket.body.upload.url, { method: 'POST', body: form });
  check(
    posted.status < 300,
    `the upload to S3 answered HTTP ${posted.status} (bucket CORS or the presigned POST)`,
  );
  const confirmed = await request<{ image?: { url: string } }>(`${images}/confirm`, {
    method: 'POST',
    token: a.idToken,
    json: { key: ticket.body.key },
  });
  expectStatus(confirmed, 200, 'confirm');
  const url = confirmed.body.image?.url;
  check(url, 'confirm returned no image URL');
  const served = await fetch(new URL(url, site));
  const bytes = Buffer.from(await served.arrayBuffer());
  check(
    served.status === 200 && bytes.equals(PNG),
    `${url} answered HTTP ${served.status} with ${bytes.length} bytes`,
  );
  return { value: served.headers, detail: new URL(url, site).pathname };
}
