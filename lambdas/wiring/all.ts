import { createDeps } from '../deps';
import { blobsPort } from './blobs';
import { identitiesPort } from './identities';
import { llmPort } from './llm';
import { mailerPort } from './mailer';
import { paymentsPort } from './payments';
import { signingPort } from './signing';
import { queuePort } from './queue';
import { schedulesPort } from './schedules';
import { userPoolPort } from './user-pool';
import { shopifyAdminPort } from './shopify-admin';

/** Every optional port: the local server runs all handlers in one process, and tests reach every adapter. */
export const allPorts = [
  identitiesPort,
  mailerPort,
  blobsPort,
  llmPort,
  paymentsPort,
  userPoolPort,
  signingPort,
  queuePort,
  schedulesPort,
  shopifyAdminPort,
];

/** Deps with every port, for the local server, scripts and tests (a Lambda function builds only what it uses). */
export const createFullDeps = (env: Record<string, string | undefined>) => createDeps(env, allPorts);
