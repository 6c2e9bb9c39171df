#!/usr/bin/env node
// Scans the built web app (every file, and the text inside its .br and .gz twins) for secrets and
// for code that belongs on the server only. Run after a build:
//   node scripts/check-bundle-secrets.mjs [dist]
// with the production environment loaded, so the real secret values are checked too. Exits 1 and
// names file and finding when anything is found; nothing secret is printed, only its name.
//
// Which settings are secret (every value of these found in a built file is a leak):
// - PAYSTACK_SECRET_KEY: signs provider calls and webhooks.
// - DATABASE_URL, SMTP_URL: the whole URL, and the password inside it on its own.
// - ADMIN_PASSWORD: the back office.
// - EMAILJS_USER_ID, EMAILJS_SERVICE_ID, EMAILJS_TEMPLATE_ID: EmailJS calls its user id a public
//   key, because its SDK runs in browsers; here mail is sent by the server only, so the browser has
//   no use for them and anyone holding them could send mail as the restaurant. Treated as secret.
// Not secret: PAYSTACK_PUBLIC_KEY (the provider's inline popup needs it in the browser; the server
// hands it over at checkout, so it is not in the build either, but finding it would leak nothing).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

export const SECRET_SETTINGS = [
  'PAYSTACK_SECRET_KEY',
  'DATABASE_URL',
  'SMTP_URL',
  'ADMIN_PASSWORD',
  'EMAILJS_USER_ID',
  'EMAILJS_SERVICE_ID',
  'EMAILJS_TEMPLATE_ID',
];

/** Shapes of secrets whatever the environment says (a key pasted into the code, a URL with a password). */
const SECRET_SHAPES = [
  ['a Paystack secret key', /\bsk_(?:live|test)_[A-Za-z0-9]{8,}/],
  ['a private key', /-----BEGIN [A-Z ]*PRIVATE KEY-----/],
  ['a database URL with a password', /\bpostgres(?:ql)?:\/\/[^\s"'`/:@]+:[^\s"'`@]+@/],
  ['a mail server URL with a password', /\bsmtps?:\/\/[^\s"'`/:@]+:[^\s"'`@]+@/],
  ['an argon2 password hash', /\$argon2(?:id|i|d)\$v=\d+\$/],
];

/** Traces of server code: if one of these is in the bundle, server modules were imported by the web app. */
const SERVER_MARKERS = [
  ['the database driver', /drizzle-orm|@electric-sql\/pglite|pg_advisory_lock|information_schema/],
  ['password hashing', /@node-rs\/argon2|passwordHash|password_hash/],
  ['the mail transport', /nodemailer|createTransport\(/],
  ['the HTTP server', /\bfastify\b|@fastify\//i],
  ['Node built-ins', /["'`]node:(?:fs|crypto|child_process|net|zlib)["'`]/],
  ['server environment access', /process\.env\.(?!NODE_ENV\b)[A-Z_]+/],
  ['the webhook signature check', /x-paystack-signature/i],
];

/** Values of the secret settings, with the password part of URLs on its own. Short values are skipped: they would match by chance. */
export function secretValues(env = process.env) {
  const values = [];
  for (const name of SECRET_SETTINGS) {
    const value = env[name]?.trim();
    if (!value) continue;
    if (value.length >= 6) values.push([name, value]);
    try {
      const url = new URL(value);
      const password = decodeURIComponent(url.password);
      if (password.length >= 6) values.push([`the password in ${name}`, password]);
    } catch {
      // Not a URL: the whole value is the secret.
    }
  }
  return values;
}

function* filesUnder(dir) {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) yield* filesUnder(file);
    else yield file;
  }
}

/** The text of a built file; compressed twins are unpacked, since they are what browsers get. */
function readText(file) {
  const bytes = readFileSync(file);
  if (file.endsWith('.br')) return brotliDecompressSync(bytes).toString('utf8');
  if (file.endsWith('.gz')) return gunzipSync(bytes).toString('utf8');
  return bytes.toString('utf8');
}

/** Every finding in the folder, as { file, finding } (findings name the secret, never show it). */
export function scanBundle(root, env = process.env) {
  const secrets = secretValues(env);
  const findings = [];
  let files = 0;
  let bytes = 0;
  for (const file of filesUnder(root)) {
    const text = readText(file);
    files += 1;
    bytes += text.length;
    const relative = path.relative(root, file);
    for (const [name, value] of secrets)
      if (text.includes(value)) findings.push({ file: relative, finding: `the value of ${name}` });
    for (const [label, pattern] of SECRET_SHAPES)
      if (pattern.test(text)) findings.push({ file: relative, finding: label });
    // Server code is no secret: show what was found, to help find where it came from.
    for (const [label, pattern] of SERVER_MARKERS) {
      const match = pattern.exec(text);
      if (match) findings.push({ file: relative, finding: `${label} (${match[0]})` });
    }
  }
  return { files, bytes, secretsChecked: secrets.length, findings };
}

const invokedDirectly =
  process.argv[1] &&
  path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname);
if (invokedDirectly) {
  const root = path.resolve(process.argv[2] ?? 'dist');
  const result = scanBundle(root);
  for (const { file, finding } of result.findings) console.error(`${file}: ${finding}`);
  const summary = `${result.files} files (${(result.bytes / 1024).toFixed(0)} KB of text) scanned for ${result.secretsChecked} secret values, ${SECRET_SHAPES.length} secret shapes and ${SERVER_MARKERS.length} server-code markers`;
  if (result.findings.length > 0) {
    console.error(`bundle check failed: ${result.findings.length} finding(s) in ${summary}`);
    process.exit(1);
  }
  console.log(`bundle check passed: ${summary}`);
}
