/**
 * Issue 30: "Publish these records to the local test DNS" is never rendered unless /config.json says the
 * stage is local; Copy all and Download zone file are always there. Fresh modules per case, as each page
 * load reads the runtime config once.
 */
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';

const config = (stage: 'local' | 'aws') => ({
  stage,
  apiBase: '/api',
  region: 'us-east-1',
  userPoolId: 'us-east-1_x',
  userPoolClientId: 'client',
  aiProvider: 'offline',
});

async function renderFor(stage: 'local' | 'aws'): Promise<string> {
  vi.resetModules();
  const env = await import('../../../web/config/env');
  await env.loadRuntimeConfig((async () => new Response(JSON.stringify(config(stage)))) as typeof fetch);
  const { RecordsExport } = await import('../../../web/features/dns/RecordsExport');
  const records = [
    {
      id: 'mx',
      type: 'MX' as const,
      name: 'send.c.test',
      value: 'mx.example',
      priority: 10,
      purpose: 'MX',
      status: 'pending',
    },
  ];
  return renderToString(<RecordsExport domain="c.test" records={records} />);
}

describe('RecordsExport', () => {
  it.each([
    ['local', true],
    ['aws', false],
  ] as const)('stage %s: Publish button shown = %s', async (stage, shown) => {
    const html = await renderFor(stage);
    expect(html).toContain('Copy all');
    expect(html).toContain('Download zone file');
    expect(html.includes('Publish these records to the local test DNS')).toBe(shown);
  });
});
