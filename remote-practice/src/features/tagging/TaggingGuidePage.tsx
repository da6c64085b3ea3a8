import { useRef, useState } from 'react';
import { useApi } from '@portal/shared/api';
import { brandQuery, type Brand } from '@portal/shared/api/brand';
import { brandDocumentsQuery, type BrandDocuments } from '@portal/shared/api/documents';
import { useQuery } from '@portal/shared/query';

import { formatPhone } from '@portal/contracts/domain/phone';
import { TAGGING_STEPS } from '@portal/contracts/domain/tagging-guide';
import {
  Box,
  Button,
  Card,
  Heading,
  HStack,
  Image,
  Link,
  Modal,
  SimpleGrid,
  Stack,
  Text,
} from '@portal/shared/ui';
import { PageTitle } from '../../components/PageTitle';

function TagExamples({ documents }: { documents: BrandDocuments }) {
  return (
    <SimpleGrid columns={{ base: 1, md: 3 }} gap="4" marginTop="3">
      {documents.tags.map((tag) => (
        <Box as="figure" key={tag.kind} borderWidth="1px" borderRadius="md" padding="3" bg="white">
          <Image src={tag.imageUrl} alt={`${tag.name} tag`} width="full" maxWidth="280px" marginX="auto" />
          <Box as="figcaption" marginTop="2">
            <Text fontWeight="semibold">{tag.name}</Text>
            <Text fontSize="sm">{tag.description}</Text>
          </Box>
        </Box>
      ))}
    </SimpleGrid>
  );
}

function ContactClientCare({ brand }: { brand: Brand | undefined }) {
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button ref={trigger} variant="outline" colorPalette="teal" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        Contact Client Care
      </Button>
      <Modal open={open} onClose={() => setOpen(false)} title="Contact Client Care" returnFocusTo={trigger}>
        {brand ? (
          <Stack gap="2">
            <Text>Our {brand.name} Client Care Team can help with tags, bookings and collections.</Text>
            {brand.email ? (
              <Text>
                Email: <Link href={`mailto:${brand.email}`}>{brand.email}</Link>
              </Text>
            ) : null}
            <Text>
              Phone: <Link href={`tel:${brand.phone}`}>{formatPhone(brand.phone)}</Link>
            </Text>
          </Stack>
        ) : (
          <Text>Loading the Client Care Team’s details…</Text>
        )}
      </Modal>
    </>
  );
}

/** /tagging-guide (spec 001 s2.13): five steps, the three tags, Client Care and the brand's PDF. */
export function TaggingGuidePage() {
  const api = useApi();
  const documents = useQuery(brandDocumentsQuery(api));
  const brand = useQuery(brandQuery(api));
  const ready = documents.status === 'success' ? documents.data : undefined;
  return (
    <>
      <PageTitle
        title="Tagging guide"
        intro={
          ready
            ? `How to tag pets in your care for ${ready.brand} (${ready.regionName}), so every pet reaches the right cremation.`
            : 'How to tag pets in your care, so every pet reaches the right cremation.'
        }
      />
      <HStack gap="3" marginBottom="6" wrap="wrap">
        <ContactClientCare brand={brand.status === 'success' ? brand.data : undefined} />
        {ready ? (
          <Button asChild colorPalette="teal">
            <a href={ready.taggingGuideUrl} target="_blank" rel="noopener noreferrer">
              Download Tagging Guide
            </a>
          </Button>
        ) : null}
      </HStack>
      <Stack as="ol" gap="4" listStyleType="none" padding="0">
        {TAGGING_STEPS.map((step, index) => (
          <Card.Root as="li" key={step.title}>
            <Card.Header>
              <Heading as="h2" size="md">
                Step {index + 1}: {step.title}
              </Heading>
            </Card.Header>
            <Card.Body>
              {index === 1 && ready ? (
                <TagExamples documents={ready} />
              ) : (
                <Stack as="ul" gap="1" paddingStart="5" listStyleType="disc">
                  {step.points.map((point) => (
                    <li key={point}>{point}</li>
                  ))}
                </Stack>
              )}
            </Card.Body>
          </Card.Root>
        ))}
      </Stack>
    </>
  );
}
