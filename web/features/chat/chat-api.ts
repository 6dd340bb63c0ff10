/** The chat of a project (GET .../chat) and manage-pending-changes (POST .../pending-changes). */
import type { ChatState, ManageRequest, ManageResponse } from '../../../shared/contracts/ai';
import { api } from '../../lib/api-client';

const base = (projectId: string) => `/api/projects/${encodeURIComponent(projectId)}`;

export const loadChatState = (projectId: string): Promise<ChatState> =>
  api.get<ChatState>(`${base(projectId)}/chat`);

export const managePending = (projectId: string, request: ManageRequest): Promise<ManageResponse> =>
  api.post<ManageResponse>(`${base(projectId)}/pending-changes`, request);
