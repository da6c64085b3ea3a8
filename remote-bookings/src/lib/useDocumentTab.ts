import { useState } from 'react';
import { HTTPError } from '@portal/shared/api';
import { report } from '@portal/shared/reporting';

interface DocumentTabOptions {
  /** The status of the server's own refusal (no certificate yet, no consent, a tag it cannot print): said, not reported. */
  refusal: number;
  /** What the page says when the link could not be had. */
  message: (error: unknown) => Promise<string>;
}

/**
 * Opens a document portal-api makes (a PDF behind a short-lived signed link) in a new tab. The tab opens
 * while the click still counts as the person's, then goes to the link; if the link cannot be had, the tab
 * closes and `failure` says why. `opening` is the key of the document on its way (a page may offer
 * several, as the pet tag's papers), for its button's spinner.
 */
export function useDocumentTab<Key = true>({ refusal, message }: DocumentTabOptions) {
  const [opening, setOpening] = useState<Key | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const open = async (key: Key, link: () => Promise<string>) => {
    const tab = window.open('', '_blank');
    if (tab) tab.opener = null;
    setOpening(key);
    setFailure(null);
    try {
      const url = await link();
      if (tab) tab.location.href = url;
      else window.location.assign(url);
    } catch (error) {
      tab?.close();
      if (!(error instanceof HTTPError && error.response.status === refusal)) report(error, {});
      setFailure(await message(error));
    } finally {
      setOpening(null);
    }
  };
  return { opening, failure, clearFailure: () => setFailure(null), open };
}
