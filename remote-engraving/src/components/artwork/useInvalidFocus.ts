import { useEffect, useState, type RefObject } from 'react';

/**
 * Focus after a Next that found flags: the first flagged field inside `container` (after the render
 * that shows the flags). Answers the function that asks for it.
 */
export function useInvalidFocus(container: RefObject<HTMLElement | null>): () => void {
  const [request, setRequest] = useState(0);
  useEffect(() => {
    if (!request) return;
    const invalid = container.current?.querySelector<HTMLElement>(
      'input[aria-invalid="true"], select[aria-invalid="true"], [role="radiogroup"][aria-invalid="true"] input',
    );
    invalid?.focus();
  }, [request, container]);
  return () => setRequest((n) => n + 1);
}
