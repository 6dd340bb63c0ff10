/**
 * Bundles one Lambda handler the way AppFunction does (the same esbuild options, from
 * infra/constructs/bundling.ts) and says what is inside: its size and the bytes each npm package adds.
 * Used by tests/bench/lambda-bundles.ts and tests/unit/tooling/lambda-bundles.test.ts.
 */
import * as path from 'node:path';
import * as esbuild from 'esbuild';
import { LAMBDA_BUNDLING } from '../../infra/constructs/bundling';

/** The SDKs worth keeping out of a function that does not use them, by the port that needs them. */
export const HEAVY_SDKS = {
  stripe: 'payments',
  openai: 'llm',
  '@aws-sdk/client-bedrock-runtime': 'llm',
  '@aws-sdk/client-s3': 'blobs',
  '@aws-sdk/s3-presigned-post': 'blobs',
  '@aws-sdk/client-sesv2': 'mailer, identities',
  '@aws-sdk/client-cognito-identity-provider': 'userPool',
} as const;
export type HeavySdk = keyof typeof HEAVY_SDKS;

export interface LambdaBundle {
  /** Bytes of the minified index.mjs (without its source map). */
  bytes: number;
  /** The index.mjs itself, to load it as Lambda's init phase does. */
  code: Uint8Array;
  /** Bytes each npm package contributes to the output ('(own code)' for the repository's files). */
  packages: Map<string, number>;
  /** The heavy SDKs (HEAVY_SDKS) the bundle contains. */
  heavy: HeavySdk[];
}

const packageOf = (input: string) => /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(input)?.[1] ?? '(own code)';

/** `root` is the folder holding lambdas/ and shared/ (the repository, or an older copy of it). */
export async function bundleHandler(root: string, handlerFile: string): Promise<LambdaBundle> {
  const outfile = path.join(root, 'tmp', 'lambda-bundle', 'index.mjs');
  const result = await esbuild.build({
    entryPoints: [path.join(root, 'lambdas', 'handlers', handlerFile)],
    bundle: true,
    write: false,
    outfile,
    format: LAMBDA_BUNDLING.format,
    target: LAMBDA_BUNDLING.target,
    platform: LAMBDA_BUNDLING.platform,
    mainFields: [...LAMBDA_BUNDLING.mainFields],
    minify: LAMBDA_BUNDLING.minify,
    banner: { js: LAMBDA_BUNDLING.banner },
    metafile: true,
    logLevel: 'error',
  });
  const output = Object.values(result.metafile.outputs).find((o) => o.entryPoint !== undefined);
  const file = result.outputFiles.find((f) => f.path.endsWith('.mjs'));
  if (!output || !file) throw new Error(`esbuild wrote no index.mjs for ${handlerFile}`);
  const packages = new Map<string, number>();
  for (const [input, { bytesInOutput }] of Object.entries(output.inputs)) {
    const name = packageOf(input);
    packages.set(name, (packages.get(name) ?? 0) + bytesInOutput);
  }
  const heavy = (Object.keys(HEAVY_SDKS) as HeavySdk[]).filter((sdk) => (packages.get(sdk) ?? 0) > 0);
  return { bytes: file.contents.byteLength, code: file.contents, packages, heavy };
}
