import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  defaultSelection,
  type GroupSelection,
  groupMin,
  type OptionGroup,
  priceSelection,
  selectionKey,
} from './dish-options';

/** Option rules, property-based: allowed sets price to base + deltas, others are refused. */

const groupArb = (gi: number): fc.Arbitrary<OptionGroup> =>
  fc
    .record({
      required: fc.boolean(),
      choices: fc.array(
        fc.record({
          deltaMinor: fc.integer({ min: -2_000, max: 5_000 }),
          available: fc.boolean(),
          isDefault: fc.boolean(),
        }),
        { minLength: 1, maxLength: 5 },
      ),
      minSeed: fc.nat(),
      maxSeed: fc.nat(),
    })
    .map(({ required, choices, minSeed, maxSeed }) => {
      const maxChoices = 1 + (maxSeed % choices.length);
      return {
        id: `g${gi}`,
        name: `Group ${gi}`,
        required,
        minChoices: minSeed % (maxChoices + 1),
        maxChoices,
        choices: choices.map((c, ci) => ({ ...c, id: `g${gi}c${ci}`, name: `Choice ${gi}.${ci}` })),
      };
    });

const groupsArb = fc
  .integer({ min: 0, max: 4 })
  .chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => groupArb(i))));

/** A rich enough base price that no allowed set goes below zero. */
const BASE = 100_000;

/** For each group, a choice set the rules allow (or null when the group cannot be satisfied). */
const allowedArb = (groups: OptionGroup[]) =>
  fc.tuple(
    ...groups.map((group) => {
      const open = group.choices.filter((c) => c.available);
      return fc.tuple(fc.shuffledSubarray(open), fc.nat()).map(([subset, seed]) => {
        const min = groupMin(group);
        const skip = !group.required && seed % 3 === 0;
        if (skip) return [];
        const size = Math.min(subset.length, group.maxChoices);
        if (size < min) return group.required ? null : [];
        return subset.slice(0, min + (seed % (size - min + 1)));
      });
    }),
  );

/** An independent statement of the rules, as a yes/no, for arbitrary (also malformed) input. */
function allowedByRules(groups: OptionGroup[], selection: GroupSelection[]): boolean {
  const seen = new Set<string>();
  for (const entry of selection) {
    const group = groups.find((g) => g.id === entry.groupId);
    if (!group || seen.has(group.id)) return false;
    seen.add(group.id);
    if (new Set(entry.choiceIds).size !== entry.choiceIds.length) return false;
    for (const id of entry.choiceIds) {
      const choice = group.choices.find((c) => c.id === id);
      if (!choice?.available) return false;
    }
  }
  return groups.every((group) => {
    const n = selection.find((s) => s.groupId === group.id)?.choiceIds.length ?? 0;
    if (n === 0) return !group.required;
    return n >= Math.max(group.required ? 1 : 0, group.minChoices) && n <= group.maxChoices;
  });
}

const deltaOf = (groups: OptionGroup[], selection: GroupSelection[]) =>
  selection
    .flatMap((s) => s.choiceIds)
    .reduce(
      (sum, id) =>
        sum + (groups.flatMap((g) => g.choices).find((c) => c.id === id)?.deltaMinor ?? 0),
      0,
    );

