import { zodResolver } from '@hookform/resolvers/zod';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Resolver } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { useLazySchemaForm } from './useLazySchemaForm';

const schema = z.object({ name: z.string().trim().min(1, 'Name is required.') });
type Schema = typeof schema;
const resolver = zodResolver(schema) as Resolver<z.input<Schema>, unknown, z.output<Schema>>;

function NameForm(props: {
  load: () => Promise<typeof resolver>;
  onValid: (values: z.output<Schema>) => void;
}) {
  const form = useLazySchemaForm<Schema>(props.load, { defaultValues: { name: '' } });
  return (
    <form onSubmit={form.handleSubmit(props.onValid)}>
      <input aria-label="Name" {...form.register('name')} />
      {form.formState.errors.name && <p>{form.formState.errors.name.message}</p>}
      <button type="submit">Send</button>
    </form>
  );
}

describe('useLazySchemaForm', () => {
  it('fetches its resolver once, before any submit, and validates with it', async () => {
    const load = vi.fn(async () => resolver);
    const onValid = vi.fn();
    render(<NameForm load={load} onValid={onValid} />);
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Name is required.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Name'), '  Ada ');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
    expect(onValid.mock.calls[0]?.[0]).toEqual({ name: 'Ada' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('sends the form unvalidated when the resolver cannot be fetched, and tries again next time', async () => {
    const load = vi.fn(async (): Promise<typeof resolver> => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    const onValid = vi.fn();
    render(<NameForm load={load} onValid={onValid} />);
    await userEvent.type(screen.getByLabelText('Name'), ' Ada');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    // The server validates with the same schema: it gets what was typed.
    await waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
    expect(onValid.mock.calls[0]?.[0]).toEqual({ name: ' Ada' });
    const attempts = load.mock.calls.length;
    load.mockImplementation(async () => resolver);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onValid).toHaveBeenCalledTimes(2));
    expect(load.mock.calls.length).toBe(attempts + 1);
    expect(onValid.mock.calls[1]?.[0]).toEqual({ name: 'Ada' });
  });
});
