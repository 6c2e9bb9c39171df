import { defineConfig } from '@playwright/test';
import base from './playwright.config';
// Temporary: runs the journeys against /tmp/h2-dist on private ports and a private data dir.
const port = Number(process.env.E2E_PORT);
export default defineConfig({
  ...base,
  workers: 1,
  outputDir: '/tmp/h2/test-results',
  webServer: [
    { ...(base.webServer as any[])[0] },
    {
      ...(base.webServer as any[])[1],
      command: 'rm -rf /tmp/h2/e2e-data && node --import tsx src/server/main.ts',
      env: { ...(base.webServer as any[])[1].env, DATA_DIR: '/tmp/h2/e2e-data', WEB_DIST_DIR: '/tmp/h2-dist', PORT: String(port) },
    },
  ],
});
