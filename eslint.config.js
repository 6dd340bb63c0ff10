// ESLint flat config. The import rules of DESIGN.md ("Layout and the direction of imports") are enforced
// here with no-restricted-imports, one zone per folder, so a wrong-way import fails `npm test`.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

const sdk = ['@aws-sdk/*', 'aws-sdk', 'aws-cdk-lib', 'aws-cdk-lib/*', 'constructs'];
// Issue 28: lambdas/domain/items/ is the only code that reads or writes a stored item. Elsewhere no key builder,
// no raw Item, and no store call but a transaction of the items' own write builders.
const itemsOnly =
  'Stored items are read and written only in lambdas/domain/items/ (one module per kind): use its functions.';
const zodNamedImport = {
  selector: "ImportDeclaration[source.value='zod'] > ImportSpecifier[imported.name='z']",
  message:
    "Write `import * as z from 'zod'`: the named `z` import drags all of zod's locales into the bundle.",
};
const storeCall = (object) => ({
  selector: `CallExpression[callee.property.name=/^(get|getMany|put|putMany|update|delete|query|queryPage)$/][${object}]`,
  message: itemsOnly,
});
const zone = (patterns, message) => ({
  'no-restricted-imports': ['error', { patterns: [{ group: patterns, message }] }],
});

// Issue 28: the areas of lambdas/domain, and which other areas each may import (bulletproof-react's import
// zones). An arrow both ways is impossible by construction; a new arrow is a change to this table. Every area
// may import items/ (the stored items) and the domain's root helpers (errors.ts, store-retry.ts); items/
// imports no area.
const domainAreas = {
  account: ['analytics', 'contacts', 'editor', 'imports', 'projects', 'tenants'],
  apikeys: ['commerce', 'contacts', 'tracking'],
  ai: ['editor', 'tracking'],
  analytics: ['campaigns', 'commerce', 'tracking'],
  billing: ['profile'],
  blog: [],
  brand: ['editor', 'links'],
  campaigns: ['editor', 'links', 'tenants'],
  commerce: ['contacts'],
  contacts: [],
  dns: ['tenants'],
  editor: ['projects'],
  flows: ['campaigns', 'commerce', 'contacts', 'editor', 'links', 'tenants', 'unsubscribe'],
  imports: ['contacts'],
  items: [],
  links: [],
  profile: [],
  projects: [],
  setup: [],
  signup: ['contacts', 'editor', 'links', 'tracking'],
  templates: ['brand', 'projects'],
  teams: ['links'],
  tenants: [],
  shopify: ['commerce', 'contacts'],
  tracking: ['commerce', 'links'],
  unsubscribe: ['campaigns', 'contacts', 'links'],
  prebuilt: ['brand', 'flows', 'projects'],
};
const domainZone = {
  group: ['**/web/**', '**/infra/**', '**/adapters/**', '**/deps', '**/wiring/**', ...sdk],
  message: 'lambdas/domain is pure logic over ports: no SDK, no adapter, no composition root.',
};
const areaZone = (area, extra = []) => {
  const others = Object.keys(domainAreas).filter(
    (other) => other !== area && other !== 'items' && !domainAreas[area].includes(other),
  );
  return {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          domainZone,
          {
            regex: `^(\\.\\./)+(${others.join('|')})/`,
            message: `lambdas/domain/${area} may import only ${[...domainAreas[area], 'items'].join(', ')} of the other areas (eslint.config.js, domainAreas).`,
          },
          ...extra,
        ],
      },
    ],
  };
};
// Within campaigns: send/ is the floor (it imports no other part of campaigns), checks/ may use send/, the
// campaign's own files may use both, and results/ sits on top.
const campaignsZone = (regex, message) => ({ regex, message });
const domainAreaZones = [
  ...Object.keys(domainAreas)
    .filter((area) => area !== 'campaigns')
    .map((area) => ({ files: [`lambdas/domain/${area}/**`], rules: areaZone(area) })),
  {
    files: ['lambdas/domain/campaigns/*.ts'],
    rules: areaZone('campaigns', [
      campaignsZone('^\\./results/', "campaigns' own files do not import results/ (results sits on top)."),
    ]),
  },
  {
    files: ['lambdas/domain/campaigns/send/**'],
    rules: areaZone('campaigns', [
      campaignsZone(
        '^\\.\\./(?!\\.\\./)',
        'campaigns/send is the floor of campaigns: it imports no other part of it.',
      ),
    ]),
  },
  {
    files: ['lambdas/domain/campaigns/checks/**'],
    rules: areaZone('campaigns', [
      campaignsZone('^\\.\\./(?!\\.\\./|send/)', 'campaigns/checks may import campaigns/send only.'),
    ]),
  },
  { files: ['lambdas/domain/campaigns/results/**'], rules: areaZone('campaigns') },
];

