import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const vitest = fileURLToPath(new URL('../../../node_modules/vitest/vitest.mjs', import.meta.url));
const probe = 'src/server/reservations/dates-in-any-zone.test.ts';

/** Runs the date tests in a fresh Node process whose own zone is `zone`. */
function runProbe(zone: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [vitest, 'run', probe, '--reporter=verbose'], {
      cwd: root,
      env: { ...process.env, TZ: zone, EXPECT_TZ: zone, NO_COLOR: '1', FORCE_COLOR: '0' },
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    // Strip colour codes, whatever the reporter decides.
    // biome-ignore lint/suspicious/noControlCharactersInRegex: matching the ESC of ANSI codes
    child.on('close', (code) => resolve({ code, output: output.replace(/\u001b\[[0-9;]*m/g, '') }));
  });
}

describe('booking dates under every server time zone', () => {
  it.each(['UTC', 'Africa/Lagos', 'America/Los_Angeles'])(
    'TZ=%s: the stored and shown date is the one the diner picked',
    async (zone) => {
      const { code, output } = await runProbe(zone);
      // The reporter may name the Vitest project before the file ("✓ |node| src/...").
      expect(output).toMatch(
        new RegExp(
          `✓ (\\|node\\| )?src/server/reservations/dates-in-any-zone\\.test\\.ts > the process runs in the zone it was asked to > is ${zone}`,
        ),
      );
      expect(output, output).toMatch(/Tests\s+\d+ passed/);
      expect(code, output).toBe(0);
    },
    180_000,
  );
});
