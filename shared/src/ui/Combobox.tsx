import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Input } from '@chakra-ui/react/input';
import { chakra } from '@chakra-ui/react/styled-system';
import { VisuallyHidden } from '@chakra-ui/react/visually-hidden';
import { FormField } from './FormField';

/** One page of suggestions for what is typed; `more` when a further page can be asked for. */
export interface ComboboxPage<Item> {
  items: Item[];
  more: boolean;
}

export interface ComboboxProps<Item> {
  label: string;
  /** What is typed; the form keeps it. */
  value: string;
  /** Every keystroke. Picking a suggestion calls `onPick` instead. */
  onValueChange: (text: string) => void;
  /**
   * The suggestions for what is typed: page 1, then 2... when the person asks for more. Called after
   * a short pause in typing; an answer that comes after the text changed again is dropped. Keep it
   * stable (useCallback): another function means other suggestions (e.g. another pet type), so the
   * list is loaded again from page 1 and what the old one found is not shown.
   */
  load: (text: string, page: number) => Promise<ComboboxPage<Item>>;
  /** What an option says (its accessible name too). */
  itemText: (item: Item) => string;
  itemKey: (item: Item) => string;
  onPick: (item: Item) => void;
  /** Suggestions only from this many typed characters. */
  minChars?: number;
  /** Open the list as the field gets focus (a short list to browse), not only when typing. */
  openOnFocus?: boolean;
  /** False keeps the list closed (e.g. no pet type chosen yet). */
  canSuggest?: boolean;
  /** Shown when nothing matches, e.g. 'No matching addresses'. */
  emptyText: string;
  /** Shown when the suggestions could not be loaded. */
  failedText?: string;
  /** The option at the end of the list that loads the next page. */
  moreText?: string;
  /** Milliseconds of quiet typing before a search. */
  delay?: number;
  error?: string | undefined;
  helperText?: string;
  required?: boolean;
  disabled?: boolean;
  /**
   * What a suggestion's name is when typed in full (a breed's name): leaving the field with exactly one
   * suggestion's name typed, whatever its case, picks that suggestion, as a click on it would.
   * Without it, leaving the field never picks.
   */
  exactText?: (item: Item) => string;
}

interface Found<Item> {
  load: ComboboxProps<Item>['load'];
  text: string;
  items: Item[];
  more: boolean;
}

/**
 * A text field with suggestions, as the WAI-ARIA combobox pattern (list autocomplete, manual selection):
 * typing shows the suggestions, ArrowDown and ArrowUp move through them (wrapping), Enter picks the
 * active one (and does not submit the form), Escape closes the list, Tab leaves it; a click picks too.
 * Focus stays in the field throughout (aria-activedescendant). What is typed is never changed except by
 * a pick. Suggestions are loaded through `load`, paged by a last "more" option when there are more.
 */