export default tseslint.config(
  { ignores: ['node_modules', 'dist', 'cdk.out', '.data', 'coverage', 'test-results', 'tmp'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      // esbuild cannot shake `import { z } from 'zod'`: every Lambda bundle carried all of zod's locales (445 KB of
      // zod vs 85 KB as a namespace import; docs/bench/lambda-bundles.md).
      'no-restricted-syntax': ['error', zodNamedImport],
    },
  },
  {
    files: ['shared/**'],
    rules: zone(
      ['**/lambdas/**', '**/web/**', '**/infra/**', '**/tests/**', 'node:*', 'react', 'react-dom', ...sdk],
      'shared/ is pure TypeScript: it imports no other folder, no SDK, no DOM or Node-only module.',
    ),
  },
  {
    files: ['web/**'],
    rules: zone(
      ['**/lambdas/**', '**/infra/**', ...sdk],
      'web/ may import shared/ only, never lambdas/ or infra/.',
    ),
  },
  {
    files: ['lambdas/**'],
    ignores: ['lambdas/domain/**', 'lambdas/routes/**'],
    rules: zone(['**/web/**', '**/infra/**'], 'lambdas/ may import shared/ only, never web/ or infra/.'),
  },
  {
    files: ['lambdas/routes/**'],
    rules: zone(
      ['**/web/**', '**/infra/**', '**/adapters/**', '**/domain/**', '**/handlers/**', '**/deps', ...sdk],
      'lambdas/routes/ is data infra reads: it imports only its own files and pure shared/ modules.',
    ),
  },
  {
    files: ['lambdas/domain/**'],
    rules: zone(
      ['**/web/**', '**/infra/**', '**/adapters/**', '**/deps', '**/wiring/**', ...sdk],
      'lambdas/domain is pure logic over ports: no SDK, no adapter, no composition root.',
    ),
  },
  ...domainAreaZones,
  {
    files: ['lambdas/**'],
    ignores: [
      'lambdas/domain/items/**',
      'lambdas/table.ts',
      'lambdas/ports/store.ts',
      'lambdas/adapters/aws/dynamo-store.ts',
      'lambdas/adapters/aws/dynamo-expressions.ts',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        zodNamedImport,
        storeCall("callee.object.name='store'"),
        storeCall("callee.object.property.name='store'"),
        {
          selector: "ImportDeclaration[source.value=/(^|\\/)table$/] ImportSpecifier[imported.name='keys']",
          message: itemsOnly,
        },
        {
          selector:
            'ImportDeclaration[source.value=/ports\\/store$/] ImportSpecifier[imported.name=/^(Item|getMany|putMany)$/]',
          message: itemsOnly,
        },
      ],
    },
  },
  {
    files: ['infra/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+lambdas/(?!(routes|table|security-headers)$)',
              message: 'infra/ reads only lambdas/routes/, lambdas/table.ts and lambdas/security-headers.ts.',
            },
            {
              group: ['**/web/**', '**/shared/**'],
              message: 'infra/ reads only lambdas/routes/, lambdas/table.ts and lambdas/security-headers.ts.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.mjs', '**/*.js'],
    languageOptions: { globals: { console: 'readonly', process: 'readonly', URL: 'readonly' } },
  },
  {
    files: ['web/**/*.tsx', 'web/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
);
