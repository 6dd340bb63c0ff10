import { renderEmailHtml, type EmailDocument } from '../../../shared/email';

/** A new project's saved content from a built document (a template, a prebuilt flow's email): JSON and HTML. */
export const documentContent = (document: EmailDocument) => ({
  documentJson: JSON.stringify(document),
  document,
  html: renderEmailHtml(document),
  version: undefined,
  updatedAt: undefined,
});
