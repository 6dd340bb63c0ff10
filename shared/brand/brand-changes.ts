import type { BrandKit } from '../contracts/brand';
import type { EmailChange, EmailDocument } from '../email';
import { deepEqual } from '../email/tree';
import { brandSection } from './apply-brand';

/** The rationale a reviewer reads on each change of the batch. */
export const APPLY_BRAND_RATIONALE = "Apply my brand: your brand kit's colours, font and button shape.";

/**
 * "Apply my brand" on an existing email (issue 33) as typed changes to review: one section edit per section
 * the brand kit changes (its text colour and font, and every element colour the kit sets: applyBrand's
 * rules), each with the section as it was, so a change made stale by a later edit is refused on accept.
 * Sections already in the brand give no change. Pure.
 */
export function brandChanges(doc: EmailDocument, brand: BrandKit): EmailChange[] {
  const changes: EmailChange[] = [];
  for (const section of doc.sections) {
    const branded = brandSection(section, brand, true);
    if (!deepEqual(branded, section))
      changes.push({
        change_type: 'section_edit',
        target_id: section.id,
        new_content: branded,
        old_content: section,
      });
  }
  return changes;
}
