import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const CHECK = path.resolve(import.meta.dirname, 'check-no-history.mjs');
// Built from parts, so that this file does not fail the check it tests.
const reference = (word: string, number: string) => `${word} ${number}`;

let root: string | undefined;
afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true });
  root = undefined;
});

/** A throwaway repository holding `files` (path -> text), untracked: the check reads those too. */
function repository(files: Record<string, string>) {
  root = mkdtempSync(path.join(tmpdir(), 'no-history-'));
  execFileSync('git', ['init', '-q'], { cwd: root });
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return spawnSync('node', [CHECK], { cwd: root, encoding: 'utf8' });
}

describe('the check for history in the code', () => {
  it('fails on a tracker reference, naming the file and line', () => {
    const run = repository({
      'src/clean.ts': '// Guests check out too.\nexport const a = 1;\n',
      'src/guest.ts': `export const b = 2;\n// Guests check out too (${reference('issue', '17')} item 7).\n`,
      'e2e/journey.spec.ts': `// As in ${reference('Stop', '#35')}.\n`,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('src/guest.ts:2:');
    expect(run.stderr).toContain('e2e/journey.spec.ts:1:');
    expect(run.stderr).not.toContain('src/clean.ts');
  });

  it('passes on clean code, and leaves other folders and ordinary words alone', () => {
    const run = repository({
      'src/clean.ts': '// Guests check out too; a stop button, an issue with 3 causes.\n',
      'scripts/stop.mjs': "console.log('stop');\n",
      'docs/decisions/001-guest-checkout.md': `Decided in ${reference('issue', '17')}.\n`,
    });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('History references: none.');
  });
});
