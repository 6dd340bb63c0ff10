import { BaseSequencer } from 'vitest/node';

/** Orders each project's files slowest first by tests/durations.json (duration-sequencer.mjs). */
export declare class DurationSequencer extends BaseSequencer {}
