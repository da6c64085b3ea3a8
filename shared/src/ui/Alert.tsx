import { useEffect, useRef, useState } from 'react';
import { Alert as ChakraAlert } from '@chakra-ui/react/alert';
import { CloseButton } from '@chakra-ui/react/button';

export const ALERT_DEFAULT_TIMEOUT_MS = 4000;
/** The hide animation starts this long before the alert goes (spec 001 s4, Alert). */
export const ALERT_HIDE_ANIMATION_MS = 500;

export interface PortalAlertProps {
  status: 'danger' | 'warning' | 'success';
  message: string;
  title?: string;
  /** Milliseconds until the alert hides itself; 0 keeps it until closed. */
  timeout?: number;
  onClose: () => void;
}

/** A closable danger, warning or success alert that hides itself after its timeout. */
export function PortalAlert({ status, message, title, timeout = ALERT_DEFAULT_TIMEOUT_MS, onClose }: PortalAlertProps) {
  // The message that is fading out; a new message shows in full again.
  const [hidingMessage, setHidingMessage] = useState<string | null>(null);
  const hiding = hidingMessage === message;
  // The latest onClose, so a re-render of the page (a new onClose function) does not restart the timeout.
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });
  useEffect(() => {
    if (!timeout) return;
    const startHide = setTimeout(() => setHidingMessage(message), Math.max(0, timeout - ALERT_HIDE_ANIMATION_MS));
    const close = setTimeout(() => onCloseRef.current(), timeout);
    return () => {
      clearTimeout(startHide);
      clearTimeout(close);
    };
  }, [message, timeout]);

  return (
    <ChakraAlert.Root
      status={status === 'danger' ? 'error' : status}
      role={status === 'success' ? 'status' : 'alert'}
      data-hiding={hiding || undefined}
      data-testid="portal-alert"
      transition={`opacity ${ALERT_HIDE_ANIMATION_MS}ms ease-in`}
      opacity={hiding ? 0 : 1}
      alignItems="flex-start"
    >
      <ChakraAlert.Indicator />
      {/* minWidth 0: a long word (an email address) wraps instead of pushing the close button off a phone's screen. */}
      <ChakraAlert.Content minWidth="0">
        {title ? <ChakraAlert.Title>{title}</ChakraAlert.Title> : null}
        <ChakraAlert.Description>{message}</ChakraAlert.Description>
      </ChakraAlert.Content>
      <CloseButton size="sm" aria-label="Close alert" onClick={onClose} />
    </ChakraAlert.Root>
  );
}
