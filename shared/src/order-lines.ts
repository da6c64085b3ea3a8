// The order's lines table of the cart and the booking's page, apart from @portal/shared/ui so the
// pages that show no order (the dashboard above all) do not load it.
export { OrderLinesTable, type OrderRow } from './order-lines/OrderLinesTable';
