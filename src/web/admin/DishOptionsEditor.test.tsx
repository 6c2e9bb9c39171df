import type { MenuItem } from '@shared/catalog';
import type { OptionGroup } from '@shared/dish-options';
import { optionsEditorTexts as t } from '@shared/dish-options-editor-texts';
import { fetchStub, respondError } from '@test/support/web/fetch-stub';
import { admin, renderScreen } from '@test/support/web/render';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DishOptionsEditor } from './DishOptionsEditor';

const SIZE = '11111111-1111-4111-8111-111111111111';
const EXTRAS = '22222222-2222-4222-8222-222222222222';
const id = (n: number) => `33333333-3333-4333-8333-00000000000${n}`;

const groups: OptionGroup[] = [
  {
    id: SIZE,
    name: 'Size',
    required: true,
    minChoices: 1,
    maxChoices: 1,
    choices: [
      { id: id(1), name: 'Small', deltaMinor: -1_000_00, available: true, isDefault: false },
      { id: id(2), name: 'Medium', deltaMinor: 0, available: true, isDefault: true },
      { id: id(3), name: 'Large', deltaMinor: 3_000_00, available: true, isDefault: false },
    ],
  },
  {
    id: EXTRAS,
    name: 'Extras',
    required: false,
    minChoices: 0,
    maxChoices: 3,
    choices: [
      { id: id(4), name: 'Olives', deltaMinor: 500_00, available: true, isDefault: false },
      { id: id(5), name: 'Chilli oil', deltaMinor: 300_00, available: false, isDefault: false },
      { id: id(6), name: 'Basil', deltaMinor: 0, available: true, isDefault: false },
    ],
  },
];

const pizza: MenuItem = {
  id: 'dish-1',
  name: 'Margherita',
  description: 'Tomato, mozzarella, basil.',
  category: 'Pizza',
  area: 'Italian',
  priceMinor: 5_000_00,
  image: { url: '/img/margherita.webp', width: 640, height: 480 },
  available: true,
  options: groups,
};

const PUT = '/api/admin/dishes/:id/options';

async function openEditor(dish: MenuItem = pizza) {
  const onClose = vi.fn();
  const view = await renderScreen(<DishOptionsEditor dish={dish} onClose={onClose} />, {
    user: admin,
  });
  const save = () => view.events.click(screen.getByRole('button', { name: t.save }));
  const group = (name: string) => screen.getByRole('group', { name: `${t.group(1)}: ${name}` });
  return { ...view, save, group };
}

const groupNamed = (legend: string) => screen.getByRole('group', { name: legend });
const choiceOf = (group: string, n: number) =>
  screen.getByRole('group', { name: t.choice(group, n) });

