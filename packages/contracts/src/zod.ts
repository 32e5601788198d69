import { config, z } from 'zod';

// In the browser zod must not compile parsers with `new Function`: the site's Content Security
// Policy forbids eval, and zod's probe for it (caught, but still blocked) is reported as a policy
// violation on every page that validates a form. The server keeps the faster compiled parsers.
// Every contract module imports `z` from here, so this runs before any schema is built.
// (`config`, not `z.config`: the web build treats calls on `z` as pure, see apps/web/vite.config.ts.)
if ('document' in globalThis) config({ jitless: true });

export { z };
