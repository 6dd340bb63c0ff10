import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ProgressScreen } from '../../../web/features/chat/ProgressScreen';
import { progressAfter, waitingText } from '../../../web/features/chat/progress-state';

describe('the progress screen and the keep-alive (waiting) events', () => {
  it('takes stage and percent from progress events only; waiting adds the seconds, never a percentage', () => {
    let p = progressAfter(undefined, { type: 'progress', stage: 'clarifying', percent: 10 });
    expect(p).toEqual({ stage: 'clarifying', percent: 10 });
    p = progressAfter(p, { type: 'waiting', seconds: 15 });
    expect(p).toEqual({ stage: 'clarifying', percent: 10, waitingSeconds: 15 });
    p = progressAfter(p, { type: 'waiting', seconds: 30 });
    expect(p).toEqual({ stage: 'clarifying', percent: 10, waitingSeconds: 30 });
    // The model speaks again: the waiting line goes.
    p = progressAfter(p, { type: 'text', delta: 'Hi' });
    expect(p).toEqual({ stage: 'clarifying', percent: 10 });
    p = progressAfter(p, { type: 'waiting', seconds: 15 });
    expect(progressAfter(p, { type: 'progress', stage: 'generating', percent: 30 })).toEqual({
      stage: 'generating',
      percent: 30,
    });
    expect(progressAfter(undefined, { type: 'waiting', seconds: 15 })).toBeUndefined();
  });

  it('shows how long the model has been silent under the unchanged bar', () => {
    const html = renderToString(
      createElement(ProgressScreen, { stage: 'generating', percent: 30, waitingSeconds: 45 }),
    );
    expect(html).toContain('aria-valuenow="30"');
    expect(html).toContain('Crafting Your Perfect Email');
    expect(html).toContain(waitingText(45).replace('…', ''));
    expect(renderToString(createElement(ProgressScreen, { stage: 'generating', percent: 30 }))).not.toContain(
      'Still waiting',
    );
  });
});
