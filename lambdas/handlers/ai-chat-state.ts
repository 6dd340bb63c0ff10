import * as z from 'zod';
import type { ChatState } from '../../shared/contracts/ai';
import { listMessages } from '../domain/ai/chat-store';
import { listChanges } from '../domain/items/pending-change';
import { ownedProject } from '../domain/editor/project-access';
import { httpRoute } from '../http/route';

/**
 * GET /api/projects/{projectId}/chat: the project's messages in order, its pending changes and the open
 * clarification question. Reading failures give empty lists (docs/product.md › Chat errors).
 */
export const handler = httpRoute({
  id: 'aiChatState',
  contract: { params: z.object({ projectId: z.string() }) },
  handle: async ({ identity, ports, params, log }): Promise<ChatState> => {
    const project = await ownedProject(ports.store, identity.accountId, params.projectId);
    const warn = { warn: (m: string, extra: Record<string, unknown>) => log.warn(m, extra) };
    const messages = await listMessages(ports.store, params.projectId, warn);
    const pending = await listChanges(ports.store, params.projectId, { status: 'pending' }).catch(
      (error: unknown) => {
        log.warn('Reading pending changes failed', { error: error as Error });
        return [];
      },
    );
    return {
      messages,
      pending: pending.map(({ key: _key, ...p }) => p),
      clarification: project.clarificationContext ?? null,
    };
  },
});
