import { createContext, useContext, useState } from 'react';

/**
 * The site's one stylesheet. The production server renders it inline, so the first paint needs
 * no second request (on a slow phone network that request costs as much as the page itself);
 * hydration then keeps the same `<style>` element. Without the text (development, where Vite
 * serves and hot-reloads the file) it is an ordinary link.
 */
export const InlineStylesheetContext = createContext<string | undefined>(undefined);

const ELEMENT_ID = 'site-styles';

/** In the browser, the text the server inlined; undefined when the page has a link instead. */
function inlinedText(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const element = document.getElementById(ELEMENT_ID);
  return element instanceof HTMLStyleElement ? (element.textContent ?? '') : undefined;
}

export function Stylesheet({ href }: { href: string }) {
  const serverText = useContext(InlineStylesheetContext);
  const [text] = useState(() => serverText ?? inlinedText());
  if (text === undefined) return <link rel="stylesheet" href={href} />;
  return <style id={ELEMENT_ID} dangerouslySetInnerHTML={{ __html: text }} />;
}
