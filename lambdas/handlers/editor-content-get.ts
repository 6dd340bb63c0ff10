import * as z from 'zod';
import { projectContentSchema } from '../../shared/contracts/editor';
import { getContent } from '../domain/editor/get-content';
import { httpRoute } from '../http/route';

/** GET /api/projects/{projectId}/content: the caller's project document, HTML and version (404 otherwise). */
export const handler = httpRoute({
  id: 'editorContentGet',
  contract: { params: z.object({ projectId: z.string() }), response: projectContentSchema },
  handle: ({ identity, ports, params }) => getContent(ports.store, identity.accountId, params.projectId),
});
