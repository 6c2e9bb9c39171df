// Fails when code, tests or scripts point at the tracker or at past work logs: the word "issue"
// or "stop" followed by a number (with or without #). The tracker is not in the repository, so such
// a reference tells a reader nothing; a comment says why the code is as it is, in the present
// tense, and the history lives in git and in docs/decisions. Run by `npm run lint` from the
// repository's root; new files count as soon as they exist (untracked but not ignored).

import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const FOLDERS = ['src', 'test', 'e2e', 'scripts'];
// This source holds no such reference itself: after each word comes "|" or ")", not a space.
const REFERENCE = /\b(issue|stop)\s+#?\d+/i;

const files = execFileSync(
  'git',
  ['ls-files', '-z', '--cached', '--others', '--exclude-standard', '--', ...FOLDERS],
  { encoding: 'utf8' },
)
  .split('\0')
  .filter(Boolean);

const found = [];
for (const file of files) {
  let text;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    continue; // deleted in the work tree but not yet in the index
  }
  if (text.includes('\0')) continue; // binary
  text.split('\n').forEach((line, index) => {
    if (REFERENCE.test(line)) found.push(`  ${file}:${index + 1}: ${line.trim()}`);
  });
}

if (found.length > 0) {
  console.error(
    `${found.length} reference(s) to the tracker or past work (say why the code is so instead):`,
  );
  for (const line of found) console.error(line);
  process.exit(1);
}
console.log('History references: none.');
