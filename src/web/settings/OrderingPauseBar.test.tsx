import { orderingPauseTexts } from '@shared/ordering-pause';
import { MENU_STREAM_EVENT } from '@shared/sold-out';
import { FakeEventSource } from '@test/support/web/fake-event-source';
import { fetchStub } from '@test/support/web/fetch-stub';
import { admin, renderScreen } from '@test/support/web/render';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { OrderingPauseBar, PauseOrdersButton } from './OrderingPauseBar';

const OFF = { on: false, until: null, since: null, by: null, words: null };
const ON = {
  on: true,
  until: null,
  since: '2030-03-04T18:42:00.000Z',
  by: 'Ada',
  words: 'Online orders paused since 19:42 by Ada',
};

const staffScreen = (
  <>
    <PauseOrdersButton />
    <OrderingPauseBar />
  </>
);

describe('the pause on every staff screen', () => {
  beforeEach(() => FakeEventSource.install());
  afterEach(() => FakeEventSource.uninstall());

  it('pauses on the tap from the top bar, then says who and since when, and resumes', async () => {
    let state: object = OFF;
    fetchStub.on('GET', '/api/admin/ordering-pause', () => state);
    fetchStub.on('PUT', '/api/admin/ordering-pause', (call) => {
      state = (call.body as { on: boolean }).on ? ON : OFF;
      return state;
    });
    const { events } = await renderScreen(staffScreen, { user: admin });
    await events.click(await screen.findByRole('button', { name: orderingPauseTexts.pause }));
    expect(fetchStub.callsTo('PUT', '/api/admin/ordering-pause')[0]?.body).toEqual({ on: true });
    const bar = await screen.findByRole('status', { name: orderingPauseTexts.bannerLabel });
    expect(bar).toHaveTextContent('Online orders paused since 19:42 by Ada');
    expect(await screen.findByText(orderingPauseTexts.paused)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: orderingPauseTexts.pause })).toBeNull();
    await events.click(screen.getByRole('button', { name: orderingPauseTexts.resume }));
    expect(fetchStub.callsTo('PUT', '/api/admin/ordering-pause')[1]?.body).toEqual({ on: false });
    await waitFor(() =>
      expect(screen.queryByRole('status', { name: orderingPauseTexts.bannerLabel })).toBeNull(),
    );
    expect(await screen.findByText(orderingPauseTexts.resumed)).toBeInTheDocument();
  });

  it('shows a pause made on another screen as soon as the live stream tells of it', async () => {
    let state: object = OFF;
    fetchStub.on('GET', '/api/admin/ordering-pause', () => state);
    await renderScreen(staffScreen, { user: admin });
    await screen.findByRole('button', { name: orderingPauseTexts.pause });
    const stream = await FakeEventSource.opened();
    expect(stream.url).toBe('/api/menu/events');
    // A dish sold out is not the pause's business.
    act(() => stream.emit(MENU_STREAM_EVENT, { type: 'menu.changed' }));
    expect(fetchStub.callsTo('GET', '/api/admin/ordering-pause')).toHaveLength(1);
    state = ON;
    act(() => stream.emit(MENU_STREAM_EVENT, { type: 'ordering.changed' }));
    expect(
      await screen.findByRole('status', { name: orderingPauseTexts.bannerLabel }),
    ).toHaveTextContent('Online orders paused since 19:42 by Ada');
  });
});
