import { Suspense, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useApi } from '@portal/shared/api';
import { productsQuery } from '@portal/shared/api/catalog';
import type { LineItemWrite, ProductDto } from '@portal/contracts/wire/catalog';
import type { CatalogStepProps } from '@portal/contracts/federation/catalog';
import { categoriesFor, filtersFor, NO_PRODUCTS } from '@portal/contracts/domain/catalog';
import { pageFromQuery } from '@portal/contracts/domain/paging';
import { formatMoney } from '@portal/contracts/domain/pricing';
import type { WizardPath } from '@portal/contracts/domain/wizard';
import { keepPreviousData, useQuery } from '@portal/shared/query';
import { useLocation, useNavigate } from '@portal/shared/router';
import { Box, Button, chakra, Flex, FormField, Heading, HStack, Input, lazyPage, NativeSelect, Pager, PortalAlert, Spinner, Stack, Table, Text, VisuallyHidden } from '@portal/shared/ui';
import { CartView } from '../../components/cart/CartView';
import { isRemovable, liveLines } from '../../lib/cartLines';
import { addLine, cartBooking } from '../../lib/cartStore';
import { usePractice } from '../../lib/practice';
import { readStoredQuery, SEARCH_DEBOUNCE_MS, searchWithPage, storeQuery } from './listQuery';

// The modal's code loads when a product is first opened: the list itself stays small.
const ProductModal = lazyPage(() => import('../../components/product-modal/ProductDialog').then((m) => m.ProductDialog));

export const ITEM_REQUIRED = 'Please add at least one item to continue.';
export const LIST_FAILED = 'The products could not be loaded. Please try again.';

/** Wizards whose booking is its items: Next needs one in the cart (DECISION: the spec is silent). */
const NEEDS_AN_ITEM: readonly string[] = ['urns-and-memorabilia', 'communal', 'vet-supply-order'];

interface Query {
  filter: string;
  search: string;
  page: number;
}

/**
 * The product list step, 'Select Items' (spec 001 s2.5): search (debounced) and category filter, both
 * kept in local storage per wizard; the page in `?page=`; the products with a Details button that
 * opens the product modal; and the cart beside them, titled by the page.
 */
