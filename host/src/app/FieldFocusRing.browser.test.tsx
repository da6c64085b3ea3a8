// The focus ring of the portal's form fields in Chromium, with the portal's Chakra system (issue 31
// item 6: a tester tabbing through a form could hardly see it, 1 px of a light gray). Text fields,
// selects and textareas show a ring at least 2 px wide, at 3:1 or more against the white page (WCAG
// 1.4.11); an invalid field shows it in the error colour, at the same width.
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { screen } from '@testing-library/react';
import { fakeApi, renderWithProviders } from '@portal/shared/testing';
import { FormField, Input, NativeSelect, Stack, Textarea } from '@portal/shared/ui';

/** Relative luminance of a CSS `rgb(...)` colour (WCAG 2.x). */
function luminance(color: string): number {
  const [r = 0, g = 0, b = 0] = (color.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}
const contrastOnWhite = (color: string) => 1.05 / (luminance(color) + 0.05);

function ring(element: HTMLElement) {
  const style = getComputedStyle(element);
  return { width: Number.parseFloat(style.outlineWidth), style: style.outlineStyle, contrast: contrastOnWhite(style.outlineColor) };
}

function Fields({ invalid = false }: { invalid?: boolean }) {
  const error = invalid ? 'Please fix this.' : undefined;
  return (
    <Stack gap="4" padding="6" bg="white">
      <FormField label="Owner last name" error={error}>
        <Input />
      </FormField>
      <FormField label="Pet type" error={error}>
        <NativeSelect.Root>
          <NativeSelect.Field>
            <option value="">Select Pet type</option>
            <option value="dog">Dog</option>
          </NativeSelect.Field>
        </NativeSelect.Root>
      </FormField>
      <FormField label="Special instructions" error={error}>
        <Textarea />
      </FormField>
    </Stack>
  );
}

const FIELDS = ['Owner last name', 'Pet type', 'Special instructions'];

describe('the focus ring of form fields', () => {
  it.each([false, true])('is at least 2 px wide and 3:1 against white on a text field, a select and a textarea (invalid %s)', async (invalid) => {
    renderWithProviders(<Fields invalid={invalid} />, { api: fakeApi({}).api });
    for (const label of FIELDS) {
      await userEvent.tab();
      const field = screen.getByLabelText(label);
      expect(field).toHaveFocus();
      const shown = ring(field);
      expect({ label, style: shown.style }).toEqual({ label, style: 'solid' });
      expect(shown.width, label).toBeGreaterThanOrEqual(2);
      expect(shown.contrast, label).toBeGreaterThanOrEqual(3);
    }
  });
});
