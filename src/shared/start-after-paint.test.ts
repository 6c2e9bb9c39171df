import { describe, expect, it } from 'vitest';
import { START_AFTER_PAINT_SCRIPT } from './start-after-paint';

interface Added {
  tag: string;
  rel?: string;
  type?: string;
  href?: string;
  src?: string;
  crossOrigin?: string;
}

/** Runs the inline script against a stand-in page, with frames and timers run by hand. */
function load({ hidden = false, withFrames = true, initialState = null as unknown } = {}) {
  const added: Added[] = [];
  const frames: (() => void)[] = [];
  const timers: { run: () => void; ms: number }[] = [];
  const attributes: Record<string, string> = {
    'data-entry': '/assets/index-abc.js',
    'data-preload': '/assets/query-1.js /assets/MenuPage-2.js',
  };
  const page = {
    currentScript: { getAttribute: (name: string) => attributes[name] ?? null },
    visibilityState: hidden ? 'hidden' : 'visible',
    createElement: (tag: string) => ({ tag }) as Added,
    head: { appendChild: (element: Added) => added.push(element) },
  };
  const history = {
    state: initialState,
    replaced: 0,
    replaceState(state: unknown) {
      this.state = state;
      this.replaced += 1;
    },
  };
  const run = new Function(
    'window',
    'document',
    'requestAnimationFrame',
    'setTimeout',
    START_AFTER_PAINT_SCRIPT,
  );
  run(
    { history },
    page,
    withFrames ? (callback: () => void) => frames.push(callback) : undefined,
    (callback: () => void, ms: number) => timers.push({ run: callback, ms }),
  );
  const fire = (ms: number) => {
    for (const timer of timers.splice(0).filter((t) => t.ms === ms)) timer.run();
  };
  return { added, frames, timers, fire, history };
}

const started = [
  { tag: 'link', rel: 'modulepreload', crossOrigin: '', href: '/assets/query-1.js' },
  { tag: 'link', rel: 'modulepreload', crossOrigin: '', href: '/assets/MenuPage-2.js' },
  { tag: 'script', type: 'module', crossOrigin: '', src: '/assets/index-abc.js' },
];

describe('the prerendered page start-up script', () => {
  it('adds nothing before the first frame, then the chunks and the entry once it has painted', () => {
    const page = load();
    expect(page.added).toEqual([]);
    page.frames.shift()!();
    expect(page.added).toEqual([]);
    page.fire(0);
    expect(page.added).toEqual(started);
  });

  it('starts once only when the late fallback fires too', () => {
    const page = load();
    page.frames.shift()!();
    const fallback = page.timers.find((timer) => timer.ms === 200)!;
    page.fire(0);
    fallback.run();
    expect(page.added).toEqual(started);
  });

  it('starts after 200 ms if no frame comes', () => {
    const page = load();
    page.fire(200);
    expect(page.added).toEqual(started);
  });

  it('leaves the history entry as it is', () => {
    const page = load({ initialState: { from: 'menu' } });
    page.fire(200);
    expect(page.history.replaced).toBe(0);
    expect(page.history.state).toEqual({ from: 'menu' });
    expect(page.added).toEqual(started);
  });

  it('starts at once in a hidden tab, which paints nothing, or without frames at all', () => {
    expect(load({ hidden: true }).added).toEqual(started);
    expect(load({ withFrames: false }).added).toEqual(started);
  });
});
