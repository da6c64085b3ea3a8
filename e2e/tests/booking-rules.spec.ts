import type { Page } from '@playwright/test';
import { API, apiGet, createBooking, REFERRAL_BOOKING } from '../support/bookings';
import { expect, test } from '../support/fixtures';
import { accessTokenOf } from '../support/portal';
import { choose, fillOwner, fillPet, pickAddress } from '../support/wizard';

// What the desk can trust (issue 14): the collection product is the one the address's zone offers for
// the collection option, and a cart line's options suit the pet's weight, by one rule on the page and
// in portal-api; a weight changed after the cart was filled is named before the booking is submitted.
// The page's side of the rule (a size named at its field, not added) is remote-catalog's component test
// ProductListStep.browser.test.tsx; here are portal-api's refusal and the wizard's journey.

test.use({ as: 'directStaff' });

const SMALL_FOR_40 = "Rosewood Urn: Size 'Small (up to 10 kg)' is for pets up to 10 kg, and this pet weighs 40.00 kg. Please choose another Size.";

const collectionProduct = (page: Page) => page.getByLabel(/^Collection product/);

/** The Rosewood Urn and one of its sizes, by name, as the catalog answers them. */
async function rosewoodSize(page: Page, size: string) {
  const list = await apiGet<{ data: { id: string; name: string }[] }>(page, 'portal/products?search=Rosewood');
  const urn = list.data.find((product) => product.name === 'Rosewood Urn');
  if (!urn) throw new Error('No Rosewood Urn in the catalog');
  const options = await apiGet<{ data: { parents: { id: string; name: string; filteredproducts: { id: string; name: string }[] }[] } }>(
    page,
    `portal/product_options/${urn.id}/product/0/0/0`,
  );
  const group = options.data.parents.find((candidate) => candidate.name === 'Size');
  const choice = group?.filteredproducts.find((candidate) => candidate.name === size);
  if (!group || !choice) throw new Error(`No Size ${size}`);
  return { productId: urn.id, groupId: group.id, choiceId: choice.id };
}

/** A private cremation of a pet of `weight` kg with a Rosewood Urn of that size in its cart, made through portal-api. */
async function bookingWithUrn(page: Page, weight: string, size: string) {
  const urn = await rosewoodSize(page, size);
  const line = {
    id: null,
    product: urn.productId,
    quantity: 1,
    deleted: 0,
    engraving_text: null,
    options: { [urn.groupId]: urn.choiceId },
    package_products_c: null,
    editId: null,
    is_vpcreated: 1,
  };
  return createBooking(page, { fields: { pet_first_name_c: 'Duke', pet_weight_c: weight, line_items: [line] } });
}

/** The details step's save as the wizard sends it, with the pet's new weight (for a journey that starts past it). */
async function changeWeight(page: Page, bookingId: string, weight: string) {
  const token = await accessTokenOf(page);
  const booking = await apiGet<{ data: { service_type: { id: string } } }>(page, `portal/booking/${bookingId}`);
  const saved = await page.request.post(`${API}/portal/booking/${bookingId}`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { ...REFERRAL_BOOKING, pet_first_name_c: 'Duke', pet_weight_c: weight, class_pet_service_types_id_c: booking.data.service_type.id, line_items: [] },
  });
  expect(saved.status(), await saved.text()).toBe(200);
}

