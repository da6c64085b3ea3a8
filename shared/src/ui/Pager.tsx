import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { HStack } from '@chakra-ui/react/stack';
import { Link as RouterLink } from '@portal/shared/router';
import { pageWindow } from '@portal/contracts/domain/paging';

export interface PagerProps {
  label: string;
  currentPage: number;
  lastPage: number;
  /** The link of a page (the page in the URL: `?page=2`, keeping the rest of the URL). */
  hrefFor: (page: number) => string;
  /**
   * How Prev or Next shows where there is no such page: a disabled button, or (inside a wizard,
   * whose own Next is the only button of that name on the page) greyed text.
   */
  inactiveAs?: 'button' | 'text';
}

/** Prev, at most 4 page numbers, Next (spec 000 s9, spec 001 s2.5), as links so the page is in the URL. */
export function Pager({ label, currentPage, lastPage, hrefFor, inactiveAs = 'button' }: PagerProps) {
  if (lastPage <= 1 && currentPage <= 1) return null;
  const pages = pageWindow(currentPage, lastPage);
  const inactive = (text: string) =>
    inactiveAs === 'button' ? (
      <Button size="sm" variant="outline" disabled aria-disabled="true">
        {text}
      </Button>
    ) : (
      <Box as="span" aria-disabled="true" display="inline-flex" alignItems="center" height="8" paddingX="3" borderWidth="1px" rounded="l2" fontSize="sm" fontWeight="medium" color="fg.muted" opacity={0.6}>
        {text}
      </Box>
    );
  const pageLink = (page: number, text: string, extra: { current?: boolean; disabled?: boolean; ariaLabel?: string } = {}) =>
    extra.disabled ? (
      inactive(text)
    ) : (
      <Button asChild size="sm" variant={extra.current ? 'solid' : 'outline'} colorPalette="teal">
        <RouterLink to={hrefFor(page)} aria-current={extra.current ? 'page' : undefined} aria-label={extra.ariaLabel}>
          {text}
        </RouterLink>
      </Button>
    );
  return (
    <nav aria-label={label}>
      <HStack as="ul" listStyleType="none" gap="2" flexWrap="wrap">
        <li>{pageLink(currentPage - 1, 'Prev', { disabled: currentPage <= 1 })}</li>
        {pages.map((page) => (
          <li key={page}>{pageLink(page, String(page), { current: page === currentPage, ariaLabel: `Page ${page}` })}</li>
        ))}
        <li>{pageLink(currentPage + 1, 'Next', { disabled: currentPage >= lastPage })}</li>
      </HStack>
    </nav>
  );
}
