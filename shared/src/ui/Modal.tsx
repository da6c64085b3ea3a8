import { Suspense, type ReactNode, type RefObject } from 'react';
import { lazyPage } from './lazyPage';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  /** 'alertdialog' for a question that interrupts the person (a confirmation). */
  role?: 'dialog' | 'alertdialog';
  /** Where focus goes when the modal opens (the safe choice of a question); else its first control. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Where focus goes back to when the modal closes (the button that opened it). */
  returnFocusTo?: RefObject<HTMLElement | null>;
}

// The dialog's code (focus trap, state machine) loads the first time a modal opens: most pages
// open none, and it is among the heaviest parts of the UI kit.
const ModalDialog = lazyPage(() => import('./ModalDialog').then((m) => m.default));

/** A dialog with a title, a body and a close button; Escape and the backdrop close it too. */
export function Modal(props: ModalProps) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <ModalDialog {...props} />
    </Suspense>
  );
}
