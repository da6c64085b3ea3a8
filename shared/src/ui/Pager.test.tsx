import { afterEach, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from '@portal/shared/router';
import { Pager, type PagerProps } from './Pager';
import { PortalProvider } from './PortalProvider';

afterEach(cleanup);

function renderPager(props: Partial<PagerProps> = {}) {
  return render(
    <PortalProvider>
      <MemoryRouter>
        <Pager label="Bookings pages" currentPage={1} lastPage={6} hrefFor={(page) => `?page=${page}`} {...props} />
      </MemoryRouter>
    </PortalProvider>,
  );
}

it('links Prev, at most 4 page numbers and Next, the current page marked', () => {
  renderPager({ currentPage: 3 });
  const nav = screen.getByRole('navigation', { name: 'Bookings pages' });
  const links = within(nav).getAllByRole('link');
  expect(links.map((link) => link.textContent)).toEqual(['Prev', '2', '3', '4', '5', 'Next']);
  expect(within(nav).getByRole('link', { name: 'Page 3' }).getAttribute('aria-current')).toBe('page');
  expect(within(nav).getByRole('link', { name: 'Next' }).getAttribute('href')).toBe('/?page=4');
});

it('shows a Prev with no page before as a disabled button', () => {
  renderPager();
  const nav = screen.getByRole('navigation', { name: 'Bookings pages' });
  expect(within(nav).getByRole('button', { name: 'Prev' })).toHaveProperty('disabled', true);
});

it('inside a wizard, shows a Next with no page after as greyed text, not a button', () => {
  renderPager({ currentPage: 6, inactiveAs: 'text' });
  const nav = screen.getByRole('navigation', { name: 'Bookings pages' });
  expect(within(nav).queryByRole('button')).toBeNull();
  expect(within(nav).getByText('Next').getAttribute('aria-disabled')).toBe('true');
});

it('shows nothing for a single page', () => {
  renderPager({ lastPage: 1 });
  expect(screen.queryByRole('navigation')).toBeNull();
});
