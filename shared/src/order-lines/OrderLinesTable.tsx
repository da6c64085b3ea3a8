import type { ReactNode } from 'react';
import { formatMoney } from '@portal/contracts/domain/pricing';
// Through the UI kit's shared module, never Chakra itself: a second copy of Chakra in a remote's
// bundle would have no theme (DESIGN: one Chakra context).
import { EngravingText, Table, VisuallyHidden } from '@portal/shared/ui';

/** One row of an order: a line, or an option or package item under it (depth 1, 2, …). */
export interface OrderRow<L> {
  line: L;
  key: string;
  name: string;
  depth: number;
  quantity: number | string;
  engravingText?: string | null;
  /** The row's price (quantity included); unused when the table shows no prices. */
  price?: number;
}

/**
 * What the family is charged, shown under the lines: each travel cost (null: not shown, as on a vet
 * supply order that charges none) and the total (inc GST). No charges at all: no prices on the table.
 */
export interface OrderCharges {
  collection: number | null;
  return: number | null;
  total: number;
}

export interface OrderLinesTableProps<L> {
  label: string;
  rows: OrderRow<L>[];
  empty: string;
  charges: OrderCharges | null;
  /** The test id of the total's cell. */
  totalTestId: string;
  /** A last column of buttons (its cells per row), named for screen readers. */
  actions?: (row: OrderRow<L>) => ReactNode;
  busy?: boolean;
}

/**
 * An order's lines as the cart and the booking's page show them: each item with its options and
 * package items indented under it, its engraving line for line, the quantity and (when the practice
 * shows prices) the price, then the travel costs and the total.
 */
export function OrderLinesTable<L>({ label, rows, empty, charges, totalTestId, actions, busy = false }: OrderLinesTableProps<L>) {
  const columns = 2 + (charges ? 1 : 0) + (actions ? 1 : 0);
  const chargeRow = (name: string, amount: number) => (
    <Table.Row>
      <Table.Cell>{name}</Table.Cell>
      <Table.Cell textAlign="end">1</Table.Cell>
      <Table.Cell textAlign="end">{formatMoney(amount)}</Table.Cell>
      {actions ? <Table.Cell /> : null}
    </Table.Row>
  );
  return (
    <Table.Root size="sm" aria-label={label} aria-busy={busy || undefined}>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader scope="col">Item</Table.ColumnHeader>
          <Table.ColumnHeader scope="col" textAlign="end">
            Qty
          </Table.ColumnHeader>
          {charges ? (
            <Table.ColumnHeader scope="col" textAlign="end">
              Price
            </Table.ColumnHeader>
          ) : null}
          {actions ? (
            <Table.ColumnHeader scope="col">
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.ColumnHeader>
          ) : null}
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {rows.length === 0 ? (
          <Table.Row>
            <Table.Cell colSpan={columns} color="fg.muted">
              {empty}
            </Table.Cell>
          </Table.Row>
        ) : null}
        {rows.map((row) => (
          <Table.Row key={row.key} data-depth={row.depth}>
            <Table.Cell paddingStart={row.depth > 0 ? `${row.depth * 1.25 + 0.75}rem` : undefined}>
              {row.depth > 0 ? <span aria-hidden="true">↳ </span> : null}
              {row.name}
              {row.engravingText?.trim() ? <EngravingText text={row.engravingText} /> : null}
            </Table.Cell>
            <Table.Cell textAlign="end">{row.quantity}</Table.Cell>
            {charges ? (
              <Table.Cell textAlign="end" data-testid="line-price">
                {formatMoney(row.price ?? 0)}
              </Table.Cell>
            ) : null}
            {actions ? (
              <Table.Cell textAlign="end" paddingY="1" whiteSpace="nowrap">
                {actions(row)}
              </Table.Cell>
            ) : null}
          </Table.Row>
        ))}
        {charges ? (
          <>
            {charges.collection !== null ? chargeRow('Collection Travel Cost', charges.collection) : null}
            {charges.return !== null ? chargeRow('Return Travel Cost', charges.return) : null}
            <Table.Row fontWeight="bold">
              <Table.Cell>Total (inc GST)</Table.Cell>
              <Table.Cell />
              <Table.Cell textAlign="end" data-testid={totalTestId}>
                {formatMoney(charges.total)}
              </Table.Cell>
              {actions ? <Table.Cell /> : null}
            </Table.Row>
          </>
        ) : null}
      </Table.Body>
    </Table.Root>
  );
}
