import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../api';

/** An invoice as the invoice service lists it (spec 000 s3, Invoice). */
export interface InvoiceDto {
  InvoiceID: string;
  InvoiceNumber?: string;
  Date: string;
  /** Read by no client; portal-api sends it (its mapper returns `Required<InvoiceDto>`). */
  DueDate?: string | null;
  /** Read by no client; portal-api sends it. */
  Reference?: string | null;
  Type: string;
  Status: string;
  Total: number | string;
}

export interface Invoice {
  invoiceId: string;
  /** The last 6 characters of InvoiceID, as the accounts page shows it. */
  shortId: string;
  date: string;
  type: string;
  status: string;
  total: number;
}

export function toInvoice(dto: InvoiceDto): Invoice {
  return {
    invoiceId: dto.InvoiceID,
    shortId: dto.InvoiceID.slice(-6),
    date: dto.Date,
    type: dto.Type,
    status: dto.Status,
    total: Number(dto.Total),
  };
}

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
