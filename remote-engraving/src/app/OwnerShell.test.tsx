import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@portal/shared/testing';
import { fakeApi } from '../testing/fakeApi';
import { testConfig } from '../testing/ownerApp';
import { OwnerShell } from './OwnerShell';

function setup(hostname: string) {
  const { api } = fakeApi({});
  return renderWithProviders(
    <OwnerShell config={testConfig} portalUrl="http://localhost:8080" hostname={hostname}>
      <p>page</p>
    </OwnerShell>,
    { api },
  );
}

describe("the owner app's shell", () => {
  it("names the site host's brand and the page, with no staff navigation", () => {
    setup('edenhills.localhost');
    expect(screen.getByRole('banner')).toHaveTextContent('Edenhills');
    expect(screen.getByRole('banner')).toHaveTextContent('Engraving Approval');
    expect(screen.getByRole('main')).toHaveTextContent('page');
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('names the default brand on any other host', () => {
    setup('localhost');
    expect(screen.getByTestId('owner-brand')).toHaveTextContent('Lawnswood');
  });
});