export function Combobox<Item>({
  label,
  value,
  onValueChange,
  load,
  itemText,
  itemKey,
  onPick,
  minChars = 0,
  openOnFocus = false,
  canSuggest = true,
  emptyText,
  failedText = 'Suggestions could not be loaded. Type again to retry.',
  moreText = 'More suggestions',
  delay = 200,
  error,
  helperText,
  required,
  disabled,
  exactText,
}: ComboboxProps<Item>) {
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [paging, setPaging] = useState({ load, page: 1 });
  const [answer, setAnswer] = useState<Found<Item> | null>(null);
  const [failed, setFailed] = useState(false);
  const listRef = useRef<HTMLUListElement>(null);
  const latestValue = useRef(value);
  useEffect(() => {
    latestValue.current = value;
  }, [value]);

  const shown = open && canSuggest && !disabled && value.trim().length >= minChars;
  const page = paging.load === load ? paging.page : 1;
  const found = answer?.load === load ? answer : null;

  useEffect(() => {
    if (!shown) return;
    let cancelled = false;
    const timer = setTimeout(() => {
      load(value, page).then(
        (result) => {
          if (cancelled) return;
          setFailed(false);
          setAnswer((before) =>
            page > 1 && before?.load === load && before.text === value
              ? { load, text: value, items: [...before.items, ...result.items], more: result.more }
              : { load, text: value, items: result.items, more: result.more },
          );
        },
        (failure: unknown) => {
          if (cancelled) return;
          console.error(`${label} suggestions could not be loaded`, failure);
          setFailed(true);
        },
      );
    }, delay);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [shown, value, page, load, delay, label]);

  // While the next answer loads, the last suggestions stay (no flicker on every keystroke).
  const items = found?.items ?? [];
  const more = Boolean(found?.more) && found?.text === value;
  const count = items.length + (more ? 1 : 0);
  const activeIndex = shown && active < count ? active : -1;
  const optionId = (index: number) => `${listId}-option-${index}`;
  const waiting = shown && !failed && found?.text !== value;

  useEffect(() => {
    if (activeIndex < 0) return;
    const option = listRef.current?.querySelector<HTMLElement>(`[data-index="${activeIndex}"]`);
    option?.scrollIntoView?.({ block: 'nearest' });
  }, [activeIndex]);

  const close = () => {
    setOpen(false);
    setActive(-1);
    setPaging({ load, page: 1 });
  };

  // Leaving with a suggestion's whole name typed takes it (exactText): 'domestic shorthair' then Tab is
  // the breed Domestic Shorthair, not a refusal to choose from the list.
  const leave = () => {
    close();
    const typed = value.trim().toLowerCase();
    if (!exactText || !typed || disabled || !canSuggest) return;
    const pickExact = (list: Item[]) => {
      const matches = list.filter((item) => exactText(item).trim().toLowerCase() === typed);
      if (matches.length === 1 && matches[0] !== undefined) onPick(matches[0]);
    };
    if (found?.text === value) pickExact(found.items);
    else
      load(value, 1).then(
        // Unless the person came back and typed something else meanwhile.
        (result) => {
          if (latestValue.current === value) pickExact(result.items);
        },
        () => undefined,
      );
  };

  const choose = (index: number) => {
    if (more && index === items.length) {
      // The next page; the active option stays where it is, on the first of the new suggestions.
      setPaging({ load, page: page + 1 });
      return;
    }
    const item = items[index];
    if (item === undefined) return;
    close();
    onPick(item);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!shown) {
          setOpen(true);
          setActive(event.altKey ? -1 : 0);
        } else if (!event.altKey && count > 0) setActive(activeIndex + 1 >= count ? 0 : activeIndex + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (event.altKey) close();
        else if (!shown) setOpen(true);
        else if (count > 0) setActive(activeIndex <= 0 ? count - 1 : activeIndex - 1);
        break;
      case 'Enter':
        // Picks the active suggestion instead of submitting the form; with none active, Enter submits.
        if (activeIndex >= 0) {
          event.preventDefault();
          choose(activeIndex);
        }
        break;
      case 'Escape':
        if (shown) {
          event.preventDefault();
          event.stopPropagation();
          close();
        }
        break;
      default:
        break;
    }
  };

  const status = !shown
    ? ''
    : failed
      ? failedText
      : items.length > 0
        ? `${items.length} ${items.length === 1 ? 'suggestion' : 'suggestions'}${more ? ', and more' : ''}`
        : waiting
          ? 'Searching…'
          : emptyText;

  return (
    <FormField label={label} error={error} required={required} helperText={helperText}>
      {/* The suggestions lie over what follows the field (its help, the next fields) rather than
          pushing it down while the person types. */}
      <Box position="relative" width="full">
        <Input
          value={value}
          disabled={disabled}
          autoComplete="off"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={shown && items.length > 0}
          aria-controls={shown && items.length > 0 ? listId : undefined}
          aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
          onChange={(event) => {
            setOpen(true);
            setActive(-1);
            setPaging({ load, page: 1 });
            setFailed(false);
            onValueChange(event.target.value);
          }}
          onFocus={() => {
            if (openOnFocus) setOpen(true);
          }}
          onClick={() => {
            if (openOnFocus) setOpen(true);
          }}
          onBlur={leave}
          onKeyDown={onKeyDown}
        />
        {/* Always present, so screen readers announce what the list holds as it changes. */}
        <Box role="status" aria-live="polite" position="absolute" top="100%" insetX="0" zIndex="dropdown">
          {status && items.length === 0 ? (
            <chakra.p mt="1" px="3" py="2" borderWidth="1px" rounded="md" bg="bg" shadow="md" color={failed ? 'fg.error' : 'fg.muted'} fontSize="sm">
              {status}
            </chakra.p>
          ) : (
            <VisuallyHidden>{status}</VisuallyHidden>
          )}
        </Box>
        {shown && items.length > 0 ? (
          <chakra.ul
            ref={listRef}
            id={listId}
            role="listbox"
            aria-label={`${label} suggestions`}
            position="absolute"
            top="100%"
            insetX="0"
            zIndex="dropdown"
            listStyleType="none"
            m="0"
            mt="1"
            p="1"
            borderWidth="1px"
            rounded="md"
            bg="bg"
            shadow="md"
            maxH="64"
            overflowY="auto"
          >
            {items.map((item, index) => (
              <Option key={itemKey(item)} id={optionId(index)} index={index} active={index === activeIndex} onChoose={choose}>
                {itemText(item)}
              </Option>
            ))}
            {more ? (
              <Option id={optionId(items.length)} index={items.length} active={items.length === activeIndex} onChoose={choose} fontWeight="medium">
                {moreText}
              </Option>
            ) : null}
          </chakra.ul>
        ) : null}
      </Box>
    </FormField>
  );
}

interface OptionProps {
  id: string;
  index: number;
  active: boolean;
  onChoose: (index: number) => void;
  fontWeight?: string;
  children: string;
}

function Option({ id, index, active, onChoose, fontWeight = 'normal', children }: OptionProps) {
  return (
    <chakra.li
      id={id}
      role="option"
      aria-selected={active}
      data-index={index}
      px="3"
      py="2"
      rounded="sm"
      cursor="pointer"
      fontWeight={fontWeight}
      // Long names wrap rather than being cut off, at every width.
      whiteSpace="normal"
      overflowWrap="anywhere"
      bg={active ? 'bg.emphasized' : undefined}
      outline={active ? '2px solid' : undefined}
      outlineColor={active ? 'teal.solid' : undefined}
      outlineOffset="-2px"
      _hover={{ bg: 'bg.muted' }}
      // Keeps focus in the field, so the click picks rather than closing the list on blur.
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => onChoose(index)}
    >
      {children}
    </chakra.li>
  );
}
