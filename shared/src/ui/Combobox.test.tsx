import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Combobox, type ComboboxPage } from './Combobox';
import { PortalProvider } from './PortalProvider';

afterEach(cleanup);

const PLACES = ['Subiaco WA 6008', 'Subiaco East WA 6008', 'Subiaco PO WA 6904'];

const searchPlaces = (text: string): Promise<ComboboxPage<string>> =>
  Promise.resolve({ items: PLACES.filter((place) => place.toLowerCase().startsWith(text.toLowerCase())), more: false });

interface FieldProps {
  load?: (text: string, page: number) => Promise<ComboboxPage<string>>;
  onPick?: (item: string) => void;
  onSubmit?: () => void;
  minChars?: number;
  openOnFocus?: boolean;
  exact?: boolean;
}

/** The combobox in a form, keeping what is typed the way the wizard's form does. */
function Field({ load = searchPlaces, onPick = () => undefined, onSubmit = () => undefined, minChars = 3, openOnFocus = false, exact = false }: FieldProps) {
  const [text, setText] = useState('');
  return (
    <PortalProvider>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <Combobox<string>
          label="Collection address"
          value={text}
          onValueChange={setText}
          load={load}
          itemText={(item) => item}
          itemKey={(item) => item}
          onPick={(item) => {
            setText(item);
            onPick(item);
          }}
          minChars={minChars}
          openOnFocus={openOnFocus}
          emptyText="No matching addresses"
          moreText="More places"
          delay={0}
          {...(exact ? { exactText: (item: string) => item } : {})}
        />
        <button type="submit">Next</button>
      </form>
    </PortalProvider>
  );
}

const field = () => screen.getByRole('combobox', { name: /Collection address/ });
const activeOption = () => {
  const id = field().getAttribute('aria-activedescendant');
  return id ? document.getElementById(id)?.textContent : undefined;
};

