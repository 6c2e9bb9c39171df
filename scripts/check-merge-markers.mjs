// Fails when a tracked file still holds a merge's conflict markers. The typecheck cannot see them
// inside a template literal (a SQL statement, a mail's text), where a leftover breaks the code at
// run time (a payments CSV, say). Run by `npm run lint`.

import { execFileSync } from 'node:child_process';

let found = '';
try {
  // -I: text files only; the markers must start a line, as git writes them.
  found = execFileSync('git', ['grep', '-n', '-I', '-E', '^(<{7} |>{7} |={7}$)'], {
    encoding: 'utf8',
  });
} catch (error) {
  // git grep exits 1 when nothing matches: the good case.
  if (error.status !== 1) throw error;
}
if (found) {
  console.error(`Merge conflict markers left in:\n${found}`);
  process.exit(1);
}
console.log('Merge markers: none.');