describe("the owner's option-groups editor", () => {
  it('shows the stored groups with typed money, edits, reorders and saves them with their ids', async () => {
    fetchStub.on('PUT', PUT, (call) => ({
      // The server answers what it stored: names trimmed, new ids given.
      groups: (call.body as { groups: OptionGroup[] }).groups.map((g, i) => ({
        ...g,
        id: g.id ?? `new-group-${i}`,
        name: g.name.trim(),
        choices: g.choices.map((c, j) => ({
          ...c,
          id: c.id ?? `new-${i}-${j}`,
          name: c.name.trim(),
        })),
      })),
    }));
    const { events, save } = await openEditor();
    const size = groupNamed(`${t.group(1)}: Size`);
    expect(within(size).getByLabelText(t.groupName)).toHaveValue('Size');
    expect(within(size).getByLabelText(t.required)).toBeChecked();
    expect(within(choiceOf('Size', 1)).getByLabelText(t.delta)).toHaveValue('-1,000.00');
    expect(within(choiceOf('Size', 3)).getByLabelText(t.delta)).toHaveValue('+3,000.00');
    expect(within(choiceOf('Extras', 2)).getByLabelText(t.available)).not.toBeChecked();

    const large = within(choiceOf('Size', 3));
    await events.clear(large.getByLabelText(t.delta));
    await events.type(large.getByLabelText(t.delta), '+3,500');
    await events.click(large.getByRole('button', { name: t.moveUp('Large') }));
    // Extras goes first.
    await events.click(screen.getByRole('button', { name: t.moveUp('Extras') }));
    await events.click(screen.getByRole('button', { name: t.removeChoice('Basil') }));
    // Two extras left: a maximum of 3 would be refused, so it goes down too.
    const extras = within(groupNamed(`${t.group(1)}: Extras`));
    await events.clear(extras.getByLabelText(t.max));
    await events.type(extras.getByLabelText(t.max), '2');
    await events.click(screen.getByRole('button', { name: t.addGroup }));
    const added = groupNamed(t.group(3));
    await events.type(within(added).getByLabelText(t.groupName), ' Crust ');
    await events.type(within(added).getByLabelText(t.choiceName), 'Thin');
    await events.type(within(added).getByLabelText(t.delta), '-200');
    await save();

    await waitFor(() => expect(fetchStub.callsTo('PUT', PUT)).toHaveLength(1));
    const [call] = fetchStub.callsTo('PUT', PUT);
    expect(call?.params.id).toBe('dish-1');
    const sent = (call?.body as { groups: OptionGroup[] } | undefined)?.groups ?? [];
    expect(sent.map((g) => [g.id, g.name])).toEqual([
      [EXTRAS, 'Extras'],
      [SIZE, 'Size'],
      [undefined, ' Crust '],
    ]);
    expect(sent[0]?.choices.map((c) => c.name)).toEqual(['Olives', 'Chilli oil']);
    expect(sent[0]?.maxChoices).toBe(2);
    expect(sent[1]?.choices.map((c) => [c.id, c.name, c.deltaMinor, c.isDefault])).toEqual([
      [id(1), 'Small', -1_000_00, false],
      [id(3), 'Large', 3_500_00, false],
      [id(2), 'Medium', 0, true],
    ]);
    expect(sent[2]).toEqual({
      name: ' Crust ',
      required: false,
      minChoices: 0,
      maxChoices: 1,
      choices: [{ name: 'Thin', deltaMinor: -200_00, available: true, isDefault: false }],
    });
    // What the server stored is shown: the trimmed name.
    expect(await screen.findByText(t.saved)).toBeInTheDocument();
    expect(within(groupNamed(`${t.group(3)}: Crust`)).getByLabelText(t.groupName)).toHaveValue(
      'Crust',
    );
  });

  it('names the buttons of a group or choice not named yet by its place, never "without a name"', async () => {
    const { events } = await openEditor();
    await events.click(screen.getByRole('button', { name: t.addGroup }));
    const added = within(groupNamed(t.group(3)));
    expect(added.getByRole('button', { name: 'Move group 3 up' })).toBeInTheDocument();
    expect(added.getByRole('button', { name: 'Remove group 3' })).toBeInTheDocument();
    expect(added.getByRole('button', { name: 'Remove choice 1' })).toBeInTheDocument();
    await events.type(added.getByLabelText(t.groupName), 'Crust');
    await events.click(added.getByRole('button', { name: t.addChoice }));
    expect(added.getByRole('button', { name: 'Move choice 2 of Crust up' })).toBeInTheDocument();
    expect(added.getByRole('button', { name: 'Remove choice 2 of Crust' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /without a name/ })).not.toBeInTheDocument();
  });

  it('says next to each field what the server would refuse, and sends nothing', async () => {
    const { events, save } = await openEditor();
    const size = groupNamed(`${t.group(1)}: Size`);
    // Required with a minimum of 0, and a maximum above the number of choices.
    await events.clear(within(size).getByLabelText(t.min));
    await events.type(within(size).getByLabelText(t.min), '0');
    await events.clear(within(size).getByLabelText(t.max));
    await events.type(within(size).getByLabelText(t.max), '4');
    const extras = groupNamed(`${t.group(2)}: Extras`);
    await events.clear(within(extras).getByLabelText(t.min));
    await events.type(within(extras).getByLabelText(t.min), '3');
    await events.clear(within(extras).getByLabelText(t.max));
    await events.type(within(extras).getByLabelText(t.max), '2');
    await events.clear(within(choiceOf('Extras', 1)).getByLabelText(t.choiceName));
    await events.type(within(choiceOf('Extras', 1)).getByLabelText(t.choiceName), 'basil');
    await events.clear(within(choiceOf('Extras', 2)).getByLabelText(t.choiceName));
    await events.clear(within(choiceOf('Extras', 3)).getByLabelText(t.delta));
    await events.type(within(choiceOf('Extras', 3)).getByLabelText(t.delta), '5,00');
    await save();

    expect(await screen.findByRole('alert')).toHaveTextContent(t.fixFirst);
    expect(within(size).getByLabelText(t.min)).toHaveAccessibleDescription(
      'A required group needs a minimum of at least 1.',
    );
    expect(within(size).getByLabelText(t.max)).toHaveAccessibleDescription(
      'The maximum cannot be above the number of choices.',
    );
    expect(within(extras).getByLabelText(t.min)).toHaveAccessibleDescription(
      'The minimum cannot be above the maximum.',
    );
    expect(within(choiceOf('Extras', 1)).getByLabelText(t.choiceName)).toHaveAccessibleDescription(
      t.sameChoiceName,
    );
    expect(within(choiceOf('Extras', 2)).getByLabelText(t.choiceName)).toHaveAccessibleDescription(
      'Name the choice.',
    );
    expect(within(choiceOf('Extras', 3)).getByLabelText(t.delta)).toHaveAccessibleDescription(
      t.deltaFormat,
    );
    expect(fetchStub.callsTo('PUT', PUT)).toHaveLength(0);

    // Fixing a field clears its message at once.
    await events.clear(within(extras).getByLabelText(t.min));
    await events.type(within(extras).getByLabelText(t.min), '1');
    expect(within(extras).getByLabelText(t.min)).not.toHaveAccessibleDescription();
  });

  it('turns the minimum to 1 when a group becomes required, and refuses two groups of one name', async () => {
    const { events, save } = await openEditor();
    const extras = groupNamed(`${t.group(2)}: Extras`);
    await events.click(within(extras).getByLabelText(t.required));
    expect(within(extras).getByLabelText(t.min)).toHaveValue('1');
    await events.clear(within(extras).getByLabelText(t.groupName));
    await events.type(within(extras).getByLabelText(t.groupName), 'SIZE');
    await save();
    expect(
      within(groupNamed(`${t.group(2)}: SIZE`)).getByLabelText(t.groupName),
    ).toHaveAccessibleDescription(t.sameGroupName);
    expect(fetchStub.callsTo('PUT', PUT)).toHaveLength(0);
  });

  it("shows the server's refusal in its words, at the field it names", async () => {
    const belowZero = 'These choices would make the price less than nothing. Choose again.';
    fetchStub.on(
      'PUT',
      PUT,
      respondError(400, 'invalid', belowZero, { 'groups.0.choices.0.deltaMinor': belowZero }),
    );
    const { save } = await openEditor();
    await save();
    expect(await screen.findByRole('alert')).toHaveTextContent(belowZero);
    expect(within(choiceOf('Size', 1)).getByLabelText(t.delta)).toHaveAccessibleDescription(
      belowZero,
    );
  });

  it('saves a dish with no groups left as an empty list', async () => {
    fetchStub.on('PUT', PUT, { groups: [] });
    const { events, save } = await openEditor();
    await events.click(screen.getByRole('button', { name: t.removeGroup('Size') }));
    await events.click(screen.getByRole('button', { name: t.removeGroup('Extras') }));
    expect(screen.getByText(t.none)).toBeInTheDocument();
    await save();
    await waitFor(() => expect(fetchStub.callsTo('PUT', PUT)).toHaveLength(1));
    expect(fetchStub.callsTo('PUT', PUT)[0]?.body).toEqual({ groups: [] });
  });
});
