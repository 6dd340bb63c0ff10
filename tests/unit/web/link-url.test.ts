import { describe, expect, it } from 'vitest';
import {
  canSaveLink,
  checkLinkInput,
  ENTER_URL,
  INVALID_URL,
} from '../../../web/features/editor/model/link-url';

/** docs/product.md › Links, link modal and link save: the table of inputs and outcomes. */
describe('link modal validation (docs/product.md › Links)', () => {
  it.each([
    ['', ENTER_URL],
    ['   ', ENTER_URL],
    ['https://', ENTER_URL],
    [' https:// ', ENTER_URL],
    ['http://', INVALID_URL],
    ['https://localhost', INVALID_URL],
    ['example.com', INVALID_URL],
    ['www.example.com', INVALID_URL],
    ['ftp://files.example.com', INVALID_URL],
    ['javascript:alert(1)', INVALID_URL],
    ['https://exa mple.com', INVALID_URL],
    ['tel:+15551234', INVALID_URL],
  ])('refuses %j with %j', (input, message) => {
    expect(checkLinkInput(input)).toEqual({ ok: false, message });
  });

  it.each([
    'https://example.com',
    'http://shop.example.co.uk/sale?x=1#top',
    'HTTPS://EXAMPLE.COM',
    'https://example.com:8443/path',
    '/relative/path',
    'mailto:hello@example.com',
    '#section',
    '#',
  ])('accepts %j', (input) => {
    expect(checkLinkInput(input)).toEqual({ ok: true });
  });

  it('names the example host in the message', () => {
    expect(INVALID_URL).toBe('Please enter a valid URL (e.g., https://example.com)');
  });
});

describe('link save in the editor (docs/product.md › Links)', () => {
  it.each([
    ['https://example.com', true],
    ['http://example.com', true],
    ['mailto:a@example.com', true],
    ['#', true],
    ['', false],
    ['  ', false],
    ['/relative', false],
    ['example.com', false],
    ['javascript:alert(1)', false],
  ])('%j -> %s', (input, ok) => {
    expect(canSaveLink(input)).toBe(ok);
  });
});
