import type { BrandKit } from '../../../shared/contracts/brand';
import { renderEmailHtml } from '../../../shared/email';
import { buildTemplate } from '../../../shared/templates/build';
import { templateById } from '../../../shared/templates/catalogue';

const cache = new Map<string, string>();

/** A template rendered in the brand, for a preview; memoised per template and brand. */
export function templateHtml(id: string, brand: BrandKit, dark: 'never' | 'always' = 'never'): string {
  const key = id + dark + JSON.stringify(brand);
  let html = cache.get(key);
  if (html === undefined) {
    const spec = templateById(id);
    html = spec ? renderEmailHtml(buildTemplate(spec, brand), { mode: 'preview', dark }) : '';
    if (cache.size > 100) cache.clear();
    cache.set(key, html);
  }
  return html;
}
