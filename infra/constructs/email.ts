/**
 * SES: one configuration set (reputation metrics, TLS required, account-level suppression of bounces and
 * complaints). Sending identities are customer domains, created at run time by the app (Easy DKIM + MAIL
 * FROM), so none is declared here; the IAM side is in grants.ts ('ses:send', 'ses:identity').
 */
import * as ses from 'aws-cdk-lib/aws-ses';
import { Construct } from 'constructs';

export class Email extends Construct {
  readonly configurationSet: ses.ConfigurationSet;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.configurationSet = new ses.ConfigurationSet(this, 'ConfigurationSet', {
      reputationMetrics: true,
      sendingEnabled: true,
      tlsPolicy: ses.ConfigurationSetTlsPolicy.REQUIRE,
      suppressionReasons: ses.SuppressionReasons.BOUNCES_AND_COMPLAINTS,
    });
  }
}
