import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { ChildService } from './child';
import { spawnService } from './child';

export interface RunningS3 {
  child: ChildService;
  port: number;
  endpoint: string;
}

/** Browsers upload images straight to the bucket with a presigned POST, from the app's origin. */
const CORS = `<CORSConfiguration>
  <CORSRule>
    <AllowedOrigin>*</AllowedOrigin>
    <AllowedMethod>GET</AllowedMethod>
    <AllowedMethod>HEAD</AllowedMethod>
    <AllowedMethod>POST</AllowedMethod>
    <AllowedMethod>PUT</AllowedMethod>
    <AllowedHeader>*</AllowedHeader>
    <ExposeHeader>ETag</ExposeHeader>
    <MaxAgeSeconds>3000</MaxAgeSeconds>
  </CORSRule>
</CORSConfiguration>
`;

/** s3rver as a child process on a port the OS picks, with the bucket and its CORS rules configured. */
export async function startS3(options: { dir: string; bucket: string; logFile: string }): Promise<RunningS3> {
  mkdirSync(options.dir, { recursive: true });
  const corsFile = join(dirname(options.logFile), 's3-cors.xml');
  mkdirSync(dirname(corsFile), { recursive: true });
  writeFileSync(corsFile, CORS);
  const bin = join(dirname(createRequire(import.meta.url).resolve('s3rver/package.json')), 'bin/s3rver.js');
  const child = spawnService({
    name: 's3rver',
    command: process.execPath,
    args: [
      bin,
      '-d',
      options.dir,
      '-a',
      '127.0.0.1',
      '-p',
      '0',
      '--no-vhost-buckets',
      '--configure-bucket',
      options.bucket,
      corsFile,
    ],
    cwd: options.dir,
    env: { NODE_NO_WARNINGS: '1' },
    logFile: options.logFile,
  });
  const match = await child
    .waitForLine(/S3rver listening on [^\s:]+:(\d+)/, 30_000)
    .catch(async (error: unknown) => {
      await child.stop();
      throw error;
    });
  const port = Number(match[1]);
  return { child, port, endpoint: `http://127.0.0.1:${port}` };
}
