/**
 * Who sends Cognito's own mail (sign-up verification codes, "Send the code again", password reset):
 * `-c cognitoFromEmail=no-reply@example.com` (optional `-c cognitoFromName="Jungle Mail"`) sends it through
 * Amazon SES in the stack's region, from that address; the address, or its domain, must be an SES verified
 * identity there. Without it Cognito's default sender is kept, which sends about 50 emails a day per account.
 */
export interface CognitoEmail {
  fromEmail: string;
  fromName?: string;
}

/** Cognito's default sender's daily quota (Cognito developer guide, "Email settings"). */
export const COGNITO_DEFAULT_DAILY_EMAILS = 50;

const ADDRESS = /^[^\s@<>"]+@([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i;

export function parseCognitoEmail(
  fromEmail: string | undefined,
  fromName: string | undefined,
): CognitoEmail | undefined {
  if (!fromEmail) {
    if (fromName)
      throw new Error('cognitoFromName needs cognitoFromEmail (-c cognitoFromEmail=no-reply@yourdomain).');
    return undefined;
  }
  if (!ADDRESS.test(fromEmail))
    throw new Error(`cognitoFromEmail '${fromEmail}' is not an e-mail address (e.g. no-reply@example.com).`);
  return { fromEmail, ...(fromName ? { fromName } : {}) };
}
