// Fails when a tracked source file is over MAX_LINES lines: a long file is a sign that it holds
// more than one topic, and small files are what lets several people change the code at once.
// Run by `npm run lint`; new files count as soon as they exist (untracked but not ignored). Only hand-written code counts; see ALLOWED for what is exempt and why.

import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const MAX_LINES = 300;
const FOLDERS = ['src', 'test', 'e2e', 'scripts'];
const EXTENSIONS = /\.(ts|tsx|mjs|js|css)$/;

/** Exempt files: data or generated output, not code anyone reads top to bottom (SVGs and other
 * assets are not checked at all: their extensions are not in EXTENSIONS). */
const ALLOWED = new Map([
  ['src/server/seed/artwork.ts', 'demo artwork: inline SVG drawings of the demo dishes (data)'],
  ['src/server/seed/demo-dishes.ts', 'demo menu: the seeded dishes, one record each (data)'],
  ['src/web/lib/api/schema.gen.ts', 'generated from the OpenAPI document by openapi-typescript'],
]);

const tracked = execFileSync(
  'git',
  ['ls-files', '-z', '--cached', '--others', '--exclude-standard', '--', ...FOLDERS],
  { encoding: 'utf8' },
)
  .split('\0')
  .filter((file) => EXTENSIONS.test(file) && !ALLOWED.has(file));

const lineCount = (file) => {
  let text;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return 0; // deleted in the work tree but not yet in the index
  }
  const lines = text.split('\n').length;
  return text.endsWith('\n') ? lines - 1 : lines;
};

const offenders = tracked
  .map((file) => ({ file, lines: lineCount(file) }))
  .filter(({ lines }) => lines > MAX_LINES)
  .sort((a, b) => b.lines - a.lines);

if (offenders.length > 0) {
  console.error(`${offenders.length} file(s) over ${MAX_LINES} lines (split them by topic):`);
  for (const { file, lines } of offenders) console.error(`  ${String(lines).padStart(5)}  ${file}`);
  process.exit(1);
}
console.log(`File sizes: every checked file has at most ${MAX_LINES} lines.`);
