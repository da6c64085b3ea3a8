import { accountManagerQuery } from '@portal/shared/api/account-manager';
import { brandQuery } from '@portal/shared/api/brand';
import { brandDocumentsQuery } from '@portal/shared/api/documents';
import { formatPhone } from '@portal/contracts/domain/phone';
import { useApi } from '@portal/shared/api';
import type { ReactNode } from 'react';
import { useQuery, type UseQueryResult } from '@portal/shared/query';
import { HStack, Image, Link, SectionCard, SimpleGrid, Stack, Table, Text } from '@portal/shared/ui';
import { PageTitle } from '../../components/PageTitle';

function ContactLines({ phone, email, phoneLabel }: { phone: string; email: string | undefined; phoneLabel: string }) {
  return (
    <Stack gap="1">
      <Text>
        {phoneLabel}:{' '}
        <Link href={`tel:${phone}`} data-testid={`${phoneLabel.toLowerCase()}-number`}>
          {formatPhone(phone)}
        </Link>
      </Text>
      {email ? (
        // A long address breaks onto the next line rather than running out of the card (768 px).
        <Text overflowWrap="anywhere">
          Email:{' '}
          <Link href={`mailto:${email}`} display="inline">
            {email}
          </Link>
        </Text>
      ) : null}
    </Stack>
  );
}

/**
 * A card of the support page with its heading; its content once the query has answered, else what is
 * happening ("Loading …" or "… could not be loaded").
 */
function SupportCard<T>({
  id,
  title,
  intro,
  query,
  what,
  children,
}: {
  id: string;
  title: string;
  intro?: string;
  query: UseQueryResult<T>;
  what: string;
  children: (data: T) => ReactNode;
}) {
  return (
    <SectionCard id={id} title={title} intro={intro} size="lg">
      {query.status === 'success' ? (
        children(query.data)
      ) : (
        <Text>{query.status === 'pending' ? `Loading ${what}…` : `${what[0]!.toUpperCase()}${what.slice(1)} could not be loaded.`}</Text>
      )}
    </SectionCard>
  );
}

/** Client Care Team card: the brand's name, phone grouped 2-4-4 and email (spec 001 s2.12). */
function ClientCareCard() {
  return (
    <SupportCard id="client-care-heading" title="Client Care Team" query={useQuery(brandQuery(useApi()))} what="the Client Care Team">
      {(brand) => (
        <Stack gap="2">
          <Text fontWeight="semibold">{brand.name} Client Care Team</Text>
          <ContactLines phone={brand.phone} email={brand.email} phoneLabel="Phone" />
          <Text fontSize="sm" color="fg.muted">
            For bookings, collections, returns of ashes and questions from families.
          </Text>
        </Stack>
      )}
    </SupportCard>
  );
}

/** Relationship Manager card: picture, name, mobile grouped 4-3-3 and email (spec 001 s2.12). */
function RelationshipManagerCard() {
  return (
    <SupportCard
      id="relationship-manager-heading"
      title="Relationship Manager"
      query={useQuery(accountManagerQuery(useApi()))}
      what="your relationship manager"
    >
      {(manager) => (
        <HStack gap="4" align="flex-start">
          {manager.pictureUrl ? <Image src={manager.pictureUrl} alt={manager.name} boxSize="20" borderRadius="full" objectFit="cover" /> : null}
          <Stack gap="2" minWidth="0">
            <Text fontWeight="semibold">{manager.name}</Text>
            <ContactLines phone={manager.mobile} email={manager.email} phoneLabel="Mobile" />
          </Stack>
        </HStack>
      )}
    </SupportCard>
  );
}

/** The grief guidance table: the brand's own documents (spec 001 s2.12). */
function GriefGuidance() {
  return (
    <SupportCard
      id="grief-heading"
      title="Grief guidance"
      intro="Documents you can give to or print for families saying goodbye to their pet."
      query={useQuery(brandDocumentsQuery(useApi()))}
      what="the grief guidance documents"
    >
      {(documents) => (
        <Table.ScrollArea>
          <Table.Root size="sm" aria-labelledby="grief-heading">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Document name</Table.ColumnHeader>
                <Table.ColumnHeader>File type</Table.ColumnHeader>
                <Table.ColumnHeader>Description</Table.ColumnHeader>
                <Table.ColumnHeader>Document</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {documents.griefGuidance.map((document) => (
                <Table.Row key={document.name}>
                  <Table.Cell fontWeight="semibold">{document.name}</Table.Cell>
                  <Table.Cell>{document.fileType}</Table.Cell>
                  <Table.Cell whiteSpace="normal" minWidth="48">{document.description}</Table.Cell>
                  <Table.Cell>
                    <Link
                      variant="underline"
                      href={document.url}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={`View ${document.name} (PDF, opens in a new tab)`}
                    >
                      View
                    </Link>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
    </SupportCard>
  );
}

/** /customer-support (spec 001 s2.12). */
export function CustomerSupportPage() {
  return (
    <>
      <PageTitle title="Customer support" intro="We are here to help you and the families in your care." />
      <Stack gap="6">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
          <ClientCareCard />
          <RelationshipManagerCard />
        </SimpleGrid>
        <GriefGuidance />
      </Stack>
    </>
  );
}
