import { MAX_UPLOAD_BYTES, adminTexts as t } from '@shared/admin';
import type { DishInput, MenuItem } from '@shared/catalog';
import { moneyLimitTexts } from '@shared/money';
import { fetchStub, respondError } from '@test/support/web/fetch-stub';
import { admin, CSRF_TOKEN, renderScreen } from '@test/support/web/render';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DishForm } from './DishForm';

const uploaded = { image: { url: '/uploads/pepperoni.webp', width: 800, height: 600 } };

const pepperoni: MenuItem = {
  id: 'dish-1',
  name: 'Pepperoni pizza',
  description: 'Tomato, mozzarella, pepperoni.',
  category: 'Pizza',
  area: 'Italian',
  priceMinor: 2500_00,
  image: { url: '/img/pepperoni.webp', width: 640, height: 480 },
  available: true,
};

async function openForm(dish: MenuItem | null = null, serverError: string | null = null) {
  const onSave = vi.fn<(input: DishInput) => void>();
  const view = await renderScreen(
    <DishForm
      dish={dish}
      saving={false}
      serverError={serverError}
      onSave={onSave}
      onCancel={() => {}}
      categories={['Pizza', 'Pasta', 'Desserts']}
    />,
    { user: admin },
  );
  const save = () => view.events.click(screen.getByRole('button', { name: t.saveDish }));
  return { ...view, onSave, save };
}

const picture = (type: string, bytes = 16) =>
  new File([new Uint8Array(bytes)], `dish.${type.split('/')[1]}`, { type });

describe('admin dish form', () => {
  it('names every missing field with its own text and saves nothing', async () => {
    const { save, onSave } = await openForm();
    await save();
    expect(await screen.findByText(t.nameRequired)).toBeInTheDocument();
    expect(screen.getByText(t.areaRequired)).toBeInTheDocument();
    // The owner's word for where a dish comes from, not the recipe database's field name.
    expect(screen.getByLabelText('Cuisine')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(t.priceInvalid)).toBeInTheDocument();
    expect(screen.getByText(t.imageRequired)).toBeInTheDocument();
    expect(screen.getByLabelText(t.name)).toHaveAttribute('aria-invalid', 'true');
    expect(onSave).not.toHaveBeenCalled();
  });

  it.each([
    ['0', t.priceInvalid],
    ['0.001', t.priceFormat],
    ['12,50', t.priceFormat],
    ['-3', t.priceFormat],
    ['abc', t.priceFormat],
  ])('refuses the price %s and says why', async (price, message) => {
    const { events, save } = await openForm();
    await events.type(screen.getByLabelText(t.price), price);
    await save();
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('refuses a picture of the wrong type or over 2 MB before uploading', async () => {
    await openForm();
    // applyAccept off: a person can still pick "All files" in the browser's file dialog.
    const events = userEvent.setup({ applyAccept: false });
    const input = screen.getByLabelText(t.image);
    await events.upload(input, picture('image/gif'));
    expect(await screen.findByText(t.uploadWrongType)).toBeInTheDocument();
    await events.upload(input, picture('image/png', MAX_UPLOAD_BYTES + 1));
    expect(await screen.findByText(t.uploadTooLarge)).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(fetchStub.callsTo('POST', '/api/admin/uploads')).toHaveLength(0);
  });

  it('uploads the picture, then saves the dish with its price in kobo', async () => {
    fetchStub.on('POST', '/api/admin/uploads', uploaded);
    const { events, save, onSave, container } = await openForm();
    await events.type(screen.getByLabelText(t.name), '  Egusi pasta ');
    await events.type(screen.getByLabelText(t.description), 'Melon seeds and greens.');
    await events.selectOptions(screen.getByLabelText(t.category), 'Pasta');
    await events.type(screen.getByLabelText(t.area), 'Nigerian');
    await events.type(screen.getByLabelText(t.price), '3,250.5');
    await events.upload(screen.getByLabelText(t.image), picture('image/webp'));
    await waitFor(() =>
      expect(container.querySelector('img.dish-image-preview')).toHaveAttribute(
        'src',
        uploaded.image.url,
      ),
    );
    const [upload] = fetchStub.callsTo('POST', '/api/admin/uploads');
    const sent = upload?.body;
    expect(sent).toBeInstanceOf(FormData);
    expect(sent instanceof FormData && sent.get('image')).toHaveProperty('name', 'dish.webp');
    expect(upload?.headers.get('x-csrf-token')).toBe(CSRF_TOKEN);

    // Allergens and diets: labelled checkboxes in named groups.
    const contains = screen.getByRole('group', { name: 'Allergens it contains' });
    await events.click(within(contains).getByRole('checkbox', { name: 'peanuts' }));
    await events.click(within(contains).getByRole('checkbox', { name: 'celery' }));
    expect(contains).toHaveAccessibleDescription('Contains: celery, peanuts');
    const suits = screen.getByRole('group', { name: 'Suitable for' });
    await events.click(within(suits).getByRole('checkbox', { name: 'vegan' }));
    await events.selectOptions(screen.getByLabelText('Spicy level'), '2');

    await save();
    await waitFor(() => expect(onSave).toHaveBeenCalledOnce());
    expect(onSave).toHaveBeenCalledWith({
      name: 'Egusi pasta',
      description: 'Melon seeds and greens.',
      category: 'Pasta',
      area: 'Nigerian',
      priceMinor: 3250_50,
      image: uploaded.image,
      allergens: ['celery', 'peanuts'],
      diets: ['vegan'],
      spicy: 2,
    });
  });

  it("says when the upload fails, with the server's reason when it has one", async () => {
    fetchStub.on('POST', '/api/admin/uploads', respondError(400, 'invalid', t.uploadWrongType));
    const { events } = await openForm();
    await events.upload(screen.getByLabelText(t.image), picture('image/png'));
    expect(await screen.findByText(t.uploadWrongType)).toBeInTheDocument();
    fetchStub.on('POST', '/api/admin/uploads', respondError(500, 'internal', 'disk full'));
    await events.upload(screen.getByLabelText(t.image), picture('image/png'));
    expect(await screen.findByText(t.uploadFailed)).toBeInTheDocument();
  });

  it('edits a dish: its values are filled in and saved as they are', async () => {
    const { save, onSave } = await openForm(pepperoni, t.dishSaveError);
    expect(screen.getByLabelText(t.name)).toHaveValue('Pepperoni pizza');
    expect(screen.getByLabelText(t.category)).toHaveValue('Pizza');
    expect(screen.getByLabelText(t.price)).toHaveValue('2,500.00');
    expect(screen.getByRole('alert')).toHaveTextContent(t.dishSaveError);
    await save();
    await waitFor(() => expect(onSave).toHaveBeenCalledOnce());
    expect(onSave.mock.calls[0]?.[0]).toMatchObject({
      priceMinor: 2500_00,
      image: pepperoni.image,
    });
  });

  it('says the largest price in words, and refuses a price above it', async () => {
    const { events, save, onSave } = await openForm();
    const price = screen.getByLabelText(t.price);
    expect(price).toHaveAccessibleDescription(moneyLimitTexts.dishPriceHint);
    expect(moneyLimitTexts.dishPriceTooHigh).toBe('A dish can cost at most NGN 1,000,000.00.');
    await events.type(price, '1000000.01');
    await save();
    expect(await screen.findByText(moneyLimitTexts.dishPriceTooHigh)).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
    await events.clear(price);
    await events.type(price, '1000000');
    await waitFor(() =>
      expect(screen.queryByText(moneyLimitTexts.dishPriceTooHigh)).not.toBeInTheDocument(),
    );
  });
});
