import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The production build of the web app holds no secret: the app is built with canary values in
 * every secret setting (as a careless `define` or env prefix would pick them up), then
 * scripts/check-bundle-secrets.mjs scans every built file and its .br/.gz twins for them, for
 * secret shapes and for server-only code. A planted canary proves the scan can fail.
 */

const run = promisify(execFile);
const root = fileURLToPath(new URL('../../../', import.meta.url));
const checker = path.join(root, 'scripts/check-bundle-secrets.mjs');
const tag = randomBytes(6).toString('hex');

/** One recognisable fake value per secret setting. */
const CANARIES: Record<string, string> = {
  PAYSTACK_SECRET_KEY: `sk_test_CANARY${tag}`,
  DATABASE_URL: `postgres://tavola:CANARYdb${tag}@db.internal:5432/tavola`,
  SMTP_URL: `smtps://mailer:CANARYsmtp${tag}@smtp.internal:465`,
  ADMIN_PASSWORD: `CANARYadmin${tag}`,
  EMAILJS_USER_ID: `CANARYejsuser${tag}`,
  EMAILJS_SERVICE_ID: `CANARYejsservice${tag}`,
  EMAILJS_TEMPLATE_ID: `CANARYejstemplate${tag}`,
  // Secrets under the browser-exposed prefix: a leak if any web code ever read them (found by their
  // shape, as the checker knows no VITE_ setting by name).
  VITE_PAYSTACK_SECRET_KEY: `sk_test_CANARYvite${tag}`,
  VITE_DATABASE_URL: `postgres://tavola:CANARYvitedb${tag}@db.internal:5432/tavola`,
};
const env = { ...process.env, ...CANARIES, NODE_ENV: 'production' };

async function check(dir: string) {
  try {
    const { stdout } = await run(process.execPath, [checker, dir], { env });
    return { code: 0, output: stdout };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: `${failed.stdout}${failed.stderr}` };
  }
}

describe('no secret in the browser bundle', () => {
  let outDir: string;
  let plantedDir: string;

  beforeAll(async () => {
    outDir = mkdtempSync(path.join(tmpdir(), 'tavola-bundle-'));
    plantedDir = mkdtempSync(path.join(tmpdir(), 'tavola-bundle-planted-'));
    // The production build as `npm run build` makes it: Vite, then the .br/.gz twins.
    await run(
      path.join(root, 'node_modules/.bin/vite'),
      ['build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'],
      { cwd: root, env },
    );
    await run(process.execPath, [path.join(root, 'scripts/compress-dist.mjs'), outDir], {
      cwd: root,
      env,
    });
  }, 120_000);
  afterAll(() => {
    for (const dir of [outDir, plantedDir]) if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('builds the app with scripts and their compressed twins', () => {
    const assets = readdirSync(path.join(outDir, 'assets'));
    expect(assets.some((f) => f.endsWith('.js'))).toBe(true);
    expect(assets.some((f) => f.endsWith('.js.br'))).toBe(true);
    expect(assets.some((f) => f.endsWith('.js.gz'))).toBe(true);
  });

  it('finds none of the secret values, secret shapes or server code in any built file', async () => {
    const result = await check(outDir);
    expect(result.output).toMatch(/^bundle check passed: \d+ files/);
    expect(result.code).toBe(0);
    // Seven settings plus the passwords inside the two URLs.
    expect(result.output).toContain('scanned for 9 secret values');
  });

  it('fails, naming the file and the setting, when a secret or server code is in the bundle', async () => {
    const script = readdirSync(path.join(outDir, 'assets')).find((f) => f.endsWith('.js'))!;
    writeFileSync(path.join(plantedDir, 'plain.js'), `const key = "${CANARIES.ADMIN_PASSWORD}";`);
    // Only inside a compressed twin: what a browser would receive.
    writeFileSync(
      path.join(plantedDir, 'twin.js.gz'),
      gzipSync(`fetch(x, { headers: { a: "${CANARIES.PAYSTACK_SECRET_KEY}" } })`),
    );
    writeFileSync(path.join(plantedDir, 'url.js'), `const smtp = "x:CANARYsmtp${tag}";`);
    writeFileSync(path.join(plantedDir, 'server.js'), 'import { readFile } from "node:fs";');
    writeFileSync(path.join(plantedDir, script), '/* a clean built file */');

    const result = await check(plantedDir);
    expect(result.code).toBe(1);
    expect(result.output).toContain('plain.js: the value of ADMIN_PASSWORD');
    expect(result.output).toContain('twin.js.gz: the value of PAYSTACK_SECRET_KEY');
    expect(result.output).toContain('twin.js.gz: a Paystack secret key');
    expect(result.output).toContain('url.js: the value of the password in SMTP_URL');
    expect(result.output).toContain('server.js: Node built-ins');
    expect(result.output).not.toContain(`${script}:`);
    // The report names secrets, it never repeats them.
    for (const value of [CANARIES.ADMIN_PASSWORD, CANARIES.PAYSTACK_SECRET_KEY, `CANARYsmtp${tag}`])
      expect(result.output).not.toContain(value);
  });
});
