/** Runs `work` on each of `items` with at most `lanes` running at once (a job's bound on its load). */
export async function inLanes<T>(
  items: readonly T[],
  lanes: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(Math.max(1, lanes), items.length) }, async () => {
      while (next < items.length) await work(items[next++] as T);
    }),
  );
}
