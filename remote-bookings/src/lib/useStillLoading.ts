import { useEffect, useState, type RefObject } from 'react';

/** What a part still loading shows inside an element: the shared spinner (Chakra's), in this remote's and remote-catalog's pages alike. */
const LOADING = '.chakra-spinner';

/**
 * Whether an element still shows a spinner (e.g. the confirmation's cart, federated from remote-catalog,
 * which loads its module and then its lines): watched while `active`, without a contract with the part
 * inside, so a catalog released before this hook is watched too.
 */
export function useStillLoading(ref: RefObject<HTMLElement | null>, active: boolean): boolean {
  const [loading, setLoading] = useState(active);
  useEffect(() => {
    const element = ref.current;
    if (!active || !element) {
      setLoading(false);
      return;
    }
    const look = () => setLoading(element.querySelector(LOADING) !== null);
    look();
    const observer = new MutationObserver(look);
    observer.observe(element, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [ref, active]);
  return loading;
}
