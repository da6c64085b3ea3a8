// A refused scan, said so that a busy nurse cannot miss it: the whole screen red, the server's words
// large, a tone, and focus on the warning, so a screen reader says it at once. The focus is on the
// warning itself, not on its button: a USB scanner typing the next code ends with Enter, which must not
// dismiss a warning nobody read. Dismissed with its button (or Escape).
import { useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { Box, Button, Heading, Stack, Text } from '@portal/shared/ui';
import { playWarningTone } from './warningTone';

export interface ScanWarningProps {
  /** The refusal's short name ('Wrong tag'). */
  title: string;
  /** The words to show: the server's, as it recorded them. */
  message: string;
  /** Whether the refusal is on the booking's timeline. */
  recorded: boolean;
  onDismiss: () => void;
}

export function ScanWarning({ title, message, recorded, onDismiss }: ScanWarningProps) {
  const dialog = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const messageId = useId();

  useEffect(() => {
    dialog.current?.focus();
    playWarningTone();
    // Focus stays in the warning while it is open.
    const keepFocus = (event: FocusEvent) => {
      if (dialog.current && event.target instanceof Node && !dialog.current.contains(event.target)) dialog.current.focus();
    };
    document.addEventListener('focusin', keepFocus);
    return () => document.removeEventListener('focusin', keepFocus);
  }, []);

  return createPortal(
    <Box
      ref={dialog}
      role="alertdialog"
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={messageId}
      tabIndex={-1}
      position="fixed"
      inset="0"
      zIndex="max"
      bg="red.700"
      color="white"
      display="flex"
      alignItems="center"
      justifyContent="center"
      padding={{ base: '6', md: '12' }}
      outline="none"
      data-testid="scan-warning"
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          onDismiss();
        } else if (event.key === 'Tab') {
          // One control: Tab and Shift+Tab stay on it.
          event.preventDefault();
          button.current?.focus();
        }
      }}
    >
      <Stack gap="6" maxWidth="48rem" textAlign="center" align="center">
        <Text fontSize={{ base: '5xl', md: '7xl' }} lineHeight="1" aria-hidden>
          ⚠
        </Text>
        <Heading as="h2" id={titleId} fontSize={{ base: '3xl', md: '5xl' }} lineHeight="1.1" color="white">
          Stop: {title}
        </Heading>
        <Text id={messageId} fontSize={{ base: 'xl', md: '2xl' }} fontWeight="semibold">
          {message}
        </Text>
        <Text fontSize="lg">{recorded ? 'This refused scan is recorded on the booking’s custody timeline.' : 'Nothing was recorded.'}</Text>
        <Button ref={button} size="xl" bg="white" color="red.800" _hover={{ bg: 'red.50' }} onClick={onDismiss}>
          I have checked: dismiss
        </Button>
      </Stack>
    </Box>,
    document.body,
  );
}
