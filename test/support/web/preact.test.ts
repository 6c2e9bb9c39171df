import { render, screen } from '@testing-library/react';
import { Component, options } from 'preact';
import * as compat from 'preact/compat';
import * as compatClient from 'preact/compat/client';
import * as preactJsx from 'preact/jsx-runtime';
import * as React from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import * as ReactDOM from 'react-dom';
import * as ReactDOMClient from 'react-dom/client';
import { describe, expect, it } from 'vitest';

/**
 * The component tests run the screens on Preact, as the browser does (preact.config.ts): every
 * name of React the app and its libraries import is preact/compat. The setup file checks, after
 * each test file, that React itself was never loaded.
 */
describe('the component tests render with Preact', () => {
  it('gives preact/compat for react, react-dom and the JSX runtime', () => {
    expect(React.Component).toBe(Component);
    expect(ReactDOM.createPortal).toBe(compat.createPortal);
    expect(ReactDOMClient.createRoot).toBe(compatClient.createRoot);
    expect(jsxRuntime.jsx).toBe(preactJsx.jsx);
  });

  it('renders through Testing Library with Preact', () => {
    const rendered: unknown[] = [];
    const previous = options.diffed;
    options.diffed = (vnode) => {
      rendered.push(vnode.type);
      previous?.(vnode);
    };
    try {
      render(React.createElement('p', null, 'Drawn by Preact'));
    } finally {
      options.diffed = previous;
    }
    expect(screen.getByText('Drawn by Preact')).toBeInTheDocument();
    expect(rendered).toContain('p');
  });
});
