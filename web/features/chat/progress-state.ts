/**
 * The progress screen's state from the chat stream's events (docs/product.md › Progress screens): stage and percentage only
 * from `progress` events; a `waiting` event (the server's keep-alive while the model is silent) adds
 * how long nothing has come, and never moves the percentage; any later event clears it.
 */
import type { ChatEvent, ProgressStage } from '../../../shared/contracts/ai';

export interface Progress {
  stage: ProgressStage;
  percent: number;
  /** Seconds without news from the model, from the last `waiting` event. */
  waitingSeconds?: number;
}

export function progressAfter(current: Progress | undefined, event: ChatEvent): Progress | undefined {
  if (event.type === 'progress') return { stage: event.stage, percent: event.percent };
  if (event.type === 'waiting') return current && { ...current, waitingSeconds: event.seconds };
  if (current?.waitingSeconds !== undefined) return { stage: current.stage, percent: current.percent };
  return current;
}

/** The line under the bar while the model is silent. */
export const waitingText = (seconds: number): string =>
  `Still waiting for the AI model (${seconds} s without news)…`;
