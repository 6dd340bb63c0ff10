/** React Query keys of the flow calls: every change invalidates `flowsKey(user)` (the list and each flow). */
export const flowsKey = (userId: string) => ['flows', userId] as const;
export const flowListKey = (userId: string) => [...flowsKey(userId), 'list'] as const;
export const flowKey = (userId: string, flowId: string) => [...flowsKey(userId), 'one', flowId] as const;
export const flowSettingsKey = (userId: string) => [...flowsKey(userId), 'settings'] as const;
export const contactFlowsKey = (userId: string, contactId: string) =>
  [...flowsKey(userId), 'contact', contactId] as const;

/** /api/flows/{flowId}[/action] */
export const flowPath = (flowId: string, action = '') =>
  `/api/flows/${encodeURIComponent(flowId)}${action ? `/${action}` : ''}`;
