import { MENU_STREAM_EVENT } from '@shared/sold-out';
import { useQuery } from '@tanstack/react-query';
import { FakeEventSource } from '@test/support/web/fake-event-source';
import { fetchStub } from '@test/support/web/fetch-stub';
import { renderScreen } from '@test/support/web/render';
import { act, screen, waitFor } from '@testing-library/react';
import { OpenStatusBar } from '@web/settings/OpenStatusBar';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useMenuStream } from './useMenuStream';

const service = (words: string, open: boolean) => ({ open, words, refusal: open ? null : words });
let menuReads = 0;
function OpenMenu() {
  useMenuStream();
  useQuery({ queryKey: ['menu', 'all'], queryFn: async () => ++menuReads });
  return <OpenStatusBar />;
}

describe('an open menu page', () => {
  beforeEach(() => FakeEventSource.install());
  afterEach(() => FakeEventSource.uninstall());

  it('says "paused" as soon as the kitchen pauses, without reloading the dishes', async () => {
    menuReads = 0;
    let words = service('Open now', true);
    fetchStub.on('GET', '/api/restaurant/status', () => ({
      delivery: words,
      pickup: words,
      notices: [],
      hours: [],
    }));
    await renderScreen(<OpenMenu />);
    expect(await screen.findByText('Open now')).toBeInTheDocument();
    const stream = await FakeEventSource.opened();
    words = service('Online orders are paused', false);
    act(() => stream.emit(MENU_STREAM_EVENT, { type: 'ordering.changed' }));
    expect(await screen.findByText('Online orders are paused')).toBeInTheDocument();
    expect(menuReads).toBe(1);
    act(() => stream.emit(MENU_STREAM_EVENT, { type: 'menu.changed' }));
    await waitFor(() => expect(menuReads).toBe(2));
  });
});
