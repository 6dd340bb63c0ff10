/**
 * Reads up to `size` items of `source` ahead of the consumer: while the consumer awaits (a batch being
 * written), the next rows are parsed meanwhile, so the file's reading and the database's writing overlap
 * instead of taking turns. At most `size` items are held (memory stays bounded); a read error is thrown to
 * the consumer where it would have met it; stopping early closes the source.
 */
export async function* readAhead<T>(source: AsyncIterable<T>, size: number): AsyncGenerator<T> {
  const it = source[Symbol.asyncIterator]();
  const buffer: T[] = [];
  let head = 0;
  let ended = false;
  let failure: { error: unknown } | undefined;
  let pulling: Promise<void> | undefined;
  const pull = async () => {
    try {
      while (!ended && buffer.length - head < size) {
        const next = await it.next();
        if (next.done) ended = true;
        else buffer.push(next.value);
      }
    } catch (error) {
      failure = { error };
      ended = true;
    } finally {
      pulling = undefined;
    }
  };
  const fill = () => (pulling ??= pull());
  try {
    for (;;) {
      if (head === buffer.length) {
        if (failure) throw failure.error;
        if (ended) return;
        await fill();
        continue;
      }
      const value = buffer[head] as T;
      head += 1;
      if (head >= size) {
        buffer.splice(0, head);
        head = 0;
      }
      void fill();
      yield value;
    }
  } finally {
    await pulling;
    await it.return?.();
  }
}
