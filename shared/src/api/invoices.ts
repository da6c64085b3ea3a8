// The calls and queries of invoices; its wire types and pure rules are @portal/contracts/wire/invoices.
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../api';
import { type Invoice, type InvoiceDto, toInvoice } from '@portal/contracts/wire/invoices';

export async function fetchInvoices(api: ApiClient, signal?: AbortSignal): Promise<Invoice[]> {
  const body = await api.get('portal/invoices', { signal }).json<{ Invoices: InvoiceDto[] }>();
  return body.Invoices.map(toInvoice);
}

/** A short-lived signed link to the invoice's PDF. */
/** The practice's invoices (the accounts page). */
export const invoicesQuery = (api: ApiClient) => queryOptions({ queryKey: ['invoices'], queryFn: ({ signal }) => fetchInvoices(api, signal) });

export async function fetchInvoicePdfLink(api: ApiClient, invoiceId: string): Promise<string> {
  const body = await api
    .get(`portal/invoices/${encodeURIComponent(invoiceId)}`, { searchParams: { accept: 'application/pdf' } })
    .json<{ url: string }>();
  return body.url;
}
