import { z } from 'zod';
import { nameRules } from './names';

/**
 * The menu's categories as data: the owner adds, renames, orders and hides them
 * in the back office; the menu lists those with dishes on sale, in the owner's order.
 */

export const CATEGORY_NAME_MAX_LENGTH = 40;

export const categoryTexts = {
  title: 'Categories',
  lead: 'The menu shows the categories that have dishes on sale, in this order. A hidden category keeps its dishes off the menu.',
  nameLabel: 'Category name',
  nameNeeded: 'Enter a category name.',
  nameTooLong: `A category name has at most ${CATEGORY_NAME_MAX_LENGTH} characters.`,
  nameTaken: 'A category with this name already exists.',
  notFound: 'This category no longer exists.',
  unknownForDish: 'Choose one of the categories of the menu.',
  hasDishes: (count: number) =>
    `This category still has ${count} ${count === 1 ? 'dish' : 'dishes'}. Move ${count === 1 ? 'it' : 'them'} to another category first, or hide the category instead.`,
  add: 'Add category',
  added: (name: string) => `Category “${name}” added.`,
  renamed: (name: string) => `Category renamed to “${name}”.`,
  rename: 'Rename',
  save: 'Save',
  cancel: 'Cancel',
  moveUp: (name: string) => `Move ${name} up`,
  moveDown: (name: string) => `Move ${name} down`,
  moved: (name: string, place: number) => `${name} moved to place ${place}.`,
  hide: 'Hide',
  show: 'Show',
  hiddenBadge: 'Hidden',
  hiddenNow: (name: string) => `${name} is hidden from the menu.`,
  shownNow: (name: string) => `${name} is on the menu again.`,
  remove: 'Delete',
  removed: (name: string) => `Category “${name}” deleted.`,
  confirmRemove: (name: string) => `Delete the category “${name}”?`,
  dishCount: (count: number) => `${count} ${count === 1 ? 'dish' : 'dishes'}`,
  loadFailed: 'Could not load the categories. Please try again.',
} as const;

export const categoryNameSchema = nameRules(
  z
    .string()
    .trim()
    .min(1, categoryTexts.nameNeeded)
    .max(CATEGORY_NAME_MAX_LENGTH, categoryTexts.nameTooLong),
  categoryTexts.nameNeeded,
);

/** One category as the back office sees it. */
export const adminCategorySchema = z.object({
  id: z.string(),
  name: z.string(),
  position: z.number().int(),
  hidden: z.boolean(),
  /** Dishes filed under it, hidden dishes included. */
  dishCount: z.number().int().nonnegative(),
});
export type AdminCategory = z.infer<typeof adminCategorySchema>;

export const adminCategoryListSchema = z.object({ categories: z.array(adminCategorySchema) });
export type AdminCategoryList = z.infer<typeof adminCategoryListSchema>;
export const adminCategoryResponseSchema = z.object({ category: adminCategorySchema });

export const categoryInputSchema = z.strictObject({ name: categoryNameSchema });
export type CategoryInput = z.input<typeof categoryInputSchema>;

export const categoryPatchSchema = z
  .strictObject({ name: categoryNameSchema.optional(), hidden: z.boolean().optional() })
  .refine((patch) => patch.name !== undefined || patch.hidden !== undefined, {
    message: 'Send a new name or hidden: true/false.',
  });
export type CategoryPatch = z.input<typeof categoryPatchSchema>;

export const categoryMoveSchema = z.strictObject({
  direction: z.enum(['up', 'down'], { message: 'The direction must be up or down.' }),
});
export type CategoryMove = z.infer<typeof categoryMoveSchema>;

export const categoryIdParamsSchema = z.object({ id: z.uuid(categoryTexts.notFound) });
