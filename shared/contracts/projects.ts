import * as z from 'zod';
import { emailDocumentSchema } from '../email/document';

/**
 * Projects (docs/product.md › Projects), camelCase on the wire. The list shows summaries; the editor loads the full
 * project, whose `document` is the semantic_email_v2 document (null while the project has no email yet: the
 * editor then shows its first-email screen) and `html` its rendered HTML (null likewise). `version` counts saved
 * edits of the content, from 0; the editor's save sends it back for optimistic concurrency.
 *
 * Routes (lambdas/routes/, block "Projects (issue 10)"); every one answers only the caller's own projects,
 * anything else is 404 'Project not found':
 *   POST   /api/projects                      createProjectBody        -> 201 projectResponse
 *   GET    /api/projects?archived&cursor&limit listProjectsQuery       -> projectListResponse (newest edit first)
 *   GET    /api/projects/by-name?username&name projectByNameQuery      -> projectDetailResponse
 *   GET    /api/projects/{projectId}                                   -> projectDetailResponse
 *   PATCH  /api/projects/{projectId}          updateProjectBody        -> projectResponse (rename or archive)
 *   POST   /api/projects/{projectId}/duplicate                         -> 201 projectResponse
 *   DELETE /api/projects/{projectId}                                   -> deleteProjectResponse
 */

/** docs/product.md › Email defaults: the default document title, also the name of a project created without one. */
export const DEFAULT_PROJECT_NAME = 'Untitled Document';
export const PROJECT_NAME_MAX = 100;
export const PROJECT_PAGE_SIZE = 20;
export const PROJECT_PAGE_MAX = 100;

/** Any id that is not one of the caller's projects answers 404, so only the length is checked here. */
export const projectIdSchema = z.string().min(1).max(64);

/** Trimmed; empty is the spec's 'Title cannot be empty'. */
export const projectNameSchema = z
  .string({ message: 'Title cannot be empty' })
  .trim()
  .min(1, 'Title cannot be empty')
  .max(PROJECT_NAME_MAX, `Project names are at most ${PROJECT_NAME_MAX} characters.`);

export const projectSummarySchema = z.object({
  id: z.string().min(1),
  name: z.string(),
  createdAt: z.string(),
  /** ISO date-time; null when an older record has none (the list shows 'N/A'). */
  lastEditedAt: z.string().nullable(),
  isArchived: z.boolean(),
  version: z.number().int().min(0),
  /** An automation's email (issue 32): it lives with its flow and does not count against the plan's projects. */
  flowEmail: z.boolean().optional(),
});
export type ProjectSummary = z.infer<typeof projectSummarySchema>;

export const projectSchema = projectSummarySchema.extend({
  document: z.nullable(emailDocumentSchema),
  html: z.string().nullable(),
});
export type Project = z.infer<typeof projectSchema>;

export const createProjectBodySchema = z.strictObject({ name: projectNameSchema.optional() }).optional();
export type CreateProjectBody = z.input<typeof createProjectBodySchema>;

export const listProjectsQuerySchema = z.object({
  /** 'true' lists archived projects, otherwise the active ones. */
  archived: z.enum(['true', 'false']).optional(),
  cursor: z.string().max(2048).optional(),
  limit: z.coerce.number().int().min(1).max(PROJECT_PAGE_MAX).optional(),
});
export type ListProjectsQuery = z.input<typeof listProjectsQuerySchema>;

export const projectParamsSchema = z.object({ projectId: projectIdSchema });

export const projectByNameQuerySchema = z.object({
  username: z.string().trim().min(1).max(254),
  name: projectNameSchema,
});

/** Exactly one of: a new name (rename) or the archived flag (archive / unarchive). */
export const updateProjectBodySchema = z.union([
  z.strictObject({ name: projectNameSchema }),
  z.strictObject({ isArchived: z.boolean() }),
]);
export type UpdateProjectBody = z.input<typeof updateProjectBodySchema>;

export const projectResponseSchema = z.object({ project: projectSummarySchema });
export const projectDetailResponseSchema = z.object({ project: projectSchema });
export const projectListResponseSchema = z.object({
  projects: z.array(projectSummarySchema),
  /** Pass back as `cursor` for the next page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type ProjectListResponse = z.infer<typeof projectListResponseSchema>;
export const deleteProjectResponseSchema = z.object({ deleted: z.literal(true), projectId: z.string() });

/** The `error` field of project answers, with the spec's sentence as `message` (docs/product.md › Project errors). */
export const projectErrorCodes = {
  notFound: 'project_not_found',
  nameTaken: 'project_name_taken',
  limitReached: 'project_limit_reached',
  subscriptionMissing: 'subscription_missing',
  subscriptionInactive: 'subscription_inactive',
  planConfig: 'plan_config_error',
  invalidCursor: 'invalid_cursor',
  busy: 'project_busy',
} as const;

export const projectMessages = {
  notFound: 'Project not found',
  nameTaken: (name: string) => `A project named "${name}" already exists. Please choose another name.`,
  limitReached: (tier: string) =>
    `Project limit reached for your ${tier} plan. Please upgrade to create more projects.`,
  subscriptionMissing: 'User subscription information not found. Cannot create project.',
  subscriptionInactive:
    'Your subscription is not active. Please update your subscription to create new projects.',
  planConfig: 'Project limit configuration error for your plan.',
  invalidCursor: 'This page of projects is no longer available. Please reload the list.',
  busy: 'Too many changes at once. Please try again.',
} as const;

/** docs/product.md › Project list, in its words. */
export const projectListToasts = {
  loadFailed: 'Failed to load projects',
  notLoggedIn: 'You must be logged in to create a project.',
  verifyFailed: 'Could not verify your subscription details. Please try again.',
  subscriptionMissing: 'Subscription details not found. Please complete your subscription setup.',
  subscriptionInactive:
    'Your subscription is not active. Please update your subscription to create new projects.',
  limitReached: (tier: string) =>
    `You've reached the project limit for your ${tier} plan. Please upgrade to create more projects.`,
  unexpected: 'An unexpected error occurred while trying to create a new project.',
} as const;
