import { createContext, useContext } from 'react';

/**
 * The CSP nonce of the current response. Pages shared by every visitor have none (their inline
 * scripts are allowed by hash, see the server's web/public-page.ts), nor does the browser need one.
 */
export const NonceContext = createContext('');
export const useNonce = () => useContext(NonceContext) || undefined;
