import { ApiRequestError, errorMessage } from '../../lib/api-client';

export type ConnectField = 'shop' | 'accessToken' | 'webhookSecret';
const FIELDS: readonly ConnectField[] = ['shop', 'accessToken', 'webhookSecret'];

export interface ConnectErrors {
  /** The API's words for each field it refused (the first per field), shown under that field. */
  fields: Partial<Record<ConnectField, string>>;
  /** The sentence for the whole form: only when no field was named (Shopify refused, the shop is unreachable). */
  form: string | undefined;
}

/** What a failed connect says, per field and for the form. Pure. */
export function connectErrors(error: unknown): ConnectErrors {
  if (!error) return { fields: {}, form: undefined };
  const fields: ConnectErrors['fields'] = {};
  const issues = error instanceof ApiRequestError ? (error.issues ?? []) : [];
  for (const issue of issues) {
    const field = FIELDS.find((name) => issue.path === `body.${name}`);
    if (field && fields[field] === undefined) fields[field] = issue.message;
  }
  return { fields, form: Object.keys(fields).length ? undefined : errorMessage(error) };
}

/** The first refused field in the form's order, to move the focus to after a failed connect. Pure. */
export function firstRefusedField(errors: ConnectErrors): ConnectField | undefined {
  return FIELDS.find((name) => errors.fields[name] !== undefined);
}
