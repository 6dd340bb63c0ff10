/** What an import that stopped at the plan's contact limit says (GET /api/contacts/imports/{importId}). */
export function limitReachedMessage(lastRow: number, limit: number): string {
  return (
    `Stopped after row ${lastRow}: your plan's limit of ${limit.toLocaleString('en-US')} subscribed contacts ` +
    'is reached. The rest of the file was not imported; upgrade your plan, then import the file again.'
  );
}
