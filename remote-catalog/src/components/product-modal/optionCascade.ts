// The product modal's option dropdowns as a tree (spec 001 s4, Product options): the product's own
// groups, and under a chosen option that has children, the groups that choice reveals. Choosing again
// in a group drops everything that hung under the previous choice (its groups and their choices).
import type { OptionChoiceDto, OptionGroupDto, ProductOptionsDto } from '@portal/contracts/wire/catalog';

/** Where a set of groups comes from: the product itself, or a choice made in a group. */
export const ROOT = 'root';
export const sourceKey = (groupId: string, choiceId: string) => `${groupId}=${choiceId}`;

export function parseSourceKey(key: string): { groupId?: string; choiceId?: string } {
  if (key === ROOT) return {};
  const at = key.indexOf('=');
  return { groupId: key.slice(0, at), choiceId: key.slice(at + 1) };
}

export interface OptionSource {
  groups: OptionGroupDto[];
  contactUs: boolean;
}

export interface CascadeState {
  sources: Record<string, OptionSource>;
  /** Option group id -> chosen option id. */
  selected: Record<string, string>;
  /** The edited line's choices, applied as their groups arrive until the person chooses themselves. */
  prefill: Record<string, string> | null;
}

export interface VisibleGroup {
  group: OptionGroupDto;
  depth: number;
}

export function initialCascade(prefill: Record<string, string> | null): CascadeState {
  return { sources: {}, selected: {}, prefill };
}

const choiceOf = (group: OptionGroupDto, choiceId: string | undefined): OptionChoiceDto | undefined =>
  choiceId ? group.filteredproducts.find((choice) => choice.id === choiceId) : undefined;

/** The dropdowns shown, parents before what they reveal, and the sources that should be loaded. */
export function walk(state: CascadeState): { groups: VisibleGroup[]; wanted: string[] } {
  const groups: VisibleGroup[] = [];
  const wanted = [ROOT];
  const visit = (key: string, depth: number) => {
    const source = state.sources[key];
    if (!source) return;
    for (const group of source.groups) {
      groups.push({ group, depth });
      const choice = choiceOf(group, state.selected[group.id]);
      if (choice && Number(choice.has_children) === 1) {
        const child = sourceKey(group.id, choice.id);
        wanted.push(child);
        visit(child, depth + 1);
      }
    }
  };
  visit(ROOT, 0);
  return { groups, wanted };
}

/** Keeps only the choices of groups still shown and the sources still wanted. */
function prune(state: CascadeState): CascadeState {
  const { groups, wanted } = walk(state);
  const shown = new Set(groups.map(({ group }) => group.id));
  return {
    ...state,
    selected: Object.fromEntries(Object.entries(state.selected).filter(([groupId]) => shown.has(groupId))),
    sources: Object.fromEntries(Object.entries(state.sources).filter(([key]) => wanted.includes(key))),
  };
}

export type CascadeAction =
  | { type: 'loaded'; key: string; answer: Pick<ProductOptionsDto, 'parents' | 'defaults' | 'contact_us'> }
  | { type: 'failed'; key: string }
  | { type: 'choose'; groupId: string; choiceId: string };

export function cascadeReducer(state: CascadeState, action: CascadeAction): CascadeState {
  switch (action.type) {
    case 'loaded': {
      // A late answer for a choice that was changed meanwhile is dropped.
      if (!walk(state).wanted.includes(action.key)) return state;
      const groups = action.answer.parents ?? [];
      const selected = { ...state.selected };
      for (const group of groups) {
        if (selected[group.id]) continue;
        // The edited line's choice; a new line (or a group an edit's new choice reveals) takes the option
        // whose weight range holds the pet's weight. An edited line's group left without a choice stays so.
        const wanted = (state.prefill ? [state.prefill[group.id]] : [action.answer.defaults?.[group.id]]).find((id) => choiceOf(group, id));
        if (wanted) selected[group.id] = wanted;
      }
      return { ...state, selected, sources: { ...state.sources, [action.key]: { groups, contactUs: Number(action.answer.contact_us) === 1 } } };
    }
    case 'failed':
      if (!walk(state).wanted.includes(action.key)) return state;
      // Spec 001 s8: an option-loading failure is only logged; the dropdowns it would add do not show.
      return { ...state, sources: { ...state.sources, [action.key]: { groups: [], contactUs: false } } };
    case 'choose': {
      const selected = { ...state.selected };
      if (action.choiceId) selected[action.groupId] = action.choiceId;
      else delete selected[action.groupId];
      // The groups under the previous choice go (their source is no longer reached), and with them their choices.
      return prune({ ...state, selected, prefill: null });
    }
  }
}

export interface CascadeView {
  groups: VisibleGroup[];
  /** Sources wanted but not answered yet: the Add waits for them. */
  pending: string[];
  wanted: string[];
  /** The contact-us configuration error of any shown source (spec 001 s5). */
  contactUs: boolean;
  /** The choices of the shown groups, as the line sends them. */
  options: Record<string, string>;
  /** Required groups without a choice. */
  missing: OptionGroupDto[];
}

export function viewOf(state: CascadeState): CascadeView {
  const { groups, wanted } = walk(state);
  const options: Record<string, string> = {};
  for (const { group } of groups) {
    const choiceId = state.selected[group.id];
    if (choiceId) options[group.id] = choiceId;
  }
  return {
    groups,
    wanted,
    pending: wanted.filter((key) => !state.sources[key]),
    contactUs: wanted.some((key) => state.sources[key]?.contactUs),
    options,
    missing: groups.filter(({ group }) => group.optionalStatus === 'Required' && !options[group.id]).map(({ group }) => group),
  };
}
