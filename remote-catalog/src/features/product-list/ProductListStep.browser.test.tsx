// The product list step ('Select Items') in Chromium, without the stack: the product modal opened from
// the list, its engraving text and options typed and chosen with real keys, and the cart beside it
// answered by a fake portal-api. These were e2e journeys (catalog, cart-edit and booking-rules specs)
// that checked one page's own behaviour: what the field says, what the add waits for, what the cart shows.
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import type { CartLineDto, LineItemWrite, ProductDto } from '@portal/contracts/wire/catalog';
import { CATEGORIES } from '@portal/contracts/wire/catalog';
import { fakeApi, renderWithProviders, type FakeAnswer, type SentCall, vetDto } from '@portal/shared/testing';
import { seriousViolations, StaffMain } from '@portal/shared/testing/browser';
import { booking, childLine, detail, group, line, options, page as productPage, product, stepProps } from '../../testing/fixtures';
import ProductListStep from './ProductListStep';

// Portal-api's seeded products (portal-api/src/seed/catalog.ts) as the list answers them.
const cedarUrn = product('p-cedar', 'Cedar Urn', { has_options: 1, engraving_type: 'text', engraving_max_length: 2, engraving_max_characters: 20 });
const rosewoodUrn = product('p-rosewood', 'Rosewood Urn', { has_options: 1, engraving_type: 'text', engraving_max_length: 3, engraving_max_characters: 25 });
const gardenStone = product('p-stone', 'Garden Memorial Stone', {
  category: CATEGORIES.memorabilia,
  engraving_type: 'text',
  engraving_max_length: 2,
  engraving_max_characters: 20,
  requires_engraving: 1,
});
const jarrahUrn = product('p-jarrah', 'Hand-turned Jarrah Urn', { special_order: 1, order_by: 42 });
const FINISH = group('g-finish', 'Finish', [
  ['c-natural', 'Natural oil'],
  ['c-walnut', 'Walnut stain'],
]);
const SIZE = (() => {
  const size = group('g-size', 'Size', [
    ['c-small', 'Small (up to 10 kg)'],
    ['c-large', 'Large (25 to 45 kg)'],
  ]);
  const [small, large] = size.filteredproducts;
  if (small) Object.assign(small, { min_weight: 0, max_weight: 10 });
  if (large) Object.assign(large, { min_weight: 25, max_weight: 45 });
  return size;
})();

/** The private cremation the details step put in the cart: it is never removable. */
const serviceLine = line('q-svc', 'Private Cremation - up to 10kg', { can_be_deleted: 0 });

/**
 * Portal-api for one booking: the products (searched by name), each one's detail, image and options for
 * the pet's weight, and the booking whose cart each line write adds to (answered whole, as it does).
 */
function bookingApi(weight: string) {
  let cart: CartLineDto[] = [serviceLine];
  let lines = 0;
  const products = [cedarUrn, rosewoodUrn, gardenStone, jarrahUrn];
  const choiceName = (groupId: string, choiceId: string) => {
    const chosen = [FINISH, SIZE].find((item) => item.id === groupId);
    return `${chosen?.name ?? groupId}: ${chosen?.filteredproducts.find((choice) => choice.id === choiceId)?.name ?? choiceId}`;
  };
  const perProduct = (item: ProductDto, choices: FakeAnswer | null): Record<string, FakeAnswer> => ({
    [`GET portal/product/${item.id}`]: { body: { data: detail(item) } },
    [`GET portal/primary_image/${item.id}`]: { body: { data: { url: `http://api.test/static/products/${item.id}.png`, thumbnail_url: item.thumbnail_url, alt: item.name } } },
    ...(choices ? { [`GET portal/product_options/${item.id}/product/0/0/${weight}`]: choices } : {}),
  });
  return fakeApi({
    'GET portal/vet': { body: { data: vetDto('Pricebook') } },
    'GET portal/products': (call: SentCall) => {
      const search = (call.query.get('search') ?? '').toLowerCase();
      return { body: productPage(products.filter((item) => item.name.toLowerCase().includes(search))) };
    },
    'GET portal/booking/booking-1': () => ({ body: { data: booking(cart) } }),
    ...perProduct(cedarUrn, { body: options([FINISH]) }),
    ...perProduct(rosewoodUrn, { body: options([SIZE], { defaults: { [SIZE.id]: 'c-large' } }) }),
    ...perProduct(gardenStone, null),
    ...perProduct(jarrahUrn, null),
    'POST portal/booking/booking-1': (call: SentCall) => {
      for (const write of (call.body as { line_items: LineItemWrite[] }).line_items) {
        // deleted 1 takes the line out with its children (the options chosen under it), as portal-api does.
        if (write.deleted) {
          cart = cart.filter((item) => item.id !== write.id);
          continue;
        }
        const id = `q-${++lines}`;
        const children = Object.entries(write.options).map(([groupId, choiceId], n) => childLine(`${id}-${n}`, choiceName(groupId, choiceId), id));
        const added = products.find((item) => item.id === write.product);
        cart = [...cart, line(id, added?.name ?? write.product, { producttemplate_id_c: write.product, engraving_text: write.engraving_text, child_products: children })];
      }
      return { body: { data: booking(cart) } };
    },
  });
}

