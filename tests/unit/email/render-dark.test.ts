import { describe, expect, it } from 'vitest';
import { renderEmailHtml } from '../../../shared/email';
import { referenceDoc } from './helpers';

/** The editor's dark-mode switch: the renderer can apply its dark styles without prefers-color-scheme. */
describe("renderEmailHtml's dark option", () => {
  const doc = referenceDoc();
  const styleOf = (html: string) => /<style>(.*?)<\/style>/.exec(html)?.[1] ?? '';

  it("applies the dark classes unconditionally with dark: 'always'", () => {
    const style = styleOf(renderEmailHtml(doc, { mode: 'preview', dark: 'always' }));
    expect(style).not.toContain('prefers-color-scheme');
    expect(style).toContain('.jm-d1{background-color:#121212!important}');
    expect(style).toContain('.jm-t1{color:#ececec!important}');
  });

  it('keeps them behind prefers-color-scheme by default and with auto', () => {
    for (const html of [renderEmailHtml(doc), renderEmailHtml(doc, { dark: 'auto' })]) {
      expect(styleOf(html)).toMatch(/@media \(prefers-color-scheme:dark\)\{\.jm-d1\{/);
    }
  });

  it("leaves them out with dark: 'never' (the light preview, whatever the viewer's OS prefers)", () => {
    const style = styleOf(renderEmailHtml(doc, { mode: 'preview', dark: 'never' }));
    expect(style).not.toContain('jm-d1');
    expect(style).not.toContain('prefers-color-scheme');
    expect(style).toContain('@media (max-width:600px)');
  });

  it('changes nothing but the style block', () => {
    const auto = renderEmailHtml(doc, { mode: 'preview' });
    const always = renderEmailHtml(doc, { mode: 'preview', dark: 'always' });
    expect(always.replace(/<style>.*?<\/style>/, '')).toBe(auto.replace(/<style>.*?<\/style>/, ''));
    // Both variants are cached apart: asking for one does not change the other.
    expect(renderEmailHtml(doc, { mode: 'preview' })).toBe(auto);
  });
});
