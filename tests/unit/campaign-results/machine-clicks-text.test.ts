/** Issue 35: the words results use for link scanners' clicks (shared/contracts/machine-clicks.ts). */
import { describe, expect, it } from 'vitest';
import {
  MACHINE_CLICKS_NOTE,
  MACHINE_OPENS_NOTE,
  machineClicksText,
  machineOpensText,
} from '../../../shared/contracts/machine-clicks';

describe('machineClicksText', () => {
  it.each([
    [0, ''],
    [1, '+ 1 by link scanners'],
    [7, '+ 7 by link scanners'],
    [12_345, '+ 12,345 by link scanners'],
  ])('%i scanner clicks: %j', (n, text) => {
    expect(machineClicksText(n)).toBe(text);
  });

  it('explains in a sentence or three why they are apart and what the figures count', () => {
    expect(MACHINE_CLICKS_NOTE).toMatch(/^Link scanners in mail gateways follow every link/);
    expect(MACHINE_CLICKS_NOTE).toContain('count people only');
    expect(MACHINE_CLICKS_NOTE.split('. ').length).toBeLessThanOrEqual(3);
  });
});

describe('machineOpensText', () => {
  it.each([
    [0, ''],
    [1, '+ 1 by mail privacy proxies'],
    [4_321, '+ 4,321 by mail privacy proxies'],
  ])('%i proxy opens: %j', (n, text) => {
    expect(machineOpensText(n)).toBe(text);
  });

  it('says opens stay an estimate', () => {
    expect(MACHINE_OPENS_NOTE).toContain('Apple Mail Privacy Protection');
    expect(MACHINE_OPENS_NOTE).toContain('still an estimate');
  });
});
