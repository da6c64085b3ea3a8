import { useRef, type RefObject } from 'react';
import { Button } from '@chakra-ui/react/button';
import { Stack, HStack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { KEEP_EDITING } from '@portal/contracts/domain/wizard';
import type { LeaveQuestion } from '../leave-guard';
import { Modal } from './Modal';

export interface LeaveDialogProps {
  question: LeaveQuestion;
  open: boolean;
  /** Leaves anyway (the question's own button). */
  onLeave: () => void;
  /** Keep editing: closes the question. */
  onStay: () => void;
  returnFocusTo: RefObject<HTMLElement | null>;
}

/** The question asked before leaving a page with something to lose (the wizard's Cancel, the host's Logout); Keep editing has the focus. */
export function LeaveDialog({ question, open, onLeave, onStay, returnFocusTo }: LeaveDialogProps) {
  const keepEditing = useRef<HTMLButtonElement>(null);
  return (
    <Modal open={open} onClose={onStay} title={question.title} role="alertdialog" initialFocus={keepEditing} returnFocusTo={returnFocusTo}>
      <Stack gap="5">
        <Text>{question.message}</Text>
        <HStack justify="flex-end" flexWrap="wrap">
          <Button variant="outline" colorPalette="red" onClick={onLeave}>
            {question.leaveLabel}
          </Button>
          <Button colorPalette="teal" onClick={onStay} ref={keepEditing}>
            {KEEP_EDITING}
          </Button>
        </HStack>
      </Stack>
    </Modal>
  );
}
