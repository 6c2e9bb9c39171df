import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { fromAppRoot } from '@server/platform/app-root';
import { describe, expect, it } from 'vitest';

const script = readFileSync(
  fromAppRoot('src/server/payments/providers/sandbox/checkout-frame.js'),
  'utf8',
);

type Listener = (event: Record<string, unknown>) => unknown;

/** Just enough of an element for the frame's script: attributes, listeners, a value and focus. */
class FakeElement {
  hidden = false;
  disabled = false;
  value = '';
  textContent = '';
  className = '';
  readonly listeners = new Map<string, Listener[]>();
  constructor(
    readonly id: string,
    private readonly attributes: Record<string, string> = {},
    private readonly onFocus: (el: FakeElement) => void = () => {},
  ) {}
  getAttribute(name: string) {
    return this.attributes[name] ?? null;
  }
  setAttribute(name: string, value: string) {
    this.attributes[name] = value;
  }
  removeAttribute(name: string) {
    delete this.attributes[name];
  }
  addEventListener(type: string, listener: Listener) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  focus() {
    this.onFocus(this);
  }
  dispatch(type: string, event: Record<string, unknown> = {}) {
    return Promise.all((this.listeners.get(type) ?? []).map((listener) => listener(event)));
  }
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Loads the frame's script in a fake page; `framed: false` is the full-page fallback. */
async function openFrame(options: { framed?: boolean } = {}) {
  const framed = options.framed ?? true;
  const posted: { message: unknown; origin: string }[] = [];
  const requests: { method: string; url: string; body: unknown }[] = [];
  const assigned: string[] = [];
  let focused: string | null = null;
  let holdCharge: (() => void) | null = null;

  const elements = new Map<string, FakeElement>();
  const element = (id: string) => {
    let el = elements.get(id);
    if (!el) {
      el = new FakeElement(id, {}, (e) => {
        focused = e.id;
      });
      elements.set(id, el);
    }
    return el;
  };
  const root = new FakeElement('root', {
    'data-access-code': 'sbx_access_1',
    'data-frame-id': 'Ab3De',
    'data-texts': '{}',
    'data-success': 'Paid',
    'data-transfer-pending': 'Pending',
    'data-already-paid': 'Already paid',
  });
  const documentListeners = new FakeElement('document');
  const document = {
    querySelector: () => root,
    getElementById: element,
    addEventListener: documentListeners.addEventListener.bind(documentListeners),
  };
  const origin = 'http://localhost:3000';
  const window: Record<string, unknown> = {
    location: { origin, assign: (url: string) => assigned.push(url) },
  };
  window.parent = framed
    ? {
        postMessage: (message: unknown, target: string) => posted.push({ message, origin: target }),
      }
    : window;

  const json = (body: unknown) => ({ ok: true, json: async () => body });
  const fetch = async (url: string, init: { method: string; body?: string }) => {
    requests.push({ method: init.method, url, body: init.body ? JSON.parse(init.body) : null });
    if (url.includes('/transaction/verify_access_code/')) {
      return json({
        status: true,
        data: {
          id: 7,
          access_code: 'sbx_access_1',
          reference: 'TVP-REF-1',
          email: 'diner@example.com',
          amount: 250_000,
          currency: 'NGN',
          transaction_status: '',
        },
      });
    }
    if (url.endsWith('/charge')) {
      await new Promise<void>((resolve) => {
        holdCharge = resolve;
      });
      return json({ status: true, data: { status: 'failed', message: 'Declined' } });
    }
    return json({ status: true, message: 'Transaction abandoned' });
  };

  runInNewContext(script, { document, window, fetch });
  await flush();
  await flush();
  return {
    posted,
    requests,
    assigned,
    element,
    focused: () => focused,
    events: () => posted.map((p) => (p.message as { event: string }).event),
    releaseCharge: () => holdCharge?.(),
    async press(key: string) {
      let prevented = false;
      await documentListeners.dispatch('keydown', {
        key,
        defaultPrevented: false,
        preventDefault: () => {
          prevented = true;
        },
      });
      await flush();
      return { prevented };
    },
  };
}

describe('sandbox checkout frame', () => {
  it('loads the transaction and tells the storefront, card number focused', async () => {
    const frame = await openFrame();
    expect(frame.events()).toEqual(['loaded:checkout', 'loaded:transaction']);
    expect(frame.focused()).toBe('card-number');
  });

  it('closes on Escape exactly like its Cancel button: abandoned, then `cancel` to the storefront only', async () => {
    const byButton = await openFrame();
    await byButton.element('sbx-cancel').dispatch('click');
    await flush();

    const byEscape = await openFrame();
    const { prevented } = await byEscape.press('Escape');
    expect(prevented).toBe(true);

    for (const frame of [byButton, byEscape]) {
      expect(frame.requests.at(-1)).toEqual({
        method: 'POST',
        url: '/api/payments/sandbox/abandon',
        body: { accessCode: 'sbx_access_1' },
      });
      expect(frame.posted.at(-1)).toEqual({
        message: { event: 'cancel', frameId: 'Ab3De', data: { reference: 'TVP-REF-1' } },
        origin: 'http://localhost:3000',
      });
      expect(frame.assigned).toEqual([]);
    }
  });

  it('ignores other keys, and Escape while a charge is under way (as the Cancel button does)', async () => {
    const frame = await openFrame();
    await frame.press('Enter');
    await frame.press('Tab');
    expect(frame.events()).toEqual(['loaded:checkout', 'loaded:transaction']);

    frame.element('card-number').value = '4084 0840 8408 4081';
    frame.element('expiry').value = `12/${String((new Date().getFullYear() + 2) % 100)}`;
    frame.element('cvv').value = '123';
    const submitted = frame.element('sbx-form').dispatch('submit', { preventDefault() {} });
    await flush();
    expect(frame.requests.at(-1)?.url).toBe('/api/payments/sandbox/charge');
    await frame.press('Escape');
    expect(frame.requests.map((r) => r.url)).not.toContain('/api/payments/sandbox/abandon');
    expect(frame.events()).not.toContain('cancel');
    frame.releaseCharge();
    await submitted;

    // Once the charge has answered, Escape closes again.
    await frame.press('Escape');
    expect(frame.events().at(-1)).toBe('cancel');
  });

  it('leaves Escape alone on the full-page fallback (no frame to close)', async () => {
    const page = await openFrame({ framed: false });
    const { prevented } = await page.press('Escape');
    expect(prevented).toBe(false);
    expect(page.requests.map((r) => r.url)).not.toContain('/api/payments/sandbox/abandon');
    expect(page.assigned).toEqual([]);
  });
});
