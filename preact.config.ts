/**
 * The browser runs the app on Preact's React-compatible layer in place of React (docs/decisions.md
 * § Preact in the browser): the screens are written against React's API, which preact/compat
 * implements at a sixth of React DOM's size. Used by the build (vite.config.ts), on which the
 * browser journeys, axe and Lighthouse run, and by the component tests (the `web` project of
 * vitest.config.ts, which adds what Node needs to reach Preact too, and fails a test file that
 * loaded React itself; docs/decisions.md § Preact in the browser).
 */
export const preactInPlaceOfReact = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
];
