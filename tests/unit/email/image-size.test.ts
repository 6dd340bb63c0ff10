import { describe, expect, it } from 'vitest';
import { imageSize, placeholderSize, renderEmailHtml } from '../../../shared/email';
import { docOf } from './helpers';

/** docs/product.md › Images: "Image width and height count only if given as positive pixel values; otherwise layout
 * values are used, then 300 by 200 px. Placeholder image width or height is accepted only as digits or
 * %; otherwise it falls back to 100% and auto." */
describe('image size fallbacks (docs/product.md › Images)', () => {
  it.each([
    [
      'positive pixels on the image win',
      { width: '480px', height: '240' },
      { width: '100px', height: '50px' },
      [480, 240, true],
    ],
    [
      'percentages on the image do not count: layout pixels are used',
      { width: '50%', height: 'auto' },
      { width: '320px', height: '160px' },
      [320, 160, true],
    ],
    [
      'zero and negative values do not count',
      { width: '0', height: '-20px' },
      { width: '200', height: '0px' },
      [200, 200, false],
    ],
    [
      'nothing usable anywhere: 300 by 200',
      { width: 'auto', height: '2em' },
      { width: '100%' },
      [300, 200, false],
    ],
    ['no values at all: 300 by 200', {}, undefined, [300, 200, false]],
  ])('%s', (_name, img, layout, [width, height, heightGiven]) => {
    expect(imageSize(img, layout)).toEqual({ width, height, heightGiven });
  });

  it.each([
    ['digits are pixels', { width: '320', height: '180' }, { width: '320px', height: '180px' }],
    ['percentages are kept', { width: '50%', height: '40%' }, { width: '50%', height: '40%' }],
    ['px units are not accepted', { width: '320px', height: '180px' }, { width: '100%', height: 'auto' }],
    ['words and blanks fall back', { width: 'wide', height: '' }, { width: '100%', height: 'auto' }],
    ['missing values fall back', {}, { width: '100%', height: 'auto' }],
  ])('placeholder: %s', (_name, img, expected) => {
    expect(placeholderSize(img)).toEqual(expected);
  });

  it('the renderer draws what these functions say', () => {
    const real = renderEmailHtml(
      docOf([
        {
          id: 'i',
          type: 'image',
          properties: { image: { src: 'https://cdn.example.com/a.png', width: '50%' } },
        },
      ]),
    );
    expect(real).toContain('width="300" height="200"');
    const box = renderEmailHtml(
      docOf([{ id: 'p', type: 'image', properties: { image: { src: '', width: '320px', height: 'auto' } } }]),
    );
    // 100% of the 552 px cell, 16:9.
    expect(box).toContain('style="width:100%;max-width:100%"');
    expect(box).toContain('height="311"');
  });
});
