import { useRef, useState, type FormEvent } from 'react';
import { STAGE_GROUPS } from '@portal/contracts/domain/booking-search';
import { Box, Button, chakra, Flex, FormField, Input, NativeSelect } from '@portal/shared/ui';
import { filterProblems, isFiltered, NO_FILTERS, type BookingFilters } from './bookingFilters';

export interface BookingSearchProps {
  /** The filters the page shows now (from its address). */
  filters: BookingFilters;
  onSearch: (filters: BookingFilters) => void;
  /** What the server refused in the filters the address carries (a 422's field messages). */
  serverProblems?: Partial<Record<keyof BookingFilters, string>> | undefined;
}

/**
 * The bookings list's search (issue 31 item 5): a pet's or owner's name, an order number or a phone as
 * the family reads it, a stage group and the days booked. Searched on Search or Enter, never while
 * typing, so a nurse on the phone is not chased by results; the page's address keeps what was searched.
 */
export function BookingSearch({ filters, onSearch, serverProblems }: BookingSearchProps) {
  const [draft, setDraft] = useState(filters);
  const [problems, setProblems] = useState<Partial<Record<keyof BookingFilters, string>>>({});
  const searchInput = useRef<HTMLInputElement>(null);
  const toInput = useRef<HTMLInputElement>(null);
  const shown = { ...serverProblems, ...problems };
  const set = (field: Exclude<keyof BookingFilters, 'overdue' | 'concern'>) => (value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setProblems((current) => ({ ...current, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = filterProblems(draft);
    setProblems(found);
    if (found.q) searchInput.current?.focus();
    else if (found.to) toInput.current?.focus();
    else onSearch(draft);
  };
  const clear = () => {
    setDraft(NO_FILTERS);
    setProblems({});
    onSearch(NO_FILTERS);
    searchInput.current?.focus();
  };

  return (
    <chakra.form role="search" aria-label="Bookings" onSubmit={submit} noValidate borderWidth="1px" borderRadius="md" p="4">
      <Flex gap="4" wrap="wrap" align="flex-start">
        <Box flex={{ base: '1 1 100%', lg: '2 1 18rem' }} minW="0">
          <FormField label="Find a booking" error={shown.q} helperText="Pet or owner name, order number, or phone">
            <Input
              ref={searchInput}
              type="search"
              name="q"
              value={draft.q}
              onChange={(event) => set('q')(event.target.value)}
              autoComplete="off"
              enterKeyHint="search"
            />
          </FormField>
        </Box>
        <Box flex="1 1 11rem" minW="0">
          <FormField label="Stage">
            <NativeSelect.Root>
              <NativeSelect.Field name="stage" value={draft.stage} onChange={(event) => set('stage')(event.target.value)}>
                <option value="">All stages</option>
                {STAGE_GROUPS.map((group) => (
                  <option key={group.value} value={group.value}>
                    {group.label}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
        </Box>
        <Box flex="1 1 9rem" minW="0">
          <FormField label="Booked from" error={shown.from}>
            <Input type="date" name="from" value={draft.from} onChange={(event) => set('from')(event.target.value)} />
          </FormField>
        </Box>
        <Box flex="1 1 9rem" minW="0">
          <FormField label="Booked to" error={shown.to}>
            <Input ref={toInput} type="date" name="to" value={draft.to} min={draft.from || undefined} onChange={(event) => set('to')(event.target.value)} />
          </FormField>
        </Box>
        <Box flex="0 0 auto" alignSelf="flex-end" pb={shown.to || shown.from ? '7' : '0'}>
          <chakra.label display="flex" alignItems="center" gap="2" minH="10" cursor="pointer">
            <chakra.input
              type="checkbox"
              name="overdue"
              checked={draft.overdue}
              onChange={(event) => setDraft((current) => ({ ...current, overdue: event.target.checked }))}
              width="5"
              height="5"
              accentColor="teal.600"
            />
            Overdue only
          </chakra.label>
        </Box>
        <Box flex="0 0 auto" alignSelf="flex-end" pb={shown.to || shown.from ? '7' : '0'}>
          <chakra.label display="flex" alignItems="center" gap="2" minH="10" cursor="pointer">
            <chakra.input
              type="checkbox"
              name="concern"
              checked={draft.concern}
              onChange={(event) => setDraft((current) => ({ ...current, concern: event.target.checked }))}
              width="5"
              height="5"
              accentColor="teal.600"
            />
            Family concerns only
          </chakra.label>
        </Box>
        <Flex gap="2" alignSelf="flex-end" pb={shown.to || shown.from ? '7' : '0'}>
          <Button type="submit" colorPalette="teal">
            Search
          </Button>
          {isFiltered(filters) || isFiltered(draft) ? (
            <Button type="button" variant="outline" onClick={clear}>
              Clear
            </Button>
          ) : null}
        </Flex>
      </Flex>
    </chakra.form>
  );
}
