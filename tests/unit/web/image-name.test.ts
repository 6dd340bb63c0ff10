import { describe, expect, it } from 'vitest';
import { imageFileName } from '../../../web/features/editor/model/image-name';

describe('imageFileName', () => {
  it('shows an upload by the name it was chosen under, without its stored id', () => {
    expect(
      imageFileName(
        'http://127.0.0.1:3931/assets/projects/p1/images/0123456789abcdef0123456789abcdef-red-dot.png',
      ),
    ).toBe('red-dot.png');
  });

  it('keeps other URLs to their last segment, decoded, without the query', () => {
    expect(imageFileName('https://cdn.example.com/a/b/summer%20sale.jpg?w=600')).toBe('summer sale.jpg');
    expect(imageFileName('https://cdn.example.com/')).toBe('https://cdn.example.com/');
    expect(imageFileName('logo.png')).toBe('logo.png');
  });
});
