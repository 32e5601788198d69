import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export const FAKE_TURNSTILE = { siteKey: 'e2e-site-key', secret: 'e2e-secret' };

/** Answers handed to each page that loads the script; one is used per tick. */
const TOKENS_PER_PAGE = 50;

/**
 * The browser half: Turnstile's `window.turnstile` API (render, reset, remove, getResponse),
 * drawing a labelled checkbox instead of a challenge frame. Ticking it answers one of the tokens
 * this server issued, in the widget's language and theme.
 */
function browserScript(tokens: string[]): string {
  return `(() => {
  const tokens = ${JSON.stringify(tokens)};
  const siteKey = ${JSON.stringify(FAKE_TURNSTILE.siteKey)};
  const labels = { en: 'I am human', th: 'ฉันเป็นมนุษย์' };
  const widgets = new Map();
  let count = 0;
  function draw(widget) {
    const label = document.createElement('label');
    label.dataset.theme = widget.options.theme;
    label.style.cssText = 'display:flex;gap:.75rem;align-items:center;min-height:65px;padding:0 1rem;border:1px solid #94a3b8;border-radius:.5rem';
    const box = document.createElement('input');
    box.type = 'checkbox';
    box.style.cssText = 'width:1.25rem;height:1.25rem';
    box.addEventListener('change', () => {
      if (!box.checked) return;
      box.disabled = true;
      widget.response = tokens.shift() || 'no-tokens-left';
      widget.options.callback?.(widget.response);
    });
    label.append(box, labels[widget.options.language] || labels.en);
    widget.root?.remove();
    widget.root = label;
    widget.response = undefined;
    widget.element.append(label);
  }
  window.turnstile = {
    render(element, options) {
      const target = typeof element === 'string' ? document.querySelector(element) : element;
      const id = 'fake-turnstile-' + ++count;
      if (options.sitekey !== siteKey) {
        target.append('Invalid site key');
        options['error-callback']?.('110100');
        return id;
      }
      const widget = { element: target, options };
      widgets.set(id, widget);
      draw(widget);
      return id;
    },
    reset(id) {
      const widget = widgets.get(id);
      if (widget) draw(widget);
    },
    remove(id) {
      widgets.get(id)?.root.remove();
      widgets.delete(id);
    },
    getResponse(id) {
      return widgets.get(id)?.response;
    },
  };
})();
`;
}

async function readForm(request: IncomingMessage): Promise<Record<string, string>> {
  let body = '';
  for await (const chunk of request) body += chunk;
  if (String(request.headers['content-type']).includes('json')) return JSON.parse(body || '{}');
  return Object.fromEntries(new URLSearchParams(body));
}

function send(response: ServerResponse, status: number, type: string, body: string) {
  response.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
  response.end(body);
}

/**
 * A Turnstile-compatible captcha service for browser journeys: the widget script at
 * `/turnstile/v0/api.js` and the `/siteverify` endpoint, which accepts each token it issued
 * once and answers as Turnstile does (`success` and `error-codes`).
 */
export async function startFakeTurnstile() {
  const issued = new Set<string>();
  const spent = new Set<string>();

  const server = createServer(async (request, response) => {
    const path = new URL(request.url ?? '/', 'http://fake.invalid').pathname;
    if (request.method === 'GET' && path === '/turnstile/v0/api.js') {
      const tokens = Array.from({ length: TOKENS_PER_PAGE }, () => `fake.${randomBytes(12).toString('hex')}`);
      for (const token of tokens) issued.add(token);
      return send(response, 200, 'text/javascript; charset=utf-8', browserScript(tokens));
    }
    if (request.method === 'POST' && path === '/siteverify') {
      const { secret, response: token } = await readForm(request);
      const errors: string[] = [];
      if (!secret) errors.push('missing-input-secret');
      else if (secret !== FAKE_TURNSTILE.secret) errors.push('invalid-input-secret');
      if (!token) errors.push('missing-input-response');
      else if (spent.has(token)) errors.push('timeout-or-duplicate');
      else if (!issued.has(token)) errors.push('invalid-input-response');
      const success = errors.length === 0;
      if (success && token) {
        issued.delete(token);
        spent.add(token);
      }
      const answer = success
        ? { success, challenge_ts: new Date().toISOString(), hostname: '127.0.0.1', 'error-codes': [] }
        : { success, 'error-codes': errors };
      return send(response, 200, 'application/json', JSON.stringify(answer));
    }
    send(response, 404, 'text/plain', 'not found');
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    scriptUrl: `${origin}/turnstile/v0/api.js`,
    verifyUrl: `${origin}/siteverify`,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}
