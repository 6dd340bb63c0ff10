/**
 * Two accessibility defects of the new-user walk in Chromium:
 * - /contacts/import (and /docs/api) rendered a <main> of their own inside the shell's <main id="main">:
 *   a page has exactly one main landmark, the shell's, and the pages use a plain element under it.
 * - A template card's button showed "Use this template" but was named "Use Abandoned Cart Reminder":
 *   the visible text was not in the accessible name (WCAG 2.5.3 Label in Name), so a voice-control user
 *   saying "click Use this template" could not reach it. The name now starts with the visible text.
 * The unit project runs in Node (no DOM), so the pages are rendered to HTML and read from there.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { defaultBrandKit } from '../../../shared/contracts/brand';
import { templateInfos } from '../../../shared/templates/catalogue';
import { ApiReferencePage } from '../../../web/features/api-keys/ApiReferencePage';
import { ContactsImportPage } from '../../../web/features/imports/ImportPage';
import { MemberRole } from '../../../web/features/teams/MemberRole';
import { customTemplatesKey } from '../../../web/features/templates/custom-templates-api';
import { CustomTemplates } from '../../../web/features/templates/CustomTemplates';
import { TemplateCard } from '../../../web/features/templates/TemplateCard';

function html(node: ReactNode, seed?: (client: QueryClient) => void, path = '/'): string {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  seed?.(client);
  return renderToString(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>{node}</MemoryRouter>
    </QueryClientProvider>,
  );
}

const textOf = (inner: string) =>
  inner
    .replace(/<[^>]*>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
const attr = (tag: string, name: string) =>
  new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1]?.replace(/&amp;/g, '&');

/** Every <button> (or link styled as one) of the HTML: its aria-label and its visible text. */
function buttons(markup: string): { label: string | undefined; text: string }[] {
  return [...markup.matchAll(/(<(button|a)\b[^>]*>)([\s\S]*?)<\/\2>/g)].map((m) => ({
    label: attr(m[1]!, 'aria-label'),
    text: textOf(m[3]!),
  }));
}

/** The accessible name a button gets: its aria-label, else its text. */
const nameOf = (b: { label: string | undefined; text: string }) => b.label ?? b.text;

describe('one main landmark per page: the shell’s', () => {
  it('the contacts import page has no <main> of its own, only its heading under the shell’s', () => {
    const page = html(<ContactsImportPage />, undefined, '/contacts/import');
    expect(page).toContain('Import contacts</h1>');
    expect(page.match(/<main\b/g) ?? []).toHaveLength(0);
    expect(page).not.toMatch(/role="main"/);
  });

  it('no page of web/ writes a <main>: only the shell, and the two error pages shown instead of it', () => {
    const root = join(__dirname, '../../../web');
    const files = (readdirSync(root, { recursive: true }) as string[]).filter((f) => f.endsWith('.tsx'));
    const withMain = files
      .filter((f) => /<main\b/.test(readFileSync(join(root, f), 'utf8')))
      .map((f) => f.split('\\').join('/'))
      .sort();
    // RootLayout: <main id="main">, the skip link's target. BootError replaces the whole app (no config),
    // RouteErrorPage is the root route's errorElement, shown instead of RootLayout: each is a page's only main.
    expect(withMain).toEqual([
      'app/BootError.tsx',
      'app/layout/RootLayout.tsx',
      'app/layout/RouteErrorPage.tsx',
    ]);
    const shell = readFileSync(join(root, 'app/layout/RootLayout.tsx'), 'utf8');
    expect(shell).toMatch(/<main id="main"/);
    expect(shell).toMatch(/href="#main"/);
  });

  it('the API reference page has none either', () => {
    const page = html(<ApiReferencePage />, undefined, '/docs/api');
    expect(page).toContain('API reference</h1>');
    expect(page.match(/<main\b/g) ?? []).toHaveLength(0);
    expect(page).not.toMatch(/role="main"/);
  });
});

describe('label in name (WCAG 2.5.3): a button’s accessible name contains its visible text', () => {
  const info = templateInfos().find((t) => t.name === 'Abandoned Cart Reminder') ?? templateInfos()[0]!;
  const brand = defaultBrandKit('example.com');

  it('a template card’s "Use this template" is named "Use this template: <template>"', () => {
    const card = html(
      <TemplateCard
        item={{ info, locked: false }}
        brand={brand}
        busy={false}
        onUse={() => {}}
        onPreview={() => {}}
      />,
    );
    const use = buttons(card).find((b) => b.text === 'Use this template');
    expect(use).toBeDefined();
    expect(nameOf(use!)).toBe(`Use this template: ${info.name}`);
    // getByRole('button', { name: /Use this template/ }) finds it.
    expect(nameOf(use!)).toMatch(/Use this template/);
    for (const b of buttons(card)) expect(nameOf(b).toLowerCase()).toContain(b.text.toLowerCase());
  });

  it('keeps the visible text in the name while the project is being created, and when locked', () => {
    for (const [locked, busy] of [
      [false, true],
      [true, false],
    ] as const) {
      const card = html(
        <TemplateCard
          item={{ info, locked }}
          brand={brand}
          busy={busy}
          onUse={() => {}}
          onPreview={() => {}}
        />,
      );
      const all = buttons(card);
      expect(all.length).toBeGreaterThanOrEqual(2);
      for (const b of all) expect(nameOf(b).toLowerCase()).toContain(b.text.toLowerCase());
    }
  });

  it('a saved template’s "Use this template" and Delete contain their visible text', () => {
    const list = html(<CustomTemplates />, (client) =>
      client.setQueryData(customTemplatesKey, {
        templates: [
          { id: 't1', name: 'Fern welcome', createdAt: '2026-01-01T00:00:00.000Z', html: '<p>Hi</p>' },
        ],
      }),
    );
    const all = buttons(list);
    const use = all.find((b) => b.text === 'Use this template');
    expect(use && nameOf(use)).toBe('Use this template: Fern welcome');
    expect(all.length).toBeGreaterThanOrEqual(2);
    for (const b of all) expect(nameOf(b).toLowerCase()).toContain(b.text.toLowerCase());
  });

  it('a member’s "Save role" is named "Save role of <member>"', () => {
    const row = html(<MemberRole userId="u1" who="ada@example.com" role="editor" />);
    const save = buttons(row).find((b) => b.text === 'Save role');
    expect(save && nameOf(save)).toBe('Save role of ada@example.com');
  });
});
