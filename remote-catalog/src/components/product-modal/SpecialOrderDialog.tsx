import { SPECIAL_ORDER } from '@portal/contracts/domain/catalog';
import { Button, HStack, Modal, Stack, Text } from '@portal/shared/ui';

/** Spec 001 s5: before a special order product is added, 'Special order product' with Continue (adds) and Close. */
export function SpecialOrderDialog({ open, onContinue, onClose }: { open: boolean; onContinue: () => void; onClose: () => void }) {
  return (
    <Modal open={open} onClose={onClose} title={SPECIAL_ORDER.title} size="md">
      <Stack gap="3">
        {SPECIAL_ORDER.lines.map((line) => (
          <Text key={line}>{line}</Text>
        ))}
        <HStack justify="flex-end" paddingTop="2">
          <Button variant="outline" onClick={onClose}>
            Close
          </Button>
          <Button colorPalette="teal" onClick={onContinue}>
            Continue
          </Button>
        </HStack>
      </Stack>
    </Modal>
  );
}
