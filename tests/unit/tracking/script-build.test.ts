import { readFile } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  buildTrackingScript,
  GENERATED_PATH,
  generatedModuleSource,
} from '../../../lambdas/tracking-script/build';
import { TRACKING_SCRIPT } from '../../../lambdas/tracking-script/script.generated';

describe('served tracking script', () => {
  it('script.generated.ts is the current build of pixel.ts (else: npx tsx lambdas/tracking-script/build.ts)', async () => {
    const built = await buildTrackingScript();
    expect(TRACKING_SCRIPT).toBe(built);
    expect(await readFile(GENERATED_PATH, 'utf8')).toBe(await generatedModuleSource(built));
  });

  // Issue 31's budget: at most 1,000 bytes at gzip level 9 (commerce events' console message included).
  it('is at most 1,000 bytes gzipped (level 9)', () => {
    expect(gzipSync(TRACKING_SCRIPT, { level: 9 }).length).toBeLessThanOrEqual(1000);
  });

  it('carries the version, the ingest path and the transport choices', () => {
    for (const part of [
      '"1.0.0"',
      '"pixel-loaded"',
      '"/api/t"',
      'sendBeacon',
      'keepalive:!0',
      'credentials:"omit"',
      '"text/plain"',
      '"/api/subscribe"',
      '"subscribe"',
    ]) {
      expect(TRACKING_SCRIPT).toContain(part);
    }
    expect(TRACKING_SCRIPT).not.toMatch(/document\.cookie|localStorage|sessionStorage/);
  });
});
