import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { Config } from '../config';

/** The site's public origin (SITE_URL; else the host the request came to), for addresses given to others. */
export function publicOrigin(config: Config, event: APIGatewayProxyEventV2): string {
  return config.billing.siteUrl ?? `https://${event.requestContext.domainName}`;
}
