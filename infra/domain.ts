/**
 * The custom domain of a deploy (`-c domainName=mail.example.com -c certificateArn=arn:aws:acm:us-east-1:...`).
 * CloudFront only takes ACM certificates from us-east-1, whatever region the stack is in; both values come
 * together or not at all. Without them the site is the CloudFront domain (deploy script: scripts/deploy).
 */
export interface SiteDomain {
  name: string;
  certificateArn: string;
}

const HOST = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i;
const CERT = /^arn:aws[a-z-]*:acm:us-east-1:\d{12}:certificate\/[0-9a-f-]{36}$/;

export function parseDomain(
  name: string | undefined,
  certificateArn: string | undefined,
): SiteDomain | undefined {
  if (!name && !certificateArn) return undefined;
  if (!name || !certificateArn)
    throw new Error(
      'domainName and certificateArn go together: pass both (-c domainName=... -c certificateArn=...).',
    );
  if (!HOST.test(name)) throw new Error(`domainName '${name}' is not a host name (e.g. mail.example.com).`);
  if (!CERT.test(certificateArn))
    throw new Error(
      `certificateArn must be an ACM certificate in us-east-1 (CloudFront reads certificates only there); got '${certificateArn}'.`,
    );
  return { name: name.toLowerCase(), certificateArn };
}