/** The step for a booking of a pet of `weightKg` in a wizard, beside the fake portal-api. */
function productList({ wizardPath = 'private', weightKg = 12.5 }: { wizardPath?: string; weightKg?: number } = {}) {
  const fake = bookingApi(weightKg.toFixed(2));
  renderWithProviders(
    <StaffMain>
      <ProductListStep {...stepProps({ wizardPath, pet: { name: 'Rex', weightKg } })} />
    </StaffMain>,
    { api: fake.api },
  );
  return fake;
}

// The page's words, as the e2e journeys read them.
const TICKED_EMPTY = 'Please enter the engraving text, or untick Add engraving.';
const REQUIRED = 'Please enter the engraving text.';
const DOES_NOT_FIT = 'The engraving text does not fit this product. Please shorten it where the field says.';

const productDialog = (name: string) => page.getByRole('dialog', { name: new RegExp(`^${name}`) });
const cart = () => page.getByRole('table', { name: 'Cart items' });

/** Opens a product's modal from the list, as the nurse does: its row's Details. */
async function openProduct(name: string) {
  await page.getByRole('button', { name: `Details of ${name}` }).click();
  const dialog = productDialog(name);
  await expect.element(dialog).toBeVisible();
  return dialog;
}

/** The Cedar Urn (2 lines of 20 characters) in the product modal, its finish chosen and 'Add engraving' ticked. */
async function cedarUrnEngraving() {
  const fake = productList();
  const dialog = await openProduct('Cedar Urn');
  await userEvent.selectOptions(dialog.getByLabelText(/^Finish/), FINISH.filteredproducts[0]?.id ?? '');
  await dialog.getByRole('checkbox', { name: 'Add engraving' }).click();
  return { ...fake, dialog, text: dialog.getByLabelText(/^Engraving text/), fit: dialog.getByTestId('text-fit') };
}