describe('Combobox', () => {
  it('shows the suggestions for what is typed, with the combobox and listbox roles tied together', async () => {
    render(<Field />);
    await userEvent.type(field(), 'subi');
    const list = await screen.findByRole('listbox', { name: 'Collection address suggestions' });
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(PLACES);
    expect(field().getAttribute('aria-expanded')).toBe('true');
    expect(field().getAttribute('aria-controls')).toBe(list.id);
    expect(field().getAttribute('aria-autocomplete')).toBe('list');
    expect(screen.getByRole('status').textContent).toBe('3 suggestions');
  });

  it('moves through the suggestions with the arrow keys, wrapping at either end, focus staying in the field', async () => {
    render(<Field />);
    await userEvent.type(field(), 'subi');
    await screen.findByRole('listbox');
    expect(activeOption()).toBeUndefined();
    await userEvent.keyboard('{ArrowDown}');
    expect(activeOption()).toBe('Subiaco WA 6008');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(activeOption()).toBe('Subiaco PO WA 6904');
    expect(screen.getByRole('option', { name: 'Subiaco PO WA 6904' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('option', { name: 'Subiaco WA 6008' }).getAttribute('aria-selected')).toBe('false');
    await userEvent.keyboard('{ArrowDown}');
    expect(activeOption()).toBe('Subiaco WA 6008');
    await userEvent.keyboard('{ArrowUp}');
    expect(activeOption()).toBe('Subiaco PO WA 6904');
    expect(document.activeElement).toBe(field());
  });

  it('picks the active suggestion with Enter, closes the list, and does not submit the form', async () => {
    const onPick = vi.fn();
    const onSubmit = vi.fn();
    render(<Field onPick={onPick} onSubmit={onSubmit} />);
    await userEvent.type(field(), 'subi');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onPick).toHaveBeenCalledWith('Subiaco East WA 6008');
    expect(field()).toHaveProperty('value', 'Subiaco East WA 6008');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(field().getAttribute('aria-expanded')).toBe('false');
    expect(field().getAttribute('aria-activedescendant')).toBeNull();
  });

  it('lets Enter submit the form when no suggestion is active', async () => {
    const onSubmit = vi.fn();
    render(<Field onSubmit={onSubmit} />);
    await userEvent.type(field(), 'subi');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('closes the list with Escape, keeping what was typed; ArrowDown opens it again', async () => {
    render(<Field />);
    await userEvent.type(field(), 'subi');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(field()).toHaveProperty('value', 'subi');
    expect(field().getAttribute('aria-activedescendant')).toBeNull();
    await userEvent.keyboard('{ArrowDown}');
    await screen.findByRole('listbox');
    expect(activeOption()).toBe('Subiaco WA 6008');
  });

  it('closes the list when Tab leaves the field, without picking', async () => {
    const onPick = vi.fn();
    render(<Field onPick={onPick} />);
    await userEvent.type(field(), 'subi');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.tab();
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(onPick).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Next' }));
  });

  // Issue 31: 'Domestic Shorthair' typed in full, then Tab, said to choose from the list.
  it('with exactText, leaving the field with a suggestion typed in full, whatever its case, picks it', async () => {
    const onPick = vi.fn();
    render(<Field onPick={onPick} exact />);
    await userEvent.type(field(), 'subiaco east wa 6008');
    await userEvent.tab();
    await waitFor(() => expect(onPick).toHaveBeenCalledWith('Subiaco East WA 6008'));
    expect((field() as HTMLInputElement).value).toBe('Subiaco East WA 6008');
  });

  it('with exactText, leaving with part of a name, or a name two suggestions share, picks nothing', async () => {
    const onPick = vi.fn();
    const twins = () => Promise.resolve({ items: ['Subiaco WA 6008', 'subiaco wa 6008'], more: false });
    render(<Field onPick={onPick} exact />);
    await userEvent.type(field(), 'subiaco');
    // The suggestions for what was typed are in, so leaving decides on them at once.
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(3));
    await userEvent.tab();
    expect(onPick).not.toHaveBeenCalled();
    cleanup();
    render(<Field onPick={onPick} load={twins} exact />);
    await userEvent.type(field(), 'Subiaco WA 6008');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(2));
    await userEvent.tab();
    expect(onPick).not.toHaveBeenCalled();
  });

  it('picks a suggestion with a click', async () => {
    const onPick = vi.fn();
    render(<Field onPick={onPick} />);
    await userEvent.type(field(), 'subi');
    await userEvent.click(await screen.findByRole('option', { name: 'Subiaco PO WA 6904' }));
    expect(onPick).toHaveBeenCalledWith('Subiaco PO WA 6904');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('searches only from the minimum number of characters', async () => {
    const load = vi.fn(searchPlaces);
    render(<Field load={load} />);
    await userEvent.type(field(), 'su');
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(load).not.toHaveBeenCalled();
    await userEvent.type(field(), 'b');
    await screen.findByRole('listbox');
    expect(load).toHaveBeenLastCalledWith('sub', 1);
  });

  it('says so when nothing matches, in a status that is announced', async () => {
    render(<Field />);
    await userEvent.type(field(), 'zzz');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('No matching addresses'));
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(field().getAttribute('aria-expanded')).toBe('false');
  });

  it('says so when the suggestions cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<Field load={() => Promise.reject(new Error('offline'))} />);
    await userEvent.type(field(), 'subi');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Suggestions could not be loaded. Type again to retry.'));
  });

  it('never shows the answer to an older text', async () => {
    let answerOld: (page: ComboboxPage<string>) => void = () => undefined;
    const load = (text: string) =>
      text === 'subi' ? new Promise<ComboboxPage<string>>((resolve) => (answerOld = resolve)) : searchPlaces(text);
    render(<Field load={load} />);
    await userEvent.type(field(), 'subi');
    await userEvent.type(field(), 'aco p');
    await screen.findByRole('option', { name: 'Subiaco PO WA 6904' });
    answerOld({ items: ['Old answer'], more: false });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Subiaco PO WA 6904']);
  });

  it('loads the next page from its last option, keeping the list open with the first new suggestion active', async () => {
    const load = (_text: string, page: number) =>
      Promise.resolve(page === 1 ? { items: ['Beagle', 'Boxer'], more: true } : { items: ['Bulldog'], more: false });
    const onPick = vi.fn();
    render(<Field load={load} onPick={onPick} minChars={0} openOnFocus />);
    await userEvent.click(field());
    await screen.findByRole('option', { name: 'More places' });
    await userEvent.keyboard('{ArrowUp}');
    expect(activeOption()).toBe('More places');
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('option', { name: 'Bulldog' });
    expect(onPick).not.toHaveBeenCalled();
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Beagle', 'Boxer', 'Bulldog']);
    expect(activeOption()).toBe('Bulldog');
    await userEvent.keyboard('{Enter}');
    expect(onPick).toHaveBeenCalledWith('Bulldog');
  });
});
