/**
 * Golden files of the rendered gallery (issue 33): every template, built in one fixed brand kit and
 * rendered to HTML, is compared with tests/unit/templates/__golden__/<id>.html (one tag per line, so a change
 * reads as a diff). A template or renderer change that moves them fails here; UPDATE_GOLDEN=1 rewrites them,
 * then the diff is reviewed by eye before committing.
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, it } from 'vitest';
import { defaultBrandKit, type BrandKit } from '../../../shared/contracts/brand';
import { renderEmailHtml } from '../../../shared/email';
import { buildTemplate } from '../../../shared/templates/build';
import { TEMPLATES } from '../../../shared/templates/catalogue';
import { expectGolden, pretty } from '../email/helpers';

const GOLDEN = join(dirname(fileURLToPath(import.meta.url)), '__golden__');
const brand: BrandKit = {
  ...defaultBrandKit('lumen-candles.com'),
  logoUrl: 'https://cdn.lumen-candles.com/logo.png',
  colors: { primary: '#7a1f5c', accent: '#e0a100', background: '#fbf7f2', text: '#2b2b2b', link: '#0b5cad' },
  font: 'georgia',
  buttonShape: 'pill',
  social: [{ platform: 'instagram', href: 'https://instagram.com/lumen' }],
};

describe('the rendered templates match their golden files', () => {
  it.each(TEMPLATES.map((t) => [t.id, t] as const))('%s', (id, spec) => {
    expectGolden(`${id}.html`, pretty(renderEmailHtml(buildTemplate(spec, brand))), GOLDEN);
  });
});
