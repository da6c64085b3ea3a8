import { useRef, useState } from 'react';
import { Box, Button, Image, Modal, Text } from '@portal/shared/ui';

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
  const trigger = useRef<HTMLButtonElement>(null);
  if (!url || failed) return <PetTagPlaceholder petName={petName} />;
  const alt = `Pet tag of ${petName || 'the pet'}, booking ${orderId}`;
  return (
    <>
      <Button
        ref={trigger}
        variant="ghost"
        padding="0"
        height="auto"
        aria-label={`Open pet tag of booking ${orderId}`}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <Image src={url} alt={alt} width="72px" height="44px" objectFit="cover" borderRadius="md" onError={() => setFailed(true)} />
      </Button>
      <Modal open={open} onClose={() => setOpen(false)} title={`Pet tag, booking ${orderId}`} size="lg" returnFocusTo={trigger}>
        <Image src={url} alt={alt} width="100%" onError={() => setFailed(true)} />
      </Modal>
    </>
  );
}
