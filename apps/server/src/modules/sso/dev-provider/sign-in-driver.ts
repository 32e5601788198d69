/**
 * Walks the local provider's sign-in as a browser would (redirects, cookies, the account form)
 * and returns the URL the provider sends the browser back to. Tests use it to get a real code.
 */
export async function signInAtDevProvider(authorizeUrl: string, accountSub: string): Promise<URL> {
  const cookies = new Map<string, string>();
  const remember = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
  };
  const cookieHeader = () => [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');

  let url = new URL(authorizeUrl);
  let init: RequestInit = { method: 'GET' };
  for (let hop = 0; hop < 10; hop++) {
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), cookie: cookieHeader() },
    });
    remember(response);
    const location = response.headers.get('location');
    if (location) {
      const next = new URL(location, url);
      if (next.origin !== url.origin) return next;
      url = next;
      init = { method: 'GET' };
      continue;
    }
    const html = await response.text();
    const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
    if (!action) throw new Error(`no sign-in form at ${url} (${response.status}): ${html.slice(0, 200)}`);
    url = new URL(action, url);
    init = {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ account: accountSub }).toString(),
    };
  }
  throw new Error('too many redirects');
}
