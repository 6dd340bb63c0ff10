import { expect } from 'vitest';
import { contactResponseSchema, type Contact } from '../../../shared/contracts/contacts';
import { call, type ApiAnswer } from '../helpers/api';

const json = (body: unknown) => ({
  body: JSON.stringify(body),
  headers: { 'content-type': 'application/json' },
});

/** The contact routes, as the SPA calls them. */
export const addContact = (token: string, body: unknown) =>
  call('/api/contacts', { method: 'POST', token, ...json(body) });
export const listContacts = (token: string, query: Record<string, string | number> = {}) =>
  call(
    `/api/contacts?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString()}`,
    { token },
  );
export const getContact = (token: string, id: string) => call(`/api/contacts/${id}`, { token });
export const patchContact = (token: string, id: string, body: unknown) =>
  call(`/api/contacts/${id}`, { method: 'PATCH', token, ...json(body) });
export const deleteContact = (token: string, id: string) =>
  call(`/api/contacts/${id}`, { method: 'DELETE', token });
export const bulk = (token: string, body: unknown) =>
  call('/api/contacts/bulk', { method: 'POST', token, ...json(body) });
export const counts = (token: string) => call('/api/contacts/counts', { token });

export function contactOf(res: ApiAnswer, status = 200): Contact {
  expect(res.status, res.text).toBe(status);
  return contactResponseSchema.parse(res.body).contact;
}