export default function ProductListStep(props: CatalogStepProps) {
  const { wizardPath, bookingId, title, pet, registerNavigation } = props;
  const api = useApi();
  const location = useLocation();
  const navigate = useNavigate();
  const { prices } = usePractice();
  const filters = useMemo(() => filtersFor(wizardPath as WizardPath), [wizardPath]);
  const [stored] = useState(() => readStoredQuery(wizardPath, filters));
  const urlPage = pageFromQuery(new URLSearchParams(location.search).get('page'));

  // The query that is listed. The page follows the URL (links, back and forward); a new search or
  // filter sets page 1 here and in the URL in one go, so it costs one request, not two.
  const [query, setQuery] = useState<Query>({ ...stored, page: urlPage });
  const [seenUrlPage, setSeenUrlPage] = useState(urlPage);
  if (urlPage !== seenUrlPage) {
    setSeenUrlPage(urlPage);
    if (query.page !== urlPage) setQuery({ ...query, page: urlPage });
  }
  const [searchText, setSearchText] = useState(stored.search);
  const [opened, setOpened] = useState<ProductDto | null>(null);
  const [notice, setNotice] = useState<{ status: 'success' | 'warning'; message: string } | null>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const cartTitleId = useId();

  const apply = useCallback(
    (change: Partial<Pick<Query, 'filter' | 'search'>>) => {
      const next = { ...query, ...change, page: 1 };
      if (next.filter === query.filter && next.search === query.search) return;
      setQuery(next);
      storeQuery(wizardPath, next);
      if (urlPage !== 1 || !new URLSearchParams(location.search).has('page')) {
        void navigate({ pathname: location.pathname, search: searchWithPage(location.search, 1), hash: location.hash }, { replace: true });
      }
    },
    [query, wizardPath, urlPage, location, navigate],
  );

  // Search after a pause in typing: one request per search, not one per keystroke.
  useEffect(() => {
    const search = searchText.trim();
    if (search === query.search) return undefined;
    const timer = setTimeout(() => apply({ search }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [searchText, query.search, apply]);

  const categories = categoriesFor(query.filter, filters);
  // A new search or page keeps the last page on screen (dimmed, 'updating') until its answer arrives.
  const products = useQuery({ ...productsQuery(api, { categories, search: query.search, page: query.page }), placeholderData: keepPreviousData });
  const list = {
    status: products.isPlaceholderData || products.isPending || (products.isError && products.isFetching) ? 'loading' : products.isError ? 'failed' : 'ready',
    shown: products.isError ? null : (products.data ?? null),
  } as const;
  const tryAgain = () => void products.refetch();
  // The list is about to change: a search waits out its pause, or its answer is on the way.
  const updating = list.status === 'loading' || searchText.trim() !== query.search;

  // The order an add created, before the wizard hands its id back: a second add goes to it too.
  const createdRef = useRef<string | null>(null);
  const [created, setCreated] = useState<string | null>(null);
  const cartBookingId = bookingId ?? created;

  // Wizards whose booking is its items: Next waits for one in the cart.
  useEffect(() => {
    if (!NEEDS_AN_ITEM.includes(wizardPath)) return undefined;
    registerNavigation({
      onNext: async () => {
        const id = bookingId ?? createdRef.current;
        const booking = id ? await cartBooking(api, id) : null;
        if (liveLines(booking).some(isRemovable)) return false;
        setNotice({ status: 'warning', message: ITEM_REQUIRED });
        return true;
      },
    });
    return () => registerNavigation(null);
  }, [api, wizardPath, bookingId, registerNavigation]);

  const onAdd = async (line: LineItemWrite) => {
    const added = await addLine(
      api,
      {
        bookingId: bookingId ?? createdRef.current,
        serviceTypeId: props.serviceTypeId,
        staffName: props.staffName,
        idempotencyKey: props.idempotencyKey,
        onBookingChange: props.onBookingChange,
      },
      line,
    );
    createdRef.current = added.bookingId;
    setCreated(added.bookingId);
    const name = opened?.name ?? 'The item';
    setNotice({ status: 'success', message: `${name} was ${line.id ? 'updated in' : 'added to'} the cart.` });
    return added;
  };

  const page = list.status === 'failed' ? null : list.shown;
  const rows = page?.data ?? [];
  const hrefFor = (target: number) => `${searchWithPage(location.search, target)}${location.hash}`;

  return (
    // Which build of remote-catalog runs here: a release of it alone can be seen to reach the wizard.
    <Stack gap="4" data-remote="remote_catalog" data-build={__PORTAL_BUILD_ID__}>
      {notice ? (
        <PortalAlert
          status={notice.status}
          message={notice.message}
          timeout={notice.status === 'success' ? undefined : 0}
          onClose={() => setNotice(null)}
        />
      ) : null}
      <Flex gap="6" direction={{ base: 'column', xl: 'row' }} align="flex-start">
        <Stack gap="4" flex="2" minWidth="0" width="full">
          <chakra.form
            role="search"
            aria-label="Products"
            display="flex"
            gap="4"
            flexWrap="wrap"
            alignItems="flex-end"
            onSubmit={(event) => {
              event.preventDefault();
              apply({ search: searchText.trim() });
            }}
          >
            <Box flex="2" minWidth="14rem">
              <FormField label="Search products">
                <Input type="search" value={searchText} onChange={(event) => setSearchText(event.target.value)} placeholder="Name or description" />
              </FormField>
            </Box>
            <Box flex="1" minWidth="12rem">
              <FormField label="Category">
                <NativeSelect.Root>
                  <NativeSelect.Field value={query.filter} onChange={(event) => apply({ filter: event.target.value })}>
                    {filters.map((filter) => (
                      <option key={filter} value={filter}>
                        {filter}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </FormField>
            </Box>
          </chakra.form>

          {list.status === 'failed' ? (
            <Stack gap="2" align="flex-start">
              <PortalAlert status="danger" message={LIST_FAILED} timeout={0} onClose={tryAgain} />
              <Button variant="outline" size="sm" onClick={tryAgain}>
                Try again
              </Button>
            </Stack>
          ) : null}
          {/* Always there, one line high: the list must not move under a click while it loads (a
              Details click then landed on another row, or on none). */}
          <HStack role="status" gap="2" minHeight="6">
            {list.status === 'loading' ? (
              <>
                <Spinner size="sm" />
                <Text>Loading products…</Text>
              </>
            ) : null}
          </HStack>

          {page ? (
            <Table.Root size="sm" aria-label="Products" aria-busy={updating || undefined} opacity={updating ? 0.6 : 1}>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader scope="col">Option</Table.ColumnHeader>
                  <Table.ColumnHeader scope="col">Category</Table.ColumnHeader>
                  <Table.ColumnHeader scope="col">Action</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {rows.length === 0 && list.status === 'ready' ? (
                  <Table.Row>
                    <Table.Cell colSpan={3}>{NO_PRODUCTS}</Table.Cell>
                  </Table.Row>
                ) : null}
                {rows.map((product) => (
                  <Table.Row key={product.id}>
                    <Table.Cell>
                      <HStack gap="3">
                        <img src={product.thumbnail_url} alt="" width={48} height={48} loading="lazy" decoding="async" style={{ width: 48, height: 48, objectFit: 'cover', borderRadius: 4, flexShrink: 0 }} />
                        <Stack gap="0">
                          <Text fontWeight="medium">{product.name}</Text>
                          {prices && product.price !== null ? (
                            <Text fontSize="sm" color="fg.muted">
                              {formatMoney(product.price)}
                            </Text>
                          ) : null}
                        </Stack>
                      </HStack>
                    </Table.Cell>
                    <Table.Cell>{product.category}</Table.Cell>
                    <Table.Cell>
                      <Button
                        size="sm"
                        variant="outline"
                        colorPalette="teal"
                        onClick={(event) => {
                          returnFocus.current = event.currentTarget;
                          setOpened(product);
                        }}
                      >
                        Details<VisuallyHidden> of {product.name}</VisuallyHidden>
                      </Button>
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          ) : null}
          {page ? <Pager inactiveAs="text" label="Product pages" currentPage={Number(page.current_page) || query.page} lastPage={Number(page.last_page) || 1} hrefFor={hrefFor} /> : null}
        </Stack>

        <Box as="aside" aria-labelledby={cartTitleId} flex="1" minWidth="18rem" width="full" borderWidth="1px" rounded="md" padding="4">
          <Heading as="h3" size="md" id={cartTitleId} marginBottom="3">
            {title}
          </Heading>
          <CartView bookingId={cartBookingId} editable />
        </Box>
      </Flex>

      {opened ? (
        <Suspense fallback={null}>
          <ProductModal
            productId={opened.id}
            bookingId={cartBookingId}
            pet={pet}
            open
            onClose={() => {
              setOpened(null);
              returnFocus.current?.focus();
            }}
            onAdd={onAdd}
          />
        </Suspense>
      ) : null}
    </Stack>
  );
}
