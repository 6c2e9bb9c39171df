import { dishInputSchema, dishPatchSchema } from '@shared/catalog';
import { categoryInputSchema, categoryPatchSchema } from '@shared/categories';
import { startPaymentSchema } from '@shared/checkout';
import { dishOptionsInputSchema } from '@shared/dish-options-schema';
import { guestStartPaymentSchema } from '@shared/guest-checkout';
import { walkInSchema } from '@shared/host-day';
import { nameTexts } from '@shared/names';
import { orderAccountInputSchema } from '@shared/order-links';
import { reservationInputSchema } from '@shared/reservations';
import { profileInputSchema } from '@shared/schemas/account';
import { signupSchema } from '@shared/schemas/auth';
import { acceptInvitationSchema } from '@shared/schemas/staff';
import { staffOrderInputSchema } from '@shared/staff-orders';
import { waitlistJoinSchema } from '@shared/waitlist';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';

/** Every schema a name is entered through, the path of its name and how to put a name there. */
const PLACES: Array<[string, z.ZodType, string, (name: string) => unknown]> = [
  ['sign-up', signupSchema, 'username', (username) => ({ username })],
  ['the account page', profileInputSchema, 'username', (username) => ({ username, phone: '' })],
  ['a staff invitation', acceptInvitationSchema, 'username', (username) => ({ username })],
  ["an order link's account", orderAccountInputSchema, 'username', (username) => ({ username })],
  ['checkout', startPaymentSchema, 'fullName', (fullName) => ({ fullName })],
  ['guest checkout', guestStartPaymentSchema, 'fullName', (fullName) => ({ fullName })],
  ["a booking's first name", reservationInputSchema, 'firstName', (firstName) => ({ firstName })],
  ["a booking's last name", reservationInputSchema, 'lastName', (lastName) => ({ lastName })],
  ['the waitlist', waitlistJoinSchema, 'firstName', (firstName) => ({ firstName })],
  ['a walk-in', walkInSchema, 'name', (name) => ({ partySize: 2, name })],
  ['a phone order', staffOrderInputSchema, 'customer.name', (name) => ({ customer: { name } })],
  ['a new dish', dishInputSchema, 'name', (name) => ({ name })],
  ['a dish edit', dishPatchSchema, 'name', (name) => ({ name })],
  ['a new category', categoryInputSchema, 'name', (name) => ({ name })],
  ['a category edit', categoryPatchSchema, 'name', (name) => ({ name })],
  ['an option group', dishOptionsInputSchema, 'groups.0.name', (name) => group(name, 'Large')],
  [
    'an option choice',
    dishOptionsInputSchema,
    'groups.0.choices.0.name',
    (name) => group('Size', name),
  ],
];
function group(name: string, choice: string) {
  return {
    groups: [
      {
        name,
        required: false,
        minChoices: 0,
        maxChoices: 1,
        choices: [{ name: choice, deltaMinor: 0 }],
      },
    ],
  };
}

const messagesAt = (schema: z.ZodType, input: unknown, path: string) =>
  (schema.safeParse(input).error?.issues ?? [])
    .filter((issue) => issue.path.join('.') === path)
    .map((issue) => issue.message);

const SPOOFING: Array<[string, string, string]> = [
  ['a right-to-left override', 'Ada \u202Egnp.exe', nameTexts.direction],
  ['a left-to-right embedding', '\u202AAda', nameTexts.direction],
  ['a pop directional formatting', 'Ada\u202C', nameTexts.direction],
  ['an isolate', 'Ada \u2067Obi\u2069', nameTexts.direction],
  ['a right-to-left mark', 'Ada\u200F', nameTexts.direction],
  ['a line break', 'Ada\nObi', nameTexts.control],
  ['a tab', 'Ada\tObi', nameTexts.control],
  ['a terminal escape', 'Ada\u001b[31m', nameTexts.control],
  ['a null byte', 'Ada\u0000', nameTexts.control],
  ['a C1 control', 'Ada\u0085Obi', nameTexts.control],
];
const INVISIBLE: Array<[string, string]> = [
  ['zero-width spaces only', '\u200B\u200B'],
  ['joiners only', '\u200D\u200C'],
  ['a word joiner with spaces', ' \u2060 '],
  ['a Hangul filler', '\u3164'],
  ['a blank braille pattern', '\u2800\u2800'],
  ['combining marks only', '\u0301\u0308'],
];
const FINE = [
  'Ada Obi',
  "Chiamaka O'Neil-Ọnwụ",
  'Zoë',
  'Jose\u0301',
  'محمد',
  'שרה',
  '李小龙',
  'Ada 👩🏾‍🍳',
  'क्‍ष',
  'Jollof Rice (large)',
];

describe.each(PLACES)('a name entered at %s', (_where, schema, path, put) => {
  it.each(SPOOFING)('is refused with %s, in clear words', (_what, name, message) => {
    expect(messagesAt(schema, put(name), path)).toEqual([message]);
  });

  it.each(INVISIBLE)('is refused when it is %s', (_what, name) => {
    expect(messagesAt(schema, put(name), path)).toHaveLength(1);
  });

  it('is taken in any script, with accents, apostrophes and emoji', () => {
    for (const name of FINE) expect(messagesAt(schema, put(name), path), name).toEqual([]);
  });
});

describe('an optional name (a walk-in)', () => {
  it('may still be left empty', () => {
    expect(messagesAt(walkInSchema, { partySize: 2, name: '' }, 'name')).toEqual([]);
    expect(messagesAt(walkInSchema, { partySize: 2 }, 'name')).toEqual([]);
  });
});
