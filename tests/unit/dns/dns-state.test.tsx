import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useDnsState } from '../../../web/features/dns/dns-state';

function Reader() {
  useDnsState();
  return null;
}

describe('shared DNS state', () => {
  it('throws when used outside its provider (docs/product.md › DNS statuses and banner)', () => {
    expect(() => renderToString(<Reader />)).toThrow('useDnsState must be used within a DnsStateProvider');
  });
});
