import { accountManagerQuery } from '@portal/shared/api/account-manager';
import { brandQuery } from '@portal/shared/api/brand';
import { brandDocumentsQuery } from '@portal/shared/api/documents';
import { formatPhone } from '@portal/shared/domain/phone';
import { useApi } from '@portal/shared/api';
import { useQuery, type UseQueryResult } from '@portal/shared/query';
import { Card, Heading, HStack, Image, Link, SimpleGrid, Stack, Table, Text } from '@portal/shared/ui';
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
        <Text>
          Email: <Link href={`mailto:${email}`}>{email}</Link>
        </Text>
      ) : null}
    </Stack>
  );
}

function Pending({ loaded, what }: { loaded: Pick<UseQueryResult, 'status'>; what: string }) {
  return <Text>{loaded.status === 'pending' ? `Loading ${what}…` : `${what[0]!.toUpperCase()}${what.slice(1)} could not be loaded.`}</Text>;
}

/** Client Care Team card: the brand's name, phone grouped 2-4-4 and email (spec 001 s2.12). */
function ClientCareCard() {
  const brand = useQuery(brandQuery(useApi()));
  return (
    <Card.Root as="section" aria-labelledby="client-care-heading">
      <Card.Header>
        <Heading as="h2" size="lg" id="client-care-heading">
          Client Care Team
        </Heading>
      </Card.Header>
      <Card.Body>
        {brand.status === 'success' ? (
          <Stack gap="2">
            <Text fontWeight="semibold">{brand.data.name} Client Care Team</Text>
            <ContactLines phone={brand.data.phone} email={brand.data.email} phoneLabel="Phone" />
            <Text fontSize="sm" color="fg.muted">
              For bookings, collections, returns of ashes and questions from families.
            </Text>
          </Stack>
        ) : (
          <Pending loaded={brand} what="the Client Care Team" />
        )}
      </Card.Body>
    </Card.Root>
  );
}

/** Relationship Manager card: picture, name, mobile grouped 4-3-3 and email (spec 001 s2.12). */
function RelationshipManagerCard() {
  const manager = useQuery(accountManagerQuery(useApi()));
  return (
    <Card.Root as="section" aria-labelledby="relationship-manager-heading">
      <Card.Header>
        <Heading as="h2" size="lg" id="relationship-manager-heading">
          Relationship Manager
        </Heading>
      </Card.Header>
      <Card.Body>
        {manager.status === 'success' ? (
          <HStack gap="4" align="flex-start">
            {manager.data.pictureUrl ? (
              <Image src={manager.data.pictureUrl} alt={manager.data.name} boxSize="20" borderRadius="full" objectFit="cover" />
            ) : null}
            <Stack gap="2">
              <Text fontWeight="semibold">{manager.data.name}</Text>
              <ContactLines phone={manager.data.mobile} email={manager.data.email} phoneLabel="Mobile" />
            </Stack>
          </HStack>
        ) : (
          <Pending loaded={manager} what="your relationship manager" />
        )}
      </Card.Body>
    </Card.Root>
  );
}

/** The grief guidance table: the brand's own documents (spec 001 s2.12). */
function GriefGuidance() {
  const documents = useQuery(brandDocumentsQuery(useApi()));
  return (
    <Card.Root as="section" aria-labelledby="grief-heading">
      <Card.Header>
        <Heading as="h2" size="lg" id="grief-heading">
          Grief guidance
        </Heading>
        <Text color="fg.muted">Documents you can give to or print for families saying goodbye to their pet.</Text>
      </Card.Header>
      <Card.Body>
        {documents.status === 'success' ? (
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
                {documents.data.griefGuidance.map((document) => (
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
        ) : (
          <Pending loaded={documents} what="the grief guidance documents" />
        )}
      </Card.Body>
    </Card.Root>
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