describe('engraving text on a 2 x 20 product (spec 001 s5, issue 14)', () => {
  it('a third line stays on its own line, is named next to the field, and the add waits until it fits', async () => {
    const { dialog, text, fit, calls } = await cedarUrnEngraving();
    await text.click();
    await userEvent.keyboard('Bella{Enter}Good boy 2014-2026');
    // Enter at the end of the last line: said at once, next to the field.
    await userEvent.keyboard('{Enter}');
    await expect.element(fit).toHaveTextContent('This product takes 2 lines, so there is no line 3.');
    // Issue 14: this used to become "Good boy 2014-2026Th", the rest dropped.
    await userEvent.keyboard('Third...');
    await expect.element(text).toHaveValue('Bella\nGood boy 2014-2026\nThird...');
    await expect.element(fit).toHaveTextContent('This product takes 2 lines: line 3 ("Third...") does not fit.');
    await expect.element(fit).toHaveAttribute('aria-live', 'polite');
    await expect.element(text).toHaveAttribute('aria-invalid', 'true');
    await expect.element(text).toHaveAccessibleDescription(/3\/2 lines and 18\/20 characters used\s*This product takes 2 lines: line 3/);
    expect(await seriousViolations()).toEqual([]);
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await expect.element(dialog.getByRole('alert')).toHaveTextContent(DOES_NOT_FIT);
    await expect.element(text).toHaveFocus();
    await expect.element(dialog).toBeVisible();
    expect(calls('POST', 'portal/booking/booking-1')).toEqual([]);

    // Taking the third line out lets it in, line for line as typed.
    for (let n = '\nThird...'.length; n > 0; n--) await userEvent.keyboard('{Backspace}');
    await expect.element(text).toHaveValue('Bella\nGood boy 2014-2026');
    await expect.element(text).not.toHaveAttribute('aria-invalid');
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await expect.element(dialog).not.toBeInTheDocument();
    await expect.poll(() => cart().getByTestId('engraving-line').elements().map((element) => element.textContent)).toEqual(['Bella', 'Good boy 2014-2026']);
    expect(calls('POST', 'portal/booking/booking-1')[0]?.body).toMatchObject({ line_items: [{ product: cedarUrn.id, engraving_text: 'Bella\nGood boy 2014-2026', add_engraving: 1 }] });
  });

  it('pasted text that does not fit is kept whole, and the field names what does not fit', async () => {
    const { dialog, text, fit } = await cedarUrnEngraving();
    const pasted = 'In loving memory of Bella\nGood boy\nForever in our hearts';
    // A real paste (the keyboard's, through the clipboard): copied from another field in the dialog (a
    // field outside it would close it), pasted into the text.
    const source = document.createElement('textarea');
    source.value = pasted;
    dialog.element().append(source);
    source.select();
    await userEvent.copy();
    source.remove();
    await text.click();
    await userEvent.paste();
    // Nothing cut, nothing merged: what was pasted is in the field.
    await expect.element(text).toHaveValue(pasted);
    await expect.element(dialog.getByTestId('engraving-usage')).toHaveTextContent('3/2 lines and 25/20 characters used');
    await expect.element(fit.getByText(/^Line/)).toHaveTextContent('Line 1 is 5 characters too long (20 fit on a line): "Bella" does not fit.');
    await expect.element(fit.getByText(/^This product/)).toHaveTextContent('This product takes 2 lines: line 3 ("Forever in our hearts") does not fit.');
    await expect.element(text).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('engraving ticked or required', () => {
  it('an optional engraving ticked with no text asks, at the field, for the text or to untick, and adds nothing meanwhile', async () => {
    const { dialog, text, calls } = await cedarUrnEngraving();
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await expect.element(text).toHaveAttribute('aria-invalid', 'true');
    await expect.element(text).toHaveFocus();
    // Said once, at the field (issue 31 item 6: it was said again below the fields).
    await expect.element(dialog.getByText(TICKED_EMPTY)).toBeVisible();
    expect(dialog.getByText(TICKED_EMPTY).elements()).toHaveLength(1);
    await expect.element(text).toHaveAccessibleErrorMessage(TICKED_EMPTY);
    expect(await seriousViolations()).toEqual([]);
    // The modal stays, and the cart behind it has no urn.
    await expect.element(dialog).toBeVisible();
    await expect.element(page.getByTestId('cart')).not.toMatchTextContent('Cedar Urn');
    expect(calls('POST', 'portal/booking/booking-1')).toEqual([]);

    await userEvent.fill(text, 'Biscuit');
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await expect.element(dialog).not.toBeInTheDocument();
    await expect.poll(() => cart().getByTestId('engraving-line').elements().map((element) => element.textContent)).toEqual(['Biscuit']);
  });

  it('urns and memorabilia: a product that requires engraving is blocked until the text is there', async () => {
    const { calls } = productList({ wizardPath: 'urns-and-memorabilia', weightKg: 6 });
    await expect.poll(() => page.getByLabelText('Category').getByRole('option').elements().map((option) => option.textContent)).toEqual(['All Items', 'Urns & Vessels', 'Memorabilia']);
    const stone = await openProduct('Garden Memorial Stone');
    const box = stone.getByRole('checkbox', { name: 'Add engraving' });
    await expect.element(box).toBeChecked();
    await expect.element(box).toBeDisabled();
    await stone.getByRole('button', { name: 'Add', exact: true }).click();
    // Said at the field, once (not again below the fields).
    await expect.element(stone.getByText(REQUIRED)).toBeVisible();
    expect(stone.getByText(REQUIRED).elements()).toHaveLength(1);
    const text = stone.getByLabelText(/^Engraving text/);
    await expect.element(text).toHaveAttribute('aria-invalid', 'true');
    expect(calls('POST', 'portal/booking/booking-1')).toEqual([]);

    await text.click();
    await userEvent.keyboard('Coco{Enter}Always by our side');
    await expect.element(stone.getByText('2/2 lines and 18/20 characters used')).toBeVisible();
    await stone.getByRole('button', { name: 'Add', exact: true }).click();
    await expect.element(stone).not.toBeInTheDocument();
    await expect.element(cart()).toMatchTextContent('Garden Memorial Stone');
    await expect.poll(() => cart().getByTestId('engraving-line').elements().map((element) => element.textContent)).toEqual(['Coco', 'Always by our side']);
  });
});

describe("the pet's weight and the options (issue 14; the same rule portal-api applies on submit)", () => {
  it("an urn size that does not suit the pet's weight is named at its field and is not added", async () => {
    const { calls } = productList({ weightKg: 40 });
    const dialog = await openProduct('Rosewood Urn');
    const size = dialog.getByLabelText(/^Size/);
    // 40 kg lies in Large's range: chosen for the nurse.
    await expect.element(size).toHaveValue('c-large');
    await expect.poll(() => size.element().querySelector('option:checked')?.textContent).toMatch(/^Large \(25 to 45 kg\)/);

    await userEvent.selectOptions(size, 'c-small');
    await expect.element(dialog.getByText("Size 'Small (up to 10 kg)' is for pets up to 10 kg, and this pet weighs 40.00 kg. Please choose another Size.")).toBeVisible();
    await expect.element(size).toHaveAttribute('aria-invalid', 'true');
    expect(await seriousViolations()).toEqual([]);
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await expect.element(dialog.getByRole('alert')).toMatchTextContent("Please choose options that suit the pet's weight.");
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect.element(dialog).not.toBeInTheDocument();
    await expect.element(cart()).toMatchTextContent(serviceLine.name);
    await expect.element(cart()).not.toMatchTextContent('Rosewood Urn');
    expect(calls('POST', 'portal/booking/booking-1')).toEqual([]);
  });
});

describe('the cart beside the list (the e2e product-list journey)', () => {
  it('a special order asks first: Close keeps the product open and adds nothing, Continue adds it; an item removed goes with its options', async () => {
    const { calls } = productList();
    const jarrah = await openProduct('Hand-turned Jarrah Urn');
    await jarrah.getByRole('button', { name: 'Add', exact: true }).click();
    const special = page.getByRole('dialog', { name: 'Special order product' });
    await expect.element(special).toMatchTextContent('4-6 weeks');
    // Its own Close (the corner button is named Close too): back to the product, nothing added.
    await special.getByText('Close', { exact: true }).click();
    await expect.element(special).not.toBeInTheDocument();
    await expect.element(jarrah).toBeVisible();
    expect(calls('POST', 'portal/booking/booking-1')).toEqual([]);
    await jarrah.getByRole('button', { name: 'Add', exact: true }).click();
    await special.getByRole('button', { name: 'Continue' }).click();
    await expect.element(jarrah).not.toBeInTheDocument();
    await expect.element(cart()).toMatchTextContent('Hand-turned Jarrah Urn');

    const cedar = await openProduct('Cedar Urn');
    await userEvent.selectOptions(cedar.getByLabelText(/^Finish/), 'c-walnut');
    await cedar.getByRole('button', { name: 'Add', exact: true }).click();
    await expect.element(cedar).not.toBeInTheDocument();
    await expect.element(cart()).toMatchTextContent('Finish: Walnut stain');
    await page.getByRole('button', { name: 'Remove Cedar Urn' }).click();
    await expect.element(cart()).not.toMatchTextContent('Cedar Urn');
    await expect.element(cart()).not.toMatchTextContent('Finish: Walnut stain');
    await expect.element(cart()).toMatchTextContent('Hand-turned Jarrah Urn');
    expect(calls('POST', 'portal/booking/booking-1').at(-1)?.body).toMatchObject({ line_items: [{ id: 'q-2', quantity: 0, deleted: 1 }] });
    expect(await seriousViolations()).toEqual([]);
  });
});
