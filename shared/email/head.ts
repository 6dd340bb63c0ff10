import { DARK_CSS } from './dark';
import { esc } from './escape';

/**
 * The document head: color-scheme metas, the Outlook DPI fix, and one small style block holding the
 * resets, the mobile rule (columns full width below the content width) and the dark-mode classes.
 */
const START =
  '<!doctype html><html lang="en" dir="ltr" xmlns="http://www.w3.org/1999/xhtml" xmlns:v="urn:schemas-microsoft-com:vml" xmlns:o="urn:schemas-microsoft-com:office:office"><head>' +
  '<meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">' +
  '<meta http-equiv="X-UA-Compatible" content="IE=edge"><meta name="x-apple-disable-message-reformatting">' +
  '<meta name="color-scheme" content="light dark"><meta name="supported-color-schemes" content="light dark">' +
  '<!--[if mso]><noscript><xml><o:OfficeDocumentSettings><o:PixelsPerInch>96</o:PixelsPerInch></o:OfficeDocumentSettings></xml></noscript><![endif]-->';

const styleCache = new Map<string, string>();

function style(width: number, dark: 'auto' | 'always' | 'never'): string {
  const key = dark + width;
  let s = styleCache.get(key);
  if (s === undefined) {
    s =
      '<style>:root{color-scheme:light dark;supported-color-schemes:light dark}' +
      'body{margin:0;padding:0;-webkit-text-size-adjust:100%;-ms-text-size-adjust:100%}' +
      'table,td{border-collapse:collapse;mso-table-lspace:0;mso-table-rspace:0}img{-ms-interpolation-mode:bicubic}' +
      '@media (max-width:' +
      width +
      'px){.jm-col{max-width:100%!important}.jm-cp{padding:0!important}.jm-fill{max-width:100%!important;height:auto!important}}' +
      (dark === 'always'
        ? DARK_CSS
        : dark === 'never'
          ? ''
          : '@media (prefers-color-scheme:dark){' + DARK_CSS + '}') +
      '</style>';
    styleCache.set(key, s);
  }
  return s;
}

/** `dark`: 'always' applies the dark-mode classes unconditionally, 'never' leaves them out (editor preview). */
export const head = (title: string, width: number, dark: 'auto' | 'always' | 'never' = 'auto'): string =>
  START + '<title>' + esc(title) + '</title>' + style(width, dark) + '</head>';
