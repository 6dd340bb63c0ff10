/**
 * Cognito's own mail (sign-up codes, "Send the code again"): its default sender allows about 50 emails a day,
 * so `-c cognitoFromEmail` sends through SES in the stack's region instead; without it the synth warns.
 */
import { Annotations, Match } from 'aws-cdk-lib/assertions';
import { afterAll, describe, expect, it } from 'vitest';
import { parseCognitoEmail, type CognitoEmail } from '../../infra/cognito-email';
import { routes } from '../../lambdas/routes';
import { nagFindings, removeTempDirs, resourcesOf, synth, type CfnTemplate } from './synth';

afterAll(removeTempDirs);

/**
 * A few routes only: the user pool does not depend on them, and the full route table currently synthesizes
 * more than CloudFormation's 500 resources per stack (reported to the lead; outside this change).
 */
const synthWith = (cognitoEmail?: CognitoEmail) =>
  synth({ routes: routes.slice(0, 3), ...(cognitoEmail ? { cognitoEmail } : {}) });

function emailConfiguration(json: CfnTemplate): Record<string, unknown> {
  const pools = resourcesOf(json, 'AWS::Cognito::UserPool');
  expect(pools).toHaveLength(1);
  return pools[0]![1].Properties?.EmailConfiguration as Record<string, unknown>;
}

const WARNING = 'about 50 emails a day.*-c cognitoFromEmail=no-reply@yourdomain';

describe("the user pool's email sender", () => {
  it("without cognitoFromEmail: Cognito's default sender and a synth warning naming the limit and the context value", () => {
    const s = synthWith();
    expect(emailConfiguration(s.json)).toEqual({ EmailSendingAccount: 'COGNITO_DEFAULT' });
    Annotations.fromStack(s.stack).hasWarning('/JungleMail/Auth', Match.stringLikeRegexp(WARNING));
  });

  it('with cognitoFromEmail: SES in the stack region from that address and name, no warning, cdk-nag clean', () => {
    const s = synthWith(parseCognitoEmail('no-reply@mail.example.com', 'Jungle Mail'));
    const email = emailConfiguration(s.json);
    expect(email).toMatchObject({
      EmailSendingAccount: 'DEVELOPER',
      From: 'Jungle Mail <no-reply@mail.example.com>',
    });
    const arn = JSON.stringify(email.SourceArn);
    expect(arn).toContain(':ses:');
    expect(arn).toContain('{"Ref":"AWS::Region"}');
    expect(arn).toContain(':identity/no-reply@mail.example.com');
    expect(Annotations.fromStack(s.stack).findWarning('*', Match.stringLikeRegexp(WARNING))).toEqual([]);
    expect(nagFindings(s.app)).toEqual([]);
  });

  it('refuses a malformed address, and a name without an address', () => {
    expect(parseCognitoEmail(undefined, undefined)).toBeUndefined();
    expect(parseCognitoEmail('no-reply@example.com', undefined)).toEqual({
      fromEmail: 'no-reply@example.com',
    });
    expect(() => parseCognitoEmail('no-reply', undefined)).toThrow('is not an e-mail address');
    expect(() => parseCognitoEmail('a b@example.com', undefined)).toThrow('is not an e-mail address');
    expect(() => parseCognitoEmail(undefined, 'Jungle Mail')).toThrow(
      'cognitoFromName needs cognitoFromEmail',
    );
  });
});
