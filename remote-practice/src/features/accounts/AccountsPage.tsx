import { useState } from 'react';
import { useApi } from '@portal/shared/api';
import { fetchInvoicePdfLink, invoicesQuery } from '@portal/shared/api/invoices';
import type { Invoice } from '@portal/contracts/wire/invoices';
import { formatDateTime } from '@portal/contracts/domain/dates';
import { DEFAULT_FAILURE } from '@portal/contracts/domain/identity-errors';
import { formatMoney } from '@portal/contracts/domain/pricing';
import { report } from '@portal/shared/reporting';
import { useQuery } from '@portal/shared/query';
import { Button, HStack, PortalAlert, Spinner, Stack, Table, Text } from '@portal/shared/ui';
import { PageTitle } from '../../components/PageTitle';

export const ACCOUNTS_INTRO = 'Showing all invoices and rebates';

/** Opens the invoice's PDF in a new tab through a short-lived signed link. */
function OpenPdfButton({ invoice, onError }: { invoice: Invoice; onError: () => void }) {
  const api = useApi();
  const [opening, setOpening] = useState(false);
  const open = async () => {
    // Open the tab while the click still counts as the person's, then point it at the link.
    const tab = window.open('', '_blank');
    if (tab) tab.opener = null;
    setOpening(true);
    try {
      const url = await fetchInvoicePdfLink(api, invoice.invoiceId);
      if (tab) tab.location.href = url;
      else window.location.assign(url);
    } catch (error) {
      tab?.close();
      report(error, {});
      onError();
    } finally {
      setOpening(false);
    }
  };
  return (
    <Button size="sm" variant="outline" colorPalette="teal" loading={opening} onClick={() => void open()} aria-label={`View PDF of invoice ${invoice.shortId}`}>
      View PDF
    </Button>
  );
}

/** /accounts: the practice's invoices and rebates (spec 000 s2, s3 Invoice). */
export function AccountsPage() {
  const invoices = useQuery(invoicesQuery(useApi()));
  const [failed, setFailed] = useState(false);
  return (
    <Stack gap="4">
      <PageTitle title="Accounts" intro={ACCOUNTS_INTRO} />
      {failed ? <PortalAlert status="danger" message={DEFAULT_FAILURE} onClose={() => setFailed(false)} /> : null}
      <Table.ScrollArea borderWidth="1px" borderRadius="md">
        <Table.Root size="sm" aria-busy={invoices.status === 'pending'}>
          <Table.Caption srOnly>Invoices and rebates</Table.Caption>
          <Table.Header>
            <Table.Row>
              {['Invoice', 'Date', 'Type', 'Status', 'Total', 'PDF'].map((column) => (
                <Table.ColumnHeader key={column} scope="col" textAlign={column === 'Total' ? 'end' : undefined}>
                  {column}
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {invoices.status === 'pending' ? (
              <Table.Row>
                <Table.Cell colSpan={6}>
                  <HStack gap="2">
                    <Spinner size="sm" />
                    <Text>Loading invoices…</Text>
                  </HStack>
                </Table.Cell>
              </Table.Row>
            ) : invoices.status === 'error' || invoices.data.length === 0 ? (
              <Table.Row>
                <Table.Cell colSpan={6}>No invoices found</Table.Cell>
              </Table.Row>
            ) : (
              invoices.data.map((invoice) => (
                <Table.Row key={invoice.invoiceId}>
                  <Table.Cell fontFamily="mono">{invoice.shortId}</Table.Cell>
                  <Table.Cell whiteSpace="nowrap">{formatDateTime(invoice.date)}</Table.Cell>
                  <Table.Cell>{invoice.type}</Table.Cell>
                  <Table.Cell>{invoice.status}</Table.Cell>
                  <Table.Cell textAlign="end">{invoice.total < 0 ? `-${formatMoney(-invoice.total)}` : formatMoney(invoice.total)}</Table.Cell>
                  <Table.Cell>
                    <OpenPdfButton invoice={invoice} onError={() => setFailed(true)} />
                  </Table.Cell>
                </Table.Row>
              ))
            )}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </Stack>
  );
}
