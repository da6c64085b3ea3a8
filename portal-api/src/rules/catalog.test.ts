import { describe, expect, it } from 'vitest';
import type { OptionTree } from '../data/catalog.ts';
import type { OptionChoice, OptionGroup } from '../db/catalog-schema.ts';
import { defaultChoices, needsContactUs, optionGroupsAt } from './catalog.ts';

const group = (id: string, overrides: Partial<OptionGroup> = {}): OptionGroup => ({
  id,
  product_id: 'urn',
  name: id.toUpperCase(),
  optional_status: 'Required',
  parent_choice_id: null,
  seq: 0,
  ...overrides,
});
const choice = (id: string, groupId: string, overrides: Partial<OptionChoice> = {}): OptionChoice => ({
  id,
  group_id: groupId,
  name: id.toUpperCase(),
  rrp: 10,
  pricebook: 8,
  min_weight: null,
  max_weight: null,
  seq: 0,
  ...overrides,
});

/** Size (small up to 10 kg, large from 10 kg) reveals Colour under 'large'. */
const tree: OptionTree = {
  groups: [group('size'), group('colour', { parent_choice_id: 'large', optional_status: 'Optional' })],
  choices: [choice('small', 'size', { max_weight: 10 }), choice('large', 'size', { min_weight: 10, max_weight: 40 }), choice('red', 'colour')],
};

describe('optionGroupsAt', () => {
  it("shows the product's top groups first", () => {
    expect(optionGroupsAt(tree, '0', '0')).toEqual({ groups: [tree.groups[0]] });
  });
  it('shows the groups a choice reveals', () => {
    expect(optionGroupsAt(tree, 'size', 'large')).toEqual({ groups: [tree.groups[1]] });
  });
  it('shows nothing under a group without a choice', () => {
    expect(optionGroupsAt(tree, 'size', '0')).toEqual({ groups: [] });
  });
  it('names a group the product does not have', () => {
    expect(optionGroupsAt(tree, 'shape', '0')).toEqual({ problems: { groupId: 'No such option group of this product' } });
  });
  it('names a choice the group does not have', () => {
    expect(optionGroupsAt(tree, 'size', 'red')).toEqual({ problems: { choiceId: 'No such choice in the option group SIZE' } });
  });
});

describe('defaultChoices', () => {
  it("picks the first choice whose weight band holds the pet's weight", () => {
    expect(defaultChoices([tree.groups[0] as OptionGroup], tree, 25)).toEqual({ size: 'large' });
  });
  it('picks nothing when the weight is not known', () => {
    expect(defaultChoices([tree.groups[0] as OptionGroup], tree, 0)).toEqual({});
  });
});

describe('needsContactUs', () => {
  const top = [tree.groups[0] as OptionGroup];
  it('asks the family to call when no band of a required group holds the weight', () => {
    expect(needsContactUs(top, tree, 60, defaultChoices(top, tree, 60))).toBe(true);
  });
  it('does not when a band holds it', () => {
    expect(needsContactUs(top, tree, 25, defaultChoices(top, tree, 25))).toBe(false);
  });
  it('does not when the weight is not known', () => {
    expect(needsContactUs(top, tree, 0, {})).toBe(false);
  });
});
