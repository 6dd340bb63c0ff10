import { describe, expect, it } from 'vitest';
import {
  canSend,
  checkMessage,
  inputHeight,
  modeAllowed,
  placeholderFor,
  sendsOnKey,
} from '../../../web/features/chat/chat-rules';

describe('chat panel rules (docs/product.md › Chat panel, Chat modes)', () => {
  it('trims, refuses blank with "Message cannot be empty", caps at 4,000 characters', () => {
    expect(checkMessage('  hi \n')).toEqual({ ok: true, message: 'hi' });
    expect(checkMessage(' \n\t ')).toEqual({ ok: false, error: 'Message cannot be empty' });
    expect(checkMessage('a'.repeat(4000)).ok).toBe(true);
    expect(checkMessage('a'.repeat(4001))).toEqual({
      ok: false,
      error: 'Messages can be at most 4,000 characters. Please shorten yours.',
    });
    expect(canSend('  ', false)).toBe(false);
    expect(canSend('x', true)).toBe(false);
    expect(canSend('x', false)).toBe(true);
  });

  it('placeholders, Enter vs Shift+Enter, 40-120 px input', () => {
    expect(placeholderFor(false)).toBe('Type your request...');
    expect(placeholderFor(true)).toBe('Your answer to the AI...');
    expect(sendsOnKey({ key: 'Enter', shiftKey: false })).toBe(true);
    expect(sendsOnKey({ key: 'Enter', shiftKey: true })).toBe(false);
    expect(sendsOnKey({ key: 'Enter', shiftKey: false, isComposing: true })).toBe(false);
    expect([10, 40, 77.2, 500].map(inputHeight)).toEqual([40, 40, 78, 120]);
  });

  it('Minor Edit and Just Ask wait for a first draft; Major is always allowed', () => {
    expect(modeAllowed('major', false)).toBe(true);
    expect(modeAllowed('edit', false)).toBe(false);
    expect(modeAllowed('ask', false)).toBe(false);
    expect(modeAllowed('ask', true)).toBe(true);
  });
});