test.describe("the pet's weight and the options in the cart", () => {
  test('a weight changed on the details step after the cart was filled is named there, with the line, on the way to the cart', async ({ page, wizard }) => {
    const booking = await bookingWithUrn(page, '8.00', 'Small (up to 10 kg)');
    await page.goto(`/edit-booking-private/${booking.id}`);
    await page.getByLabel(/^Weight \(Kg\)/).fill('40');
    await wizard.next().click();
    await expect(wizard.step('Step 2 of 3 - Select Items')).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: "Information updated, but the pet's weight does not suit an item in the cart." })).toContainText(
      SMALL_FOR_40,
    );
  });

  test('the submit of a booking whose cart holds a size for another weight is refused, naming the line', async ({ page, wizard }) => {
    const booking = await bookingWithUrn(page, '8.00', 'Small (up to 10 kg)');
    await changeWeight(page, booking.id, '40.00');
    await page.goto(`/edit-booking-private/${booking.id}#confirmation`);
    await expect(wizard.confirmation()).toContainText('Rosewood Urn');
    await wizard.submit().click();
    await expect(page.getByRole('alert').filter({ hasText: `Error: ${SMALL_FOR_40}` })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Booking Submitted' })).toHaveCount(0);
    await page.goto(`/booking/${booking.id}`);
    await expect(page.getByTestId('booking-status')).toHaveText('Unsubmitted');
  });
});

test.describe('the collection product for the address and option', () => {
  const OWNER_IN_KEDRON = { first: 'Sam', last: 'Walker', phone: '0412345678', addressTyped: '12 Gympie Road, Kedron', address: /^12 Gympie Road, Kedron QLD 4031/ };

  test("the owner's home address offers only its zone's home collection", async ({ page }) => {
    await choose(page, 'Dr Wren', /^Stray\/wildlife communal cremation/);
    await page.getByRole('checkbox', { name: 'Do not provide owner details' }).uncheck();
    await fillOwner(page, OWNER_IN_KEDRON);
    await page.getByRole('radio', { name: /^Owner's home address/ }).check();
    await expect(collectionProduct(page).locator('option')).toHaveText(['Select collection product', 'Home collection - Brisbane Metro']);
    // An address the person chooses may be any of its zone's products.
    await page.getByRole('radio', { name: /^Another address/ }).check();
    await pickAddress(page, 'Collection address', '12 Gympie Road, Kedron', /^12 Gympie Road, Kedron QLD 4031/);
    await expect(collectionProduct(page).locator('option')).toHaveText([
      'Select collection product',
      'Vet clinic collection - Brisbane Metro',
      'After-hours collection - Brisbane Metro',
      'Home collection - Brisbane Metro',
    ]);
  });

  test("a collection product portal-api refuses is shown at the Collection product field, and what was typed stays", async ({ page, wizard }) => {
    const sydney = await apiGet<{ data: { id: string; name: string }[] }>(page, 'portal/postcode/zone?postalcode=2000&city=Sydney');
    const elsewhere = sydney.data.find((product) => product.name === 'After-hours collection - Sydney Metro');
    if (!elsewhere) throw new Error('No Sydney product');
    await choose(page, 'Dr Wren', /^Stray\/wildlife communal cremation/);
    await page.getByRole('radio', { name: /^Another address/ }).check();
    await pickAddress(page, 'Collection address', '12 Gympie Road, Kedron', /^12 Gympie Road, Kedron QLD 4031/);
    await collectionProduct(page).selectOption({ label: 'After-hours collection - Brisbane Metro' });
    await fillPet(page, { first: 'Joey', last: 'Roo', type: 'Other', breedSearch: 'oth', breed: /^Other$/, sex: 'Male', weight: '18' });
    // The page sends another zone's product (as a page holding an old answer could): the server decides.
    await page.route(`${API}/portal/booking`, async (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      const body = route.request().postDataJSON() as Record<string, unknown>;
      await route.fallback({ postData: JSON.stringify({ ...body, collectionDetails: { collection_products: [{ id: elsewhere.id, quantity: 1 }] } }) });
    });
    await wizard.next().click();
    await expect(page.getByText(/^After-hours collection - Sydney Metro is not available for postcode 4031\./).first()).toBeVisible();
    await expect(wizard.step('Step 1 of 2 - Owner and pet details')).toBeVisible();
    await expect(collectionProduct(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel(/^Pet first name/)).toHaveValue('Joey');
  });
});
