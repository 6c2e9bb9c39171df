import type { z } from 'zod';

/**
 * The rule every entered name follows, on top of its field's own length rule: a person's name
 * (sign-up, the account page, checkout and guest checkout, bookings and the waitlist, walk-ins, an
 * accepted staff invitation, a phone order, a new account from an order's link) and a dish's,
 * category's or option's. Names are shown to others (boards, lists, mails, receipts), so none may
 * carry what changes how the text around it reads, or what hides it: control characters (line
 * breaks, tabs, escapes), bidirectional formatting (embeddings, overrides, isolates and the
 * direction marks), or nothing visible at all (zero-width spaces and joiners, fillers).
 */
export const nameTexts = {
  control: 'A name cannot contain line breaks, tabs or other control characters.',
  direction:
    'A name cannot contain hidden text-direction characters (such as a right-to-left override).',
  invisible: 'A name needs at least one visible letter, digit or sign.',
} as const;

/** C0 controls, DEL and C1 controls. */
const CONTROL = /\p{Cc}/u;
/** Embeddings and overrides (U+202A–E), isolates (U+2066–9), and the marks LRM, RLM and ALM. */
const DIRECTION = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/u;
/**
 * One character that shows: a letter, digit, punctuation mark or symbol, other than the fillers
 * that are letters or symbols but draw nothing (Hangul fillers, the blank braille pattern).
 * Spaces, format characters (zero-width space, joiners, BOM) and lone combining marks do not count.
 */
const VISIBLE = /(?![\u115F\u1160\u3164\uFFA0\u2800])[\p{L}\p{N}\p{P}\p{S}]/u;

export const nameProblem = (name: string): keyof typeof nameTexts | null =>
  CONTROL.test(name)
    ? 'control'
    : DIRECTION.test(name)
      ? 'direction'
      : name !== '' && !VISIBLE.test(name)
        ? 'invisible'
        : null;

/**
 * `schema` (a trimmed string with its length rule) with the name rule. `invisible` is the field's
 * own words for a name with nothing visible (it looks empty: "Please enter your full name.").
 * An empty string is left to the field's own rule (required, or allowed when optional).
 */
export function nameRules(schema: z.ZodString, invisible: string = nameTexts.invisible) {
  return schema
    .refine((name) => nameProblem(name) !== 'control', nameTexts.control)
    .refine((name) => nameProblem(name) !== 'direction', nameTexts.direction)
    .refine((name) => nameProblem(name) !== 'invisible', invisible);
}
