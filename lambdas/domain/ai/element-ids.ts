import type { EmailDocument } from '../../../shared/email';
import { elementIds } from '../../../shared/email/tree';

/** Every element id of the document, nested ones included (what Minor Edit may target). */
export const allElementIds = (doc: EmailDocument): string[] =>
  doc.sections.flatMap((s) => elementIds(s.elements));
