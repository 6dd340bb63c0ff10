import { inject } from 'vitest';
import {
  ORIGIN_VERIFY_HEADER,
  VIEWER_ADDRESS_HEADER,
  VIEWER_COUNTRY_HEADER,
} from '../../../lambdas/routes/viewer';

/**
 * The headers CloudFront sends the API for a viewer at `address` (`ip:port`), with the stack's origin
 * secret: a test standing for CloudFront in front of the local API, so it can play many visitors from one
 * machine (without the secret the local server puts the connection's own address there instead).
 */
export function viaCloudFront(address: string, country?: string): Record<string, string> {
  return {
    [ORIGIN_VERIFY_HEADER]: inject('stack').env.ORIGIN_VERIFY_SECRET as string,
    [VIEWER_ADDRESS_HEADER]: address,
    ...(country ? { [VIEWER_COUNTRY_HEADER]: country } : {}),
  };
}
