import { renderScreen } from '@test/support/web/render';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import OrderPage from './OrderPage';

describe('how ordering works (/Order)', () => {
  it('tells a guest they can fill a cart and pay without an account', async () => {
    await renderScreen(<OrderPage />, { path: '/Order' });
    const step = screen.getByRole('heading', { name: 'Fill your cart' }).closest('li')!;
    expect(step).toHaveTextContent('no account needed');
    expect(step).not.toHaveTextContent(/sign in or create an account and press Add to Cart/i);
    expect(screen.getByRole('heading', { name: 'Pay by card' }).closest('li')).toHaveTextContent(
      'as a guest, add your name, e-mail and phone',
    );
  });
});
