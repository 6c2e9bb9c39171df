import type { WhenOptions } from '@shared/scheduled-orders';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { scheduledForOf, type WhenChoice, WhenSection } from './WhenSection';

// Tuesday 24 Nov 2026, 12:00 in Lagos (11:00 UTC).
const NOW = '2026-11-24T11:00:00.000Z';
const lagos = (day: number, hh: number, mm: number) =>
  new Date(Date.UTC(2026, 10, day, hh - 1, mm)).toISOString();
const SLOTS = [lagos(24, 12, 30), lagos(24, 12, 45), lagos(25, 11, 0), lagos(25, 11, 15)];
const options = (asap: WhenOptions['asap']): WhenOptions => ({
  fulfilment: 'delivery',
  asap,
  slots: SLOTS,
  timeZone: 'Africa/Lagos',
  now: NOW,
});

/** The section as the checkout holds it, showing what would be sent with the payment. */
function Harness({ offer }: { offer: WhenOptions }) {
  const [choice, setChoice] = useState<WhenChoice>({ mode: 'asap' });
  const sent = scheduledForOf(choice, offer);
  return (
    <>
      <WhenSection
        options={offer}
        loading={false}
        failed={false}
        choice={choice}
        onChange={setChoice}
      />
      <output data-testid="sent">{sent === undefined ? 'nothing' : (sent ?? 'asap')}</output>
    </>
  );
}

describe('the checkout "When" section', () => {
  it('offers ASAP with its ready time, or a day and a time among the slots', async () => {
    const user = userEvent.setup();
    render(<Harness offer={options({ available: true, readyAt: lagos(24, 12, 30) })} />);
    const asap = screen.getByRole('radio', { name: 'As soon as possible · ready around 12:30' });
    expect(asap).toBeChecked();
    expect(screen.getByTestId('sent')).toHaveTextContent('asap');

    await user.click(screen.getByRole('radio', { name: 'Schedule for later' }));
    const day = screen.getByRole('combobox', { name: 'Day' });
    expect([...(day as HTMLSelectElement).options].map((o) => o.text)).toEqual([
      'Today',
      'Tomorrow',
    ]);
    const time = screen.getByRole('combobox', { name: 'Time' });
    expect([...(time as HTMLSelectElement).options].map((o) => o.text)).toEqual(['12:30', '12:45']);
    expect(screen.getByTestId('sent')).toHaveTextContent(SLOTS[0]!);

    await user.selectOptions(day, 'Tomorrow');
    expect(screen.getByTestId('sent')).toHaveTextContent(SLOTS[2]!);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Time' }), '11:15');
    expect(screen.getByTestId('sent')).toHaveTextContent(SLOTS[3]!);
  });

  it('says why ASAP is not offered (paused, closed) and proposes the earliest slot', () => {
    render(<Harness offer={options({ available: false, reason: 'Online orders are paused.' })} />);
    expect(screen.getByRole('radio', { name: /As soon as possible/ })).toBeDisabled();
    expect(screen.getByText('Online orders are paused.')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Schedule for later' })).toBeChecked();
    expect(screen.getByTestId('sent')).toHaveTextContent(SLOTS[0]!);
  });
});
