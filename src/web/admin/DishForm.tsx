import { MAX_UPLOAD_BYTES, adminTexts as t, UPLOAD_TYPES } from '@shared/admin';
import { type DishImage, type DishInput, dishImageSchema, type MenuItem } from '@shared/catalog';
import {
  ALLERGEN_CODES,
  canonicalAllergens,
  canonicalDiets,
  DIET_CODES,
  dietaryTexts,
} from '@shared/dietary';
import { MAX_DISH_PRICE_MINOR, moneyLimitTexts } from '@shared/money';
import { parsePriceInput, priceInputText } from '@shared/price-input';
import { errorMessage } from '@web/lib/api/errors';
import { TextField } from '@web/ui/TextField';
import { useSchemaForm } from '@web/ui/useSchemaForm';
import { type ChangeEvent, useId, useState } from 'react';
import { z } from 'zod';
import { uploadImage } from './api';
import { DishDietaryFields } from './DishDietaryFields';

/** The form's own shape: the price is typed in naira (2 decimals) and sent in kobo. */
const dishFormSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, t.nameRequired)
    .max(120, 'Names can be at most 120 characters long.'),
  description: z.string().trim().max(280, 'Descriptions can be at most 280 characters long.'),
  category: z.string().min(1, 'Choose a category.'),
  area: z.string().trim().min(1, t.areaRequired).max(60, t.areaTooLong),
  // Typed the way people write money ("7,500.50"); read into kobo by one pure function.
  price: z.string().transform((value, ctx) => {
    const price = parsePriceInput(value);
    if (!price.ok) {
      ctx.addIssue({
        code: 'custom',
        message: price.reason === 'format' && value.trim() !== '' ? t.priceFormat : t.priceInvalid,
      });
      return z.NEVER;
    }
    // The largest price, so that no order of the dish can overflow a stored amount.
    if (price.minor > MAX_DISH_PRICE_MINOR) {
      ctx.addIssue({ code: 'custom', message: moneyLimitTexts.dishPriceTooHigh });
      return z.NEVER;
    }
    return price.minor;
  }),
  image: dishImageSchema.nullable().refine((image) => image !== null, t.imageRequired),
  allergens: z.array(z.enum(ALLERGEN_CODES)),
  diets: z.array(z.enum(DIET_CODES)),
  spicy: z.string().regex(/^[0-3]$/, dietaryTexts.spicyRange),
});

export function toDishInput(values: z.output<typeof dishFormSchema>): DishInput {
  return {
    name: values.name,
    description: values.description,
    category: values.category,
    area: values.area,
    priceMinor: values.price,
    image: values.image as DishImage,
    allergens: canonicalAllergens(values.allergens),
    diets: canonicalDiets(values.diets),
    spicy: Number(values.spicy),
  };
}

/**
 * Add or edit a dish: name, description, category, cuisine, price, allergens, diets, spicy level
 * and an uploaded picture.
 */
export function DishForm({
  dish,
  saving,
  serverError,
  onSave,
  onCancel,
  categories,
}: {
  dish: MenuItem | null;
  /** The menu's categories in the owner's order (back office: Categories). */
  categories: readonly string[];
  saving: boolean;
  serverError: string | null;
  onSave: (input: DishInput) => void;
  onCancel: () => void;
}) {
  const form = useSchemaForm(dishFormSchema, {
    defaultValues: {
      name: dish?.name ?? '',
      description: dish?.description ?? '',
      category: dish?.category ?? categories[0] ?? '',
      area: dish?.area ?? '',
      price: dish ? priceInputText(dish.priceMinor) : '',
      image: dish?.image ?? null,
      allergens: dish?.allergens ?? [],
      diets: dish?.diets ?? [],
      spicy: String(dish?.spicy ?? 0),
    },
  });
  const { register, formState, setValue, watch } = form;
  const errors = formState.errors;
  const image = watch('image');
  const allergens = watch('allergens');
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const ids = {
    description: useId(),
    category: useId(),
    image: useId(),
    imageHint: useId(),
    imageError: useId(),
  };

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setUploadError(null);
    // Checked here for a quick answer; the server checks the bytes themselves.
    if (!(UPLOAD_TYPES as readonly string[]).includes(file.type))
      return setUploadError(t.uploadWrongType);
    if (file.size > MAX_UPLOAD_BYTES) return setUploadError(t.uploadTooLarge);
    setUploading(true);
    try {
      const uploaded = await uploadImage(file);
      setValue('image', uploaded.image, { shouldValidate: true, shouldDirty: true });
    } catch (error) {
      setUploadError(errorMessage(error, t.uploadFailed));
    } finally {
      setUploading(false);
    }
  }

  const imageError = uploadError ?? errors.image?.message ?? null;
  return (
    <form
      className="form dish-form"
      noValidate
      onSubmit={form.handleSubmit((values) => onSave(toDishInput(values)))}
    >
      <TextField
        label={t.name}
        autoComplete="off"
        error={errors.name?.message}
        {...register('name')}
      />
      <div className="field">
        <label htmlFor={ids.description}>{t.description}</label>
        <textarea id={ids.description} className="textarea" rows={3} {...register('description')} />
        {errors.description && <p className="field-error">{errors.description.message}</p>}
      </div>
      <div className="dish-form-row">
        <div className="field">
          <label htmlFor={ids.category}>{t.category}</label>
          <select id={ids.category} className="select" {...register('category')}>
            {(dish && !categories.includes(dish.category)
              ? [dish.category, ...categories]
              : categories
            ).map((category) => (
              <option key={category} value={category}>
                {category}
              </option>
            ))}
          </select>
        </div>
        <TextField
          label={t.area}
          placeholder="e.g. Nigerian"
          autoComplete="off"
          error={errors.area?.message}
          {...register('area')}
        />
      </div>
      <TextField
        label={t.price}
        inputMode="decimal"
        placeholder="2500.00"
        autoComplete="off"
        hint={moneyLimitTexts.dishPriceHint}
        error={errors.price?.message}
        {...register('price')}
      />
      <DishDietaryFields
        allergens={register('allergens')}
        diets={register('diets')}
        spicy={register('spicy')}
        checked={allergens ?? []}
      />
      <div className="field">
        <label htmlFor={ids.image}>{t.image}</label>
        <div className="dish-image-field">
          {image ? (
            <img
              className="dish-image-preview"
              src={image.url}
              alt=""
              width={image.width}
              height={image.height}
            />
          ) : (
            <div className="dish-image-preview is-empty" aria-hidden="true" />
          )}
          <div className="dish-image-input">
            <input
              id={ids.image}
              type="file"
              accept={UPLOAD_TYPES.join(',')}
              disabled={uploading}
              aria-describedby={`${ids.imageHint}${imageError ? ` ${ids.imageError}` : ''}`}
              aria-invalid={imageError ? true : undefined}
              onChange={onFile}
            />
            <p id={ids.imageHint} className="muted field-hint">
              {uploading ? t.uploading : t.imageHint}
            </p>
          </div>
        </div>
        {imageError && (
          <p id={ids.imageError} className="field-error">
            {imageError}
          </p>
        )}
      </div>
      {serverError && (
        <p className="form-error" role="alert">
          {serverError}
        </p>
      )}
      <div className="modal-actions">
        <button type="button" className="btn btn-ghost" onClick={onCancel} disabled={saving}>
          {t.cancel}
        </button>
        <button type="submit" className="btn btn-primary" disabled={saving || uploading}>
          {saving ? t.saving : t.saveDish}
        </button>
      </div>
    </form>
  );
}
