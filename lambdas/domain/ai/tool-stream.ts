/**
 * Reads a tool call's JSON input while it streams in, so the chat can show the answer's text and each
 * proposed change before the model has finished: the top-level string `message` or `question` is
 * passed on as it grows, and every item of the top-level `changes` array as soon as it is complete.
 */
export type ToolStreamEvent =
  { kind: 'text'; delta: string } | { kind: 'item'; index: number; value: unknown };

const STREAMED_KEYS = new Set(['message', 'question']);

export class ToolInputStream {
  private buf = '';
  private pos = 0;
  private depth = 0;
  private inString = false;
  private escape = false;
  private stringStart = -1;
  private expectKey = false;
  private key = '';
  private inChanges = false;
  private itemStart = -1;
  private items = 0;
  private streaming = false;
  private emitted = 0;

  /** Adds the next piece of JSON text; returns what became readable. */
  feed(delta: string): ToolStreamEvent[] {
    this.buf += delta;
    const out: ToolStreamEvent[] = [];
    for (; this.pos < this.buf.length; this.pos++) {
      const ch = this.buf[this.pos]!;
      if (this.inString) {
        if (this.escape) this.escape = false;
        else if (ch === '\\') this.escape = true;
        else if (ch === '"') this.closeString(out);
        continue;
      }
      if (ch === '"') {
        this.inString = true;
        this.stringStart = this.pos + 1;
        this.streaming = this.depth === 1 && !this.expectKey && STREAMED_KEYS.has(this.key);
        this.emitted = 0;
      } else if (ch === '{' || ch === '[') {
        if (this.depth === 1 && ch === '[' && this.key === 'changes') this.inChanges = true;
        if (this.depth === 2 && this.inChanges && ch === '{') this.itemStart = this.pos;
        this.depth++;
        this.expectKey = ch === '{' && this.depth === 1;
      } else if (ch === '}' || ch === ']') {
        this.depth--;
        if (this.depth === 2 && this.inChanges && ch === '}' && this.itemStart >= 0) {
          out.push({
            kind: 'item',
            index: this.items++,
            value: JSON.parse(this.buf.slice(this.itemStart, this.pos + 1)),
          });
          this.itemStart = -1;
        }
        if (this.depth === 1 && ch === ']') this.inChanges = false;
      } else if (ch === ',' && this.depth === 1) this.expectKey = true;
    }
    if (this.inString && this.streaming) this.emitText(out, false);
    return out;
  }

  private closeString(out: ToolStreamEvent[]): void {
    this.inString = false;
    if (this.streaming) this.emitText(out, true);
    this.streaming = false;
    if (this.depth === 1 && this.expectKey) {
      this.key = JSON.parse(this.buf.slice(this.stringStart - 1, this.pos + 1)) as string;
      this.expectKey = false;
    }
  }

  private emitText(out: ToolStreamEvent[], closed: boolean): void {
    const raw = this.buf.slice(this.stringStart, closed ? this.pos : this.buf.length);
    // A cut may fall inside an escape sequence (\\ or \\uXXXX): decode the longest prefix that parses.
    let text: string | undefined;
    for (let drop = 0; text === undefined && drop <= 6 && drop <= raw.length; drop++) {
      try {
        text = JSON.parse('"' + raw.slice(0, raw.length - drop) + '"') as string;
      } catch {
        text = undefined;
      }
    }
    if (text === undefined) return;
    if (text.length > this.emitted) out.push({ kind: 'text', delta: text.slice(this.emitted) });
    this.emitted = text.length;
  }
}
