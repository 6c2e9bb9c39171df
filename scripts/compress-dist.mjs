// Pre-compresses the built web app (brotli and gzip) so the server sends small files without
// compressing on every request (@fastify/static serves the .br/.gz twin when the browser accepts it).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = process.argv[2] ?? 'dist';
const compressible = /\.(js|css|html|svg|json|txt|xml|webmanifest)$/;
let files = 0;
let before = 0;
let afterBr = 0;

function walk(dir) {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) walk(file);
    else if (compressible.test(name)) compress(file);
  }
}

function compress(file) {
  const data = readFileSync(file);
  if (data.length < 512) return;
  const br = brotliCompressSync(data, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
    },
  });
  const gz = gzipSync(data, { level: 9 });
  writeFileSync(`${file}.br`, br);
  writeFileSync(`${file}.gz`, gz);
  files += 1;
  before += data.length;
  afterBr += br.length;
}

walk(root);
console.log(
  `compressed ${files} files: ${(before / 1024).toFixed(0)} KB -> ${(afterBr / 1024).toFixed(0)} KB brotli`,
);
