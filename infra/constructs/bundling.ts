/**
 * The esbuild options every Lambda bundle is built with: AppFunction (function.ts) passes them to
 * NodejsFunction, and tests/bench/lambda-bundles.ts bundles with the same ones to measure what each
 * function carries. No CDK import here, so the bench loads it without aws-cdk-lib.
 */
export const LAMBDA_BUNDLING = {
  format: 'esm',
  target: 'node24',
  platform: 'node',
  mainFields: ['module', 'main'],
  minify: true,
  // CommonJS dependencies inside an ESM bundle still call require() for Node built-ins.
  banner:
    "import { createRequire as __jmCreateRequire } from 'node:module'; const require = __jmCreateRequire(import.meta.url);",
} as const;
