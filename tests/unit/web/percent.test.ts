import { describe, expect, it } from 'vitest';
import { percentText } from '../../../web/lib/percent';

/** Issue 29: "1 (0%)" unique clickers of 295; small shares keep one decimal, larger ones are whole. */
describe('percentText', () => {
  it.each([
    [1, 295, '0.3%'],
    [10, 295, '3.4%'],
    [6, 100, '6%'],
    [29, 295, '9.8%'],
    [199, 2000, '10%'], // 9.95 rounds up to 10 and is shown whole
    [30, 295, '10%'],
    [125, 1000, '13%'],
    [189, 295, '64%'],
    [3, 3, '100%'],
    [0, 295, '0%'],
    [1, 10_000, '<0.1%'],
    [5, 10_000, '0.1%'],
    [2945, 2950, '99.8%'],
    [9999, 10_000, '>99.9%'],
    [2, 1, '200%'],
  ])('%i of %i is %s', (part, whole, text) => {
    expect(percentText(part, whole)).toBe(text);
  });

  it('is empty when there is nothing to divide by', () => {
    expect(percentText(0, 0)).toBe('');
    expect(percentText(1, 0)).toBe('');
  });

  it('formats a rate already in per cent (a goal rate of 12.5 per 100 visits)', () => {
    expect(percentText(12.5, 100)).toBe('13%');
    expect(percentText(0.4, 100)).toBe('0.4%');
  });
});
