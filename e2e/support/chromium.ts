import { existsSync } from 'node:fs';

/** The system Chromium (Debian's package); we never download a browser. */
export function chromiumPath(): string {
  const candidates = [
    process.env.CHROMIUM_PATH,
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
  ].filter(Boolean) as string[];
  const found = candidates.find((p) => existsSync(p));
  if (!found) {
    throw new Error(
      "No Chromium found for the browser tests. Install Debian's package with `apt-get update && apt-get install -y chromium` (it provides /usr/bin/chromium), or set CHROMIUM_PATH to a Chromium binary.",
    );
  }
  return found;
}

export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
