

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
