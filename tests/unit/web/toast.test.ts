import { describe, expect, it } from 'vitest';
import { TOAST_DURATION_MS, TOAST_LIMIT, toSonnerCall } from '../../../web/lib/toast';

describe('toSonnerCall', () => {
  it('maps a default toast to a plain message with its description', () => {
    expect(
      toSonnerCall({ title: 'Signed Out', description: "You've been signed out successfully." }),
    ).toEqual({
      method: 'message',
      title: 'Signed Out',
      options: { description: "You've been signed out successfully." },
    });
  });

  it('maps destructive to an error toast', () => {
    const call = toSonnerCall({ title: 'Sign Out Failed', variant: 'destructive' });
    expect(call.method).toBe('error');
    expect(call.title).toBe('Sign Out Failed');
    expect(call.options).not.toHaveProperty('description');
    expect(call.options.className).toBe('jm-toast-destructive');
  });

  it("keeps an info toast's own duration (the 7 s DNS recommendation)", () => {
    const call = toSonnerCall({
      title: 'DNS Verification Recommended',
      description: 'x',
      variant: 'info',
      duration: 7000,
    });
    expect(call).toMatchObject({ method: 'info', options: { duration: 7000, description: 'x' } });
  });

  it('uses the limits of docs/product.md › Toasts', () => {
    expect(TOAST_LIMIT).toBe(1);
    expect(TOAST_DURATION_MS).toBe(5000);
  });
});
