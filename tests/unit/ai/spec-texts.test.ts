import { describe, expect, it } from 'vitest';
import { chatFailedDefault, MESSAGES } from '../../../shared/contracts/ai';
import { refusalError } from '../../../web/features/chat/chat-stream';
import { failureTitle } from '../../../web/features/chat/use-chat';

/**
 * docs/product.md › Chat errors, word for word: the texts below are copied from the
 * spec, so a drift in shared/contracts/ai.ts fails here.
 */
describe('chat texts (docs/product.md › Chat errors)', () => {
  it('the chat messages are the spec words', () => {
    expect(MESSAGES.projectCreateFailed).toBe('Failed to create a new project. Please try again.');
    expect(MESSAGES.generationFailed).toBe(
      'I tried to create your email, but something went wrong with the initial setup. Please try again or contact support if the issue persists.',
    );
    expect(MESSAGES.retrievalProblem).toBe(
      'Your email was created, but there was an issue retrieving reviewable changes. Please check the content.',
    );
    expect(MESSAGES.unexpected).toBe('An unexpected error occurred while generating your email.');
    expect(MESSAGES.firstDraft).toBe("I've drafted your first email! Please review the proposed additions.");
    expect(MESSAGES.errorPrefix + MESSAGES.unexpected).toBe(
      'Sorry, I encountered an error: An unexpected error occurred while generating your email.',
    );
    expect(MESSAGES.modeUnavailable).toBe('Mode Unavailable');
  });

  it("a refused turn shows the server's message, else 'Failed to generate changes (status N)'", () => {
    expect(refusalError(429, { error: 'ai_rate_limited', message: 'Slow down.' }).message).toBe('Slow down.');
    expect(refusalError(502, undefined).message).toBe('Failed to generate changes (status 502)');
    expect(refusalError(500, { error: 'x' }).message).toBe(chatFailedDefault(500));
    expect(refusalError(502, undefined).status).toBe(502);
  });

  it("a failed turn's toast: 'Generation Error' for the first email, 'Error' otherwise", () => {
    expect(failureTitle(MESSAGES.generationFailed)).toBe('Generation Error');
    expect(failureTitle(MESSAGES.errorPrefix + MESSAGES.unexpected)).toBe('Error');
  });
});
