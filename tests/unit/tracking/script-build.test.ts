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

  it('is under 700 bytes gzipped', () => {
    expect(gzipSync(TRACKING_SCRIPT).length).toBeLessThan(700);
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
