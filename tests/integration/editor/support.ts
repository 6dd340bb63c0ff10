/**
 * Shared by the editor integration tests: signed-in users with a project made through the projects routes
 * (issue 10), the editor's calls as the browser makes them, and the table as the handlers see it (to prove
 * what was and was not written).
 */
import { readFileSync } from 'node:fs';
import { expect } from 'vitest';
import { editorApiPaths } from '../../../shared/contracts/editor';
import type { EmailDocumentInput } from '../../../shared/email';
import { call, type ApiAnswer } from '../helpers/api';
import { verifyEmail } from '../helpers/cognito';
import { createProject, projectOf, userOnPlan, type User } from '../projects/support';
import { tableStore } from '../setup/support';

export const store = tableStore();
export type { User };

export const referenceDocument = JSON.parse(
  readFileSync(new URL('../../fixtures/email/reference-email.json', import.meta.url), 'utf8'),
) as EmailDocumentInput;

/** A small valid document whose one text says `text`. */
export const smallDocument = (text: string, name = 'Spring sale'): EmailDocumentInput => ({
  name,
  sections: [{ id: 's1', elements: [{ id: 't1', type: 'text', content: text }] }],
});

export type Owner = User & { projectId: string };

export async function userWithProject(tag: string): Promise<Owner> {
  const user = await userOnPlan(store, 'premium', tag);
  const project = projectOf(await createProject(user.idToken, { name: `Editor ${tag}` }), 201);
  return { ...user, projectId: project.id };
}

/** As userWithProject, with the email address verified through the mailed code (test sends need it). */
export async function verifiedUserWithProject(tag: string): Promise<Owner> {
  const owner = await userWithProject(tag);
  return { ...owner, idToken: await verifyEmail(owner) };
}

const json = (body: unknown) => ({
  body: JSON.stringify(body),
  headers: { 'content-type': 'application/json' },
});

export const getContent = (token: string | undefined, projectId: string) =>
  call(editorApiPaths.content(projectId), { token });
export const saveContent = (token: string | undefined, projectId: string, body: unknown) =>
  call(editorApiPaths.content(projectId), { method: 'PUT', token, ...json(body) });
export const listVersions = (token: string | undefined, projectId: string) =>
  call(editorApiPaths.versions(projectId), { token });
export const getVersion = (token: string | undefined, projectId: string, versionId: string) =>
  call(editorApiPaths.version(projectId, versionId), { token });
export const restoreVersion = (
  token: string | undefined,
  projectId: string,
  versionId: string,
  body: unknown,
) => call(editorApiPaths.restoreVersion(projectId, versionId), { method: 'POST', token, ...json(body) });
export const presignImage = (token: string | undefined, projectId: string, body: unknown) =>
  call(editorApiPaths.images(projectId), { method: 'POST', token, ...json(body) });
export const confirmImage = (token: string | undefined, projectId: string, body: unknown) =>
  call(editorApiPaths.confirmImage(projectId), { method: 'POST', token, ...json(body) });
export const testSend = (token: string | undefined, projectId: string, body: unknown) =>
  call(editorApiPaths.testSend(projectId), { method: 'POST', token, ...json(body) });

/** Saves `document` at `expectedVersion` and returns the new version (fails the test otherwise). */
export async function saved(user: Owner, expectedVersion: number, document: unknown) {
  const res = await saveContent(user.idToken, user.projectId, { expectedVersion, document });
  expect(res.status, res.text).toBe(200);
  return (res.body as { version: number }).version;
}

export function expectError(res: ApiAnswer, status: number, error: string, message?: string) {
  expect(res.status, res.text).toBe(status);
  expect(res.body).toMatchObject({ error, ...(message === undefined ? {} : { message }) });
}
