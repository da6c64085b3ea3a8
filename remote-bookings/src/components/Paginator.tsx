import { Link as RouterLink } from '@portal/shared/router';
import { pageWindow } from '@portal/shared/domain/paging';
import { Button, HStack } from '@portal/shared/ui';

interface PaginatorProps {
  label: string;
  currentPage: number;
  lastPage: number;
  /** The link of a page, e.g. `?page=2`. */
  hrefFor: (page: number) => string;
}

/** Prev, at most 4 page numbers, Next (spec 000 s9), as links so the page is in the URL. */
export function Paginator({ label, currentPage, lastPage, hrefFor }: PaginatorProps) {
  if (lastPage <= 1 && currentPage <= 1) return null;
  const pages = pageWindow(currentPage, lastPage);
  const pageLink = (page: number, text: string, extra: { current?: boolean; disabled?: boolean; ariaLabel?: string } = {}) =>
    extra.disabled ? (
      <Button size="sm" variant="outline" disabled aria-disabled="true">
        {text}
      </Button>
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
