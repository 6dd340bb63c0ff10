import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_AI_PROVIDER, DEFAULT_BEDROCK_MODEL_ID } from '../../../infra/constructs/ai';
import { envSchema } from '../../../lambdas/config';
import { createFullDeps } from '../../../lambdas/wiring/all';

/**
 * README.md, lambdas/config.md, lambdas/config.ts and the CDK defaults say the same thing, and the README
 * stands on its own (no link out of the repository, none to a missing file).
 */
const ROOT = resolve(import.meta.dirname, '../../..');
const read = (file: string) => readFileSync(resolve(ROOT, file), 'utf8');

/** Rows of the first table of lambdas/config.md: variable -> default cell. */
function documentedHandlerVariables(): Map<string, string> {
  const md = read('lambdas/config.md');
  const start = md.indexOf('## Variables the handlers read');
  // The first table only: it ends at the next heading.
  const section = md.slice(start, md.indexOf('\n#', start + 1));
  const rows = new Map<string, string>();
  for (const line of section.split('\n')) {
    const cells = line.split('|').map((c) => c.trim());
    const name = /^`([A-Z0-9_]+)`$/.exec(cells[1] ?? '')?.[1];
    if (name && !rows.has(name)) rows.set(name, cells[3] ?? '');
  }
  return rows;
}

const REQUIRED = {
  TABLE_NAME: 't',
  ASSETS_BUCKET: 'b',
  ASSETS_PUBLIC_BASE: 'https://assets.example.com',
  USER_POOL_ID: 'us-east-1_x',
};

describe('configuration documents', () => {
  it('lambdas/config.md documents every variable of the config schema, with its default', () => {
    const documented = documentedHandlerVariables();
    const defaults = envSchema.parse(REQUIRED) as Record<string, unknown>;
    for (const name of Object.keys(envSchema.shape)) {
      expect(documented.has(name), `${name} is documented in lambdas/config.md`).toBe(true);
      const value = defaults[name];
      if (typeof value === 'string' && !(name in REQUIRED))
        expect(documented.get(name), `${name}'s documented default`).toBe(`\`${value}\``);
    }
  });

  it('documents no handler variable that nothing reads', () => {
    const sources = ['lambdas/config.ts', 'lambdas/adapters/node/fetch-page.ts', 'lambdas/local/stack.ts']
      .map(read)
      .join('\n');
    for (const name of documentedHandlerVariables().keys())
      expect(sources.includes(name), `${name} is read somewhere`).toBe(true);
  });

  it('the AI provider a deploy defaults to (bedrock) is wired; local runs default to offline; README and config.md name both', () => {
    expect(DEFAULT_AI_PROVIDER).toBe('bedrock');
    const deps = createFullDeps({ ...REQUIRED, AI_PROVIDER: DEFAULT_AI_PROVIDER });
    expect(() => deps.ports.llm).not.toThrow();
    expect(envSchema.parse(REQUIRED).AI_PROVIDER).toBe('offline');
    expect(read('README.md')).toContain(
      `\`AI_PROVIDER\` defaults to \`offline\` locally and to \`${DEFAULT_AI_PROVIDER}\` in a deploy`,
    );
    expect(documentedHandlerVariables().get('AI_PROVIDER')).toBe('`offline`');
    expect(read('lambdas/config.md')).toContain(`the default of a deploy, unless \`-c aiProvider=offline\``);
  });

  it('the Bedrock model a deploy uses is the one lambdas/config.ts and config.md default to', () => {
    expect(envSchema.parse(REQUIRED).BEDROCK_MODEL_ID).toBe(DEFAULT_BEDROCK_MODEL_ID);
    expect(documentedHandlerVariables().get('BEDROCK_MODEL_ID')).toBe(`\`${DEFAULT_BEDROCK_MODEL_ID}\``);
  });
});

describe('README.md stands on its own', () => {
  const docs = ['README.md', 'docs/product.md', 'docs/architecture.md', 'lambdas/config.md'];

  it.each(docs)('%s links only to files inside the repository that exist', (file) => {
    const text = read(file);
    const targets = [...text.matchAll(/\]\(([^)\s#]+)(?:#[^)]*)?\)/g)]
      .map((m) => m[1] as string)
      .filter((t) => !/^[a-z]+:/i.test(t));
    for (const target of targets) {
      const path = resolve(ROOT, dirname(file), target);
      expect(path.startsWith(ROOT), `${file} links outside the repository: ${target}`).toBe(true);
      expect(existsSync(path), `${file} links to a missing ${target}`).toBe(true);
    }
    expect(text).not.toMatch(/\.\.\/shared\//);
  });

  it('links the product and architecture descriptions and promises no section it lacks', () => {
    const readme = read('README.md');
    expect(readme).toContain('](docs/product.md)');
    expect(readme).toContain('](docs/architecture.md)');
    const headings = new Set([...readme.matchAll(/^#+ (.+)$/gm)].map((m) => (m[1] as string).trim()));
    for (const [, section] of readme.matchAll(/\(see ([A-Z][\w ]+)\)/g))
      expect(headings.has(section as string), `"(see ${section})" names a section of README.md`).toBe(true);
  });
});
