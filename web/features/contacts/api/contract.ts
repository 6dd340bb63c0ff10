/**
 * PROVISIONAL: the contact shapes the page reads, as the contacts branch is writing them in
 * shared/contracts/contacts.ts; once that is merged this file re-exports from there.
 */
import * as z from 'zod';

export const contactStatuses = ['subscribed', 'pending', 'unsubscribed', 'bounced', 'complained'] as const;
export type ContactStatus = (typeof contactStatuses)[number];

export const contactSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string().optional(),
  lastName: z.string().optional(),
  tags: z.array(z.string()),
  status: z.enum(contactStatuses),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Contact = z.infer<typeof contactSchema>;

export const contactListResponseSchema = z.object({
  contacts: z.array(contactSchema),
  nextCursor: z.string().nullable(),
});

export const contactCountsResponseSchema = z.object({
  counts: z.object(
    Object.fromEntries(contactStatuses.map((s) => [s, z.number()])) as Record<ContactStatus, z.ZodNumber>,
  ),
  limit: z.number(),
});
export type ContactCounts = Record<ContactStatus, number>;

export const contactResponseSchema = z.object({ contact: contactSchema });
export const bulkContactsResponseSchema = z.object({ done: z.number(), skipped: z.number() });

export interface CreateContactBody {
  email: string;
  firstName?: string;
  lastName?: string;
  tags?: string[];
}
export interface UpdateContactBody {
  firstName?: string;
  lastName?: string;
  tags?: string[];
  status?: 'unsubscribed';
}

export const CONTACT_BULK_MAX = 100;
export const CONTACT_TAG_MAX_LENGTH = 40;
export const CONTACT_TAGS_MAX = 20;
export const CONTACT_NAME_MAX = 100;
