import { z } from 'zod';
import { LINE_NOTE_MAX } from './dish-options';
import { messages } from './messages';
import { MAX_DISH_PRICE_MINOR } from './money';
import { nameRules } from './names';

/**
 * The wire shapes of dish options: the groups the menu shows, what an owner saves, and
 * what a diner sends with a cart line (choices and a note). The rules are `dish-options.ts`.
 */

const texts = messages.dishOptions;

export const OPTION_GROUPS_MAX = 8;
export const OPTION_CHOICES_MAX = 20;

export const optionChoiceSchema = z.object({
  id: z.string(),
  name: z.string(),
  deltaMinor: z.number().int(),
  available: z.boolean(),
  isDefault: z.boolean(),
  soldOut: z.boolean().optional(),
  soldOutUntil: z.string().nullable().optional(),
});

export const optionGroupSchema = z.object({
  id: z.string(),
  name: z.string(),
  required: z.boolean(),
  minChoices: z.number().int().nonnegative(),
  maxChoices: z.number().int().positive(),
  choices: z.array(optionChoiceSchema),
});

/** A picked choice as a cart line, an order line and a receipt show it (a snapshot). */
export const chosenOptionSchema = z.object({
  groupId: z.string(),
  group: z.string(),
  choiceId: z.string(),
  name: z.string(),
  deltaMinor: z.number().int(),
});

const deltaSchema = z
  .number()
  .int('Whole minor units only.')
  .min(-MAX_DISH_PRICE_MINOR)
  .max(MAX_DISH_PRICE_MINOR);

/** One group as the owner saves it; an `id` keeps an existing group or choice (carts keep it). */
export const optionGroupInputSchema = z
  .strictObject({
    id: z.uuid().optional(),
    name: nameRules(z.string().trim().min(1, 'Name the group.').max(60), 'Name the group.'),
    required: z.boolean(),
    minChoices: z.number().int().min(0).max(OPTION_CHOICES_MAX),
    maxChoices: z.number().int().min(1).max(OPTION_CHOICES_MAX),
    choices: z
      .array(
        z.strictObject({
          id: z.uuid().optional(),
          name: nameRules(z.string().trim().min(1, 'Name the choice.').max(60), 'Name the choice.'),
          deltaMinor: deltaSchema,
          available: z.boolean().default(true),
          isDefault: z.boolean().default(false),
        }),
      )
      .min(1, 'A group needs at least one choice.')
      .max(OPTION_CHOICES_MAX),
  })
  .superRefine((group, ctx) => {
    const issue = (message: string, path: string) =>
      ctx.addIssue({ code: 'custom', message, path: [path] });
    // A required group asks for at least one choice; a minimum of 0 would say the opposite.
    if (group.required && group.minChoices < 1)
      issue('A required group needs a minimum of at least 1.', 'minChoices');
    if (group.minChoices > group.maxChoices)
      issue('The minimum cannot be above the maximum.', 'minChoices');
    if (group.maxChoices > group.choices.length)
      issue('The maximum cannot be above the number of choices.', 'maxChoices');
    const defaults = group.choices.filter((c) => c.isDefault).length;
    if (defaults > group.maxChoices)
      issue(`At most ${group.maxChoices} default choices in ${group.name}.`, 'choices');
    const names = new Set(group.choices.map((c) => c.name.toLowerCase()));
    if (names.size !== group.choices.length) issue('Two choices have the same name.', 'choices');
  });
export type OptionGroupInput = z.input<typeof optionGroupInputSchema>;

/** PUT /api/admin/dishes/:id/options: the dish's whole list of groups, in menu order. */
export const dishOptionsInputSchema = z.strictObject({
  groups: z
    .array(optionGroupInputSchema)
    .max(OPTION_GROUPS_MAX)
    .refine((groups) => new Set(groups.map((g) => g.name.toLowerCase())).size === groups.length, {
      message: 'Two groups have the same name.',
    }),
});
export type DishOptionsInput = z.input<typeof dishOptionsInputSchema>;

export const dishOptionsResponseSchema = z.object({ groups: z.array(optionGroupSchema) });

/** What the diner picked, per group, as the cart's add request carries it. */
export const groupSelectionSchema = z
  .array(
    z.strictObject({
      groupId: z.string().max(100),
      choiceIds: z.array(z.string().max(100)).max(OPTION_CHOICES_MAX),
    }),
  )
  .max(OPTION_GROUPS_MAX * 2);

/** A note for the kitchen on one line ("no onions"); blank is no note. */
export const lineNoteSchema = z
  .string()
  .trim()
  .max(LINE_NOTE_MAX, texts.noteTooLong(LINE_NOTE_MAX));
