import { useState } from 'react';
import { Box, Button, CloseButton, Dialog, Image, Portal, Text } from '@portal/shared/ui';

/** The placeholder for a missing or failed pet tag image (spec 000 s8: image failure falls back to it). */
export function PetTagPlaceholder({ petName }: { petName: string }) {
  return (
    <Box
      role="img"
      aria-label={`No pet tag image${petName ? ` for ${petName}` : ''}`}
      width="72px"
      height="44px"
      borderRadius="md"
      borderWidth="1px"
      borderStyle="dashed"
      borderColor="gray.400"
      bg="gray.50"
      display="flex"
      alignItems="center"
      justifyContent="center"
    >
      <Text fontSize="xs" color="fg.muted" aria-hidden>
        No tag
      </Text>
    </Box>
  );
}

/** A pet tag thumbnail; a click opens it large in a lightbox. */
export function PetTag({ url, petName, orderId }: { url: string | null; petName: string; orderId: string }) {
  const [failed, setFailed] = useState(false);
  const [open, setOpen] = useState(false);
  if (!url || failed) return <PetTagPlaceholder petName={petName} />;
  const alt = `Pet tag of ${petName || 'the pet'}, booking ${orderId}`;
  return (
    <Dialog.Root open={open} onOpenChange={(details) => setOpen(details.open)} size="lg" placement="center">
      <Dialog.Trigger asChild>
        <Button variant="ghost" padding="0" height="auto" aria-label={`Open pet tag of booking ${orderId}`}>
          <Image src={url} alt={alt} width="72px" height="44px" objectFit="cover" borderRadius="md" onError={() => setFailed(true)} />
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Pet tag, booking {orderId}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Image src={url} alt={alt} width="100%" onError={() => setFailed(true)} />
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
