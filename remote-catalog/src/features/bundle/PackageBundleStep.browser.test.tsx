// The package step ('Package options') in Chromium, without the stack, as the package wizard shows it
// (issue 14, item 14): what the next action is after a package is chosen, the server's word on an
// item option still to choose, and an included item's dialog without a price of its own. The wizard's
// Next stands beside the step, as it does (it asks the step first: StepNavigation.onNext).
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import type { CartLineDto } from '@portal/contracts/wire/catalog';
import type { StepNavigation } from '@portal/contracts/federation/catalog';
import { fakeApi, renderWithProviders, vetDto, type SentCall } from '@portal/shared/testing';
import { StaffMain } from '@portal/shared/testing/browser';
import { booking, detail, group, line, options, packageItem, page as productPage, product, stepProps } from '../../testing/fixtures';
import PackageBundleStep from './PackageBundleStep';

// Portal-api's seeded packages for a private cremation (portal-api/src/seed/catalog.ts).
const memorial = product('pkg-memorial', 'Memorial Cremation Package', {
  type: 'package',
  category: 'Cremation Packages',
  price: 620,
  description: 'A private cremation with the ashes returned in a cedar urn, a clay paw print and an engraved brass plaque.',
});
const premium = product('pkg-premium', 'Premium Memorial Cremation Package', { type: 'package', category: 'Cremation Packages', price: 890 });
const cedarUrn = packageItem('item-cedar-urn', 'Cedar Urn', memorial.id, { has_options: 1 });
const items = [cedarUrn, packageItem('item-clay-paw', 'Clay Paw Print', memorial.id), packageItem('item-plaque', 'Engraved Brass Plaque', memorial.id)];
const FINISH = group('g-finish', 'Finish', [
  ['c-natural', 'Natural oil'],
  ['c-walnut', 'Walnut stain'],
  ['c-whitewash', 'Whitewash'],
]);
/** The private cremation the booking's details step put in the cart for a 14 kg dog. */
const serviceLine = line('q-svc', 'Private Cremation - 10 to 25kg', { can_be_deleted: 0 });

interface LineWrite {
  product: string;
  package_products_c?: Record<string, { options: Record<string, string> }>;
}

/**
 * Portal-api for Rusty's package booking: the packages, the Memorial package's items, the Cedar Urn's
 * options; the cart takes the package only once its urn has a finish (the server's refusal otherwise).
 */
function packageBooking() {
  let cart: CartLineDto[] = [serviceLine];
  return fakeApi({
    'GET portal/vet': { body: { data: vetDto('Pricebook') } },
    'GET portal/products': { body: productPage([memorial, premium]) },
    'GET portal/booking/booking-1': () => ({ body: { data: booking(cart, { is_package_c: 1 }) } }),
    [`GET portal/product/${memorial.id}`]: { body: { data: detail(memorial, { package_products: items }) } },
    [`GET portal/product/${cedarUrn.id}`]: { body: { data: detail(product(cedarUrn.id, 'Cedar Urn', { has_options: 1, price: 70 })) } },
    [`GET portal/primary_image/${cedarUrn.id}`]: { body: { data: { url: 'http://api.test/static/products/cedar-urn.png', thumbnail_url: 'http://api.test/static/products/cedar-urn-thumb.png', alt: 'Cedar Urn' } } },
    [`GET portal/product_options/${cedarUrn.id}/product/0/0/14.00`]: { body: options([FINISH]) },
    'POST portal/booking/booking-1': ({ body }: SentCall) => {
      const added = (body as { line_items: LineWrite[] }).line_items.find((write) => write.product === memorial.id);
      if (!added?.package_products_c?.[cedarUrn.id]?.options[FINISH.id]) {
        return { status: 422, body: { errors: { detail: { line_items: 'Memorial Cremation Package, Cedar Urn: Finish is required' } } } };
      }
      cart = [serviceLine, line('q-pkg', memorial.name, { producttemplate_id_c: memorial.id, package_products_c: added.package_products_c })];
      return { body: { data: booking(cart, { is_package_c: 1 }) } };
    },
  }).api;
}

/** Step 2 of the package wizard for Rusty (14 kg), with the wizard's Next, on the Memorial package's items. */
async function chooseMemorialPackage() {
  let navigation: StepNavigation | null = null;
  renderWithProviders(
    <StaffMain>
      <PackageBundleStep
        {...stepProps({ wizardPath: 'package', title: 'New private cremation package', pet: { name: 'Rusty', weightKg: 14 }, registerNavigation: (value) => (navigation = value) })}
      />
      <button type="button" onClick={() => void navigation?.onNext?.()}>
        Next
      </button>
    </StaffMain>,
    { api: packageBooking() },
  );
  await page.getByRole('button', { name: `Select ${memorial.name}` }).click();
  await expect.element(page.getByText('Option selection')).toBeVisible();
}

const nextAction = () => page.getByTestId('package-next-action');
const addPackage = () => page.getByRole('button', { name: 'Add Cremation Package', exact: true });
const urnDialog = () => page.getByRole('dialog', { name: /^Cedar Urn/ });

describe('the package step: what to do next (issue 14, item 14)', () => {
  it('a package chosen but not added says so, and Next says how to add it', async () => {
    await chooseMemorialPackage();
    await expect.element(page.getByText('Not added yet')).toBeVisible();
    await expect
      .element(nextAction())
      .toHaveTextContent('To choose Memorial Cremation Package, customise its items if you wish, then press "Add Cremation Package" to add it to this booking.');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect
      .element(
        page.getByText(
          'Package selection is required: Please select a package to proceed. Memorial Cremation Package is not added yet: press "Add Cremation Package" to add it.',
        ),
      )
      .toBeVisible();
  });

  it('adding a package whose item needs an option names it; chosen, the package is added and the page says what next', async () => {
    await chooseMemorialPackage();
    await addPackage().click();
    await expect.element(page.getByRole('alert')).toMatchTextContent('Memorial Cremation Package, Cedar Urn: Finish is required');

    await page.getByRole('button', { name: 'Customise Cedar Urn' }).click();
    await urnDialog().getByLabelText(/^Finish/).selectOptions('c-walnut');
    await urnDialog().getByRole('button', { name: 'Save options' }).click();
    await expect.element(urnDialog()).not.toBeInTheDocument();
    await addPackage().click();
    await expect.element(page.getByText('Memorial Cremation Package was added to this booking. Press Next to continue.')).toBeVisible();
    await expect.element(page.getByText('Not added yet')).not.toBeInTheDocument();
    await expect.element(nextAction()).toMatchTextContent('Memorial Cremation Package is in this booking. Press Next to go on');
  });

  it("an included item's customise dialog shows no price of its own", async () => {
    await chooseMemorialPackage();
    await page.getByRole('button', { name: 'Customise Cedar Urn' }).click();
    await expect.element(urnDialog().getByTestId('product-price')).toHaveTextContent('Included in the package');
    await expect.element(urnDialog()).not.toMatchTextContent('Price:');
  });
});