describe('dish options: pricing a selection', () => {
  it('prices any choice set the rules allow to base + deltas, sent in any order', () => {
    fc.assert(
      fc.property(
        groupsArb.chain((groups) =>
          fc.tuple(fc.constant(groups), allowedArb(groups), fc.nat({ max: BASE })),
        ),
        ([groups, sets, base]) => {
          fc.pre(sets.every((s) => s !== null));
          const selection = groups
            .map((g, i) => ({ groupId: g.id, choiceIds: (sets[i] ?? []).map((c) => c.id) }))
            .filter((s) => s.choiceIds.length > 0)
            .reverse();
          const result = priceSelection(BASE + base, groups, selection);
          expect(result).toMatchObject({ ok: true });
          if (!result.ok) return;
          expect(result.unitPriceMinor).toBe(BASE + base + deltaOf(groups, selection));
          expect(result.choices.map((c) => c.choiceId).sort()).toEqual(
            selection.flatMap((s) => s.choiceIds).sort(),
          );
        },
      ),
      { numRuns: 400 },
    );
  });

  it('refuses every other set, with a message, and agrees with the rules on arbitrary input', () => {
    /** Any subset of each group's choices (unavailable ones too), then maybe one forgery. */
    const nearArb = (groups: OptionGroup[]) =>
      fc
        .tuple(
          fc.tuple(
            ...groups.map((g) => fc.tuple(fc.subarray(g.choices.map((c) => c.id)), fc.boolean())),
          ),
          fc.constantFrom('none', 'unknownGroup', 'groupTwice', 'choiceTwice', 'foreign', 'bogus'),
          fc.nat(),
        )
        .map(([sets, forgery, seed]) => {
          const selection: GroupSelection[] = groups
            .map((g, i) => ({ groupId: g.id, choiceIds: sets[i]?.[1] ? [] : (sets[i]?.[0] ?? []) }))
            .filter((s) => s.choiceIds.length > 0);
          const target = selection[seed % Math.max(1, selection.length)];
          const all = groups.flatMap((g) => g.choices.map((c) => c.id));
          if (forgery === 'unknownGroup') selection.push({ groupId: 'nope', choiceIds: [] });
          if (forgery === 'groupTwice' && target) selection.push({ ...target });
          if (forgery === 'choiceTwice' && target?.choiceIds[0])
            target.choiceIds.push(target.choiceIds[0]);
          if (forgery === 'foreign' && target && all.length > 0)
            target.choiceIds.push(all[seed % all.length] as string);
          if (forgery === 'bogus' && target) target.choiceIds.push('bogus');
          return selection;
        });
    let allowedSeen = 0;
    let refusedSeen = 0;
    fc.assert(
      fc.property(
        groupsArb.chain((groups) => fc.tuple(fc.constant(groups), nearArb(groups))),
        ([groups, selection]) => {
          const result = priceSelection(BASE, groups, selection);
          const allowed = allowedByRules(groups, selection);
          expect(result.ok).toBe(allowed);
          if (allowed) allowedSeen += 1;
          else refusedSeen += 1;
          if (result.ok) expect(result.unitPriceMinor).toBe(BASE + deltaOf(groups, selection));
          else expect(result.error.message.length).toBeGreaterThan(5);
        },
      ),
      { numRuns: 2000 },
    );
    // Both outcomes were really exercised.
    expect(allowedSeen).toBeGreaterThan(100);
    expect(refusedSeen).toBeGreaterThan(100);
  });

  it('refuses a set that would take the price below zero', () => {
    const groups: OptionGroup[] = [
      {
        id: 'size',
        name: 'Size',
        required: true,
        minChoices: 1,
        maxChoices: 1,
        choices: [
          { id: 's', name: 'Small', deltaMinor: -1_000, available: true, isDefault: false },
        ],
      },
    ];
    expect(priceSelection(999, groups, [{ groupId: 'size', choiceIds: ['s'] }])).toMatchObject({
      ok: false,
      error: { rule: 'belowZero' },
    });
    expect(priceSelection(1_000, groups, [{ groupId: 'size', choiceIds: ['s'] }])).toMatchObject({
      ok: true,
      unitPriceMinor: 0,
    });
  });
});

describe('dish options: the key of a selection', () => {
  it('is the same for the same choices in any order, and differs for different choices', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(
          fc.string({ minLength: 1, maxLength: 6 }).filter((s) => !s.includes(',')),
          {
            maxLength: 6,
          },
        ),
        fc.uniqueArray(
          fc.string({ minLength: 1, maxLength: 6 }).filter((s) => !s.includes(',')),
          {
            maxLength: 6,
          },
        ),
        fc.infiniteStream(fc.nat()),
        (a, b, seeds) => {
          const shuffled = [...a].sort(() => (seeds.next().value % 3) - 1);
          expect(selectionKey(shuffled)).toBe(selectionKey(a));
          const same = a.length === b.length && a.every((x) => b.includes(x));
          expect(selectionKey(a) === selectionKey(b)).toBe(same);
        },
      ),
    );
  });

  it('gives a priced selection the same key whatever order its groups and choices came in', () => {
    fc.assert(
      fc.property(
        groupsArb.chain((groups) => fc.tuple(fc.constant(groups), allowedArb(groups))),
        ([groups, sets]) => {
          fc.pre(sets.every((s) => s !== null));
          const selection = groups
            .map((g, i) => ({ groupId: g.id, choiceIds: (sets[i] ?? []).map((c) => c.id) }))
            .filter((s) => s.choiceIds.length > 0);
          const reversed = selection
            .map((s) => ({ ...s, choiceIds: [...s.choiceIds].reverse() }))
            .reverse();
          const one = priceSelection(BASE, groups, selection);
          const two = priceSelection(BASE, groups, reversed);
          expect(one.ok && two.ok && one.key === two.key).toBe(true);
        },
      ),
    );
  });
});

describe('dish options: defaults', () => {
  it('selects the available choices marked default', () => {
    fc.assert(
      fc.property(groupsArb, (groups) => {
        const chosen = defaultSelection(groups).flatMap((s) => s.choiceIds);
        const expected = groups.flatMap((g) =>
          g.choices.filter((c) => c.isDefault && c.available).map((c) => c.id),
        );
        expect(chosen).toEqual(expected);
      }),
    );
  });
});
