/** The smoke test's steps: each prints one line with its verdict and time; the run passes when all do. */
export interface StepResult {
  name: string;
  ok: boolean;
  ms: number;
  detail: string;
}

export type Print = (line: string) => void;

export class StepFailed extends Error {}

/** Throws StepFailed with `message` unless `condition` holds. */
export function check(condition: unknown, message: string): asserts condition {
  if (!condition) throw new StepFailed(message);
}

export class Report {
  readonly results: StepResult[] = [];
  constructor(private readonly print: Print) {}

  /** Runs one step; a failure is recorded (and printed) and rethrown so later steps that need it stop. */
  async step<T>(name: string, run: () => Promise<T | { value: T; detail: string }>): Promise<T> {
    const started = performance.now();
    try {
      const out = await run();
      const detailed = out && typeof out === 'object' && 'detail' in out && 'value' in out;
      this.record({ name, ok: true, ms: performance.now() - started, detail: detailed ? out.detail : '' });
      return (detailed ? out.value : out) as T;
    } catch (error) {
      this.record({ name, ok: false, ms: performance.now() - started, detail: (error as Error).message });
      throw error;
    }
  }

  private record(result: StepResult): void {
    this.results.push(result);
    const ms = `${Math.round(result.ms)} ms`.padStart(8);
    this.print(
      `${result.ok ? 'PASS' : 'FAIL'} ${ms}  ${result.name}${result.detail ? ` — ${result.detail}` : ''}`,
    );
  }

  /** A line that is not a step: something the run could not check, said plainly. */
  note(text: string): void {
    this.print(`NOTE            ${text}`);
  }

  get passed(): boolean {
    return this.results.length > 0 && this.results.every((r) => r.ok);
  }
}
