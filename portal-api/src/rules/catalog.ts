// The product modal's option rules (spec 001 s7, product_options), pure: which option groups a step
// shows, each group's default choice for the pet's weight, and when the family is asked to call.
import { defaultChoiceByWeight, hasWeightBand, knownWeight } from '@portal/contracts/domain/weight-band';
import type { OptionTree } from '../data/catalog.ts';

/**
 * The option groups of a step of the product modal: the top groups (`groupId` '0'), none under a
 * group without a choice (`choiceId` '0'), else the groups the choice reveals; or the 422 of a group
 * or choice the product does not have.
 */
export function optionGroupsAt(tree: OptionTree, groupId: string, choiceId: string): { groups: OptionTree['groups'] } | { problems: Record<string, string> } {
  if (groupId === '0') return { groups: tree.groups.filter((group) => group.parent_choice_id === null) };
  const group = tree.groups.find((candidate) => candidate.id === groupId);
  if (!group) return { problems: { groupId: 'No such option group of this product' } };
  if (choiceId === '0') return { groups: [] };
  if (!tree.choices.some((choice) => choice.id === choiceId && choice.group_id === group.id)) {
    return { problems: { choiceId: `No such choice in the option group ${group.name}` } };
  }
  return { groups: tree.groups.filter((candidate) => candidate.parent_choice_id === choiceId) };
}

/**
 * The default choice of each group for a pet of `weightKg`: the first choice (in list order) whose
 * weight band holds it (`defaultChoiceByWeight`, the product modal's and the cart check's rule).
 */
export function defaultChoices(groups: OptionTree['groups'], tree: OptionTree, weightKg: number): Record<string, string> {
  const defaults: Record<string, string> = {};
  for (const group of groups) {
    const holding = defaultChoiceByWeight(
      tree.choices.filter((choice) => choice.group_id === group.id),
      weightKg,
    );
    if (holding) defaults[group.id] = holding.id;
  }
  return defaults;
}

/** Contact us: a required group has weight-banded choices and none of them holds the pet's weight. */
export function needsContactUs(groups: OptionTree['groups'], tree: OptionTree, weightKg: number, defaults: Record<string, string>): boolean {
  if (knownWeight(weightKg) === null) return false;
  return groups.some(
    (group) =>
      group.optional_status === 'Required' &&
      defaults[group.id] === undefined &&
      tree.choices.some((choice) => choice.group_id === group.id && hasWeightBand(choice)),
  );
}
