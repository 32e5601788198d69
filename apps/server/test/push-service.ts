import { createDecipheriv, createECDH, createHmac, createPublicKey, randomBytes, verify } from 'node:crypto';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { PUSH_SERVICE_CERT, PUSH_SERVICE_KEY } from './fixtures/push-service-tls.ts';

/** A browser's side of a push subscription: its ECDH key pair and auth secret (RFC 8291). */
export interface BrowserKeys {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  privateKey: Buffer;
}

export interface ReceivedPush {
  path: string;
  ttl: number;
  urgency: string | undefined;
  /** The decrypted body, parsed as JSON. */
  payload: { title: string; body: string; url: string; tag: string };
  /** The VAPID JWT's claims. */
  claims: { aud: string; exp: number; sub: string };
}

const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();

/** RFC 8291 §3.4 and RFC 8188: the content-encryption key and nonce of an aes128gcm body. */
function decryptAes128gcm(body: Buffer, browser: BrowserKeys): Buffer {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body.readUInt8(20);
  const serverPublic = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  if (idLength !== 65 || serverPublic[0] !== 0x04) throw new Error('keyid is not an uncompressed P-256 key');
  if (ciphertext.length > recordSize) throw new Error('more than one record');
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(browser.privateKey);
  const sharedSecret = ecdh.computeSecret(serverPublic);
  const authSecret = Buffer.from(browser.keys.auth, 'base64url');
  const browserPublic = Buffer.from(browser.keys.p256dh, 'base64url');
  const prkKey = hmac(authSecret, sharedSecret);
  const keyInfo = Buffer.concat([
    Buffer.from('WebPush: info\0'),
    browserPublic,
    serverPublic,
    Buffer.from([1]),
  ]);
  const ikm = hmac(prkKey, keyInfo);
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01')).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01')).subarray(0, 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([
    decipher.update(ciphertext.subarray(0, ciphertext.length - 16)),
    decipher.final(),
  ]);
  // The last record ends with the delimiter 0x02, then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 0x02) throw new Error('no last-record delimiter');
  return padded.subarray(0, end);
}

/** Checks `vapid t=<JWT>, k=<key>` (RFC 8292): an ES256 JWT signed by `k`, for this origin. */
function checkVapid(header: string | undefined, publicKey: string, origin: string) {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(header ?? '');
  if (!match) throw new Error(`no VAPID authorization: ${header}`);
  const [, jwt = '', key = ''] = match;
  if (key !== publicKey) throw new Error('the VAPID key is not the installation key');
  const [head = '', body = '', signature = ''] = jwt.split('.');
  const jose = JSON.parse(Buffer.from(head, 'base64url').toString()) as { alg: string };
  if (jose.alg !== 'ES256') throw new Error(`unexpected alg ${jose.alg}`);
  const point = Buffer.from(key, 'base64url');
  const verifier = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const valid = verify(
    'sha256',
    Buffer.from(`${head}.${body}`),
    { key: verifier, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!valid) throw new Error('the VAPID signature does not verify');
  const claims = JSON.parse(Buffer.from(body, 'base64url').toString()) as ReceivedPush['claims'];
  if (claims.aud !== origin) throw new Error(`aud ${claims.aud} is not ${origin}`);
  const now = Date.now() / 1000;
  if (!(claims.exp > now && claims.exp <= now + 24 * 3600)) throw new Error('exp out of range');
  if (!/^(mailto:|https:)/.test(claims.sub)) throw new Error('sub is not mailto: or https:');
  return claims;
}

/**
 * A Web Push service on a local https port that speaks the real protocol: it checks the VAPID
 * authorization against the site's public key, requires `Content-Encoding: aes128gcm` and a TTL,
 * and decrypts each message with the subscription's private key. Endpoints under `/gone/` answer
 * 410 (the subscription expired), like a real service.
 */
export class PushService {
  readonly received: ReceivedPush[] = [];
  readonly refused: string[] = [];
  private readonly browsers = new Map<string, BrowserKeys>();
  private origin = '';
  private readonly server: Server = createServer(
    { cert: PUSH_SERVICE_CERT, key: PUSH_SERVICE_KEY },
    (request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const path = request.url ?? '';
        try {
          if (request.method !== 'POST') throw new Error(`method ${request.method}`);
          if (path.startsWith('/gone/')) {
            response.statusCode = 410;
            return response.end('subscription expired');
          }
          const browser = this.browsers.get(`${this.origin}${path}`);
          if (!browser) throw new Error(`unknown subscription ${path}`);
          const claims = checkVapid(request.headers.authorization, this.vapidPublicKey, this.origin);
          if (request.headers['content-encoding'] !== 'aes128gcm') throw new Error('not aes128gcm');
          const ttl = Number(request.headers.ttl);
          if (request.headers.ttl === undefined || !Number.isInteger(ttl) || ttl < 0)
            throw new Error('no TTL');
          const plain = decryptAes128gcm(Buffer.concat(chunks), browser);
          this.received.push({
            path,
            ttl,
            urgency: request.headers.urgency as string | undefined,
            payload: JSON.parse(plain.toString('utf8')) as ReceivedPush['payload'],
            claims,
          });
          response.statusCode = 201;
          response.end();
        } catch (error) {
          this.refused.push(String(error));
          response.statusCode = 400;
          response.end(String(error));
        }
      });
    },
  );

  constructor(private readonly vapidPublicKey: string) {}

  async start(): Promise<string> {
    await new Promise<void>((done) => this.server.listen(0, '127.0.0.1', done));
    this.origin = `https://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this.origin;
  }

  /** A new browser subscription on this service (`gone` ones are answered 410). */
  subscribe(options: { gone?: boolean } = {}): BrowserKeys {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const id = randomBytes(12).toString('base64url');
    const browser: BrowserKeys = {
      endpoint: `${this.origin}/${options.gone ? 'gone' : 'push'}/${id}`,
      keys: {
        p256dh: ecdh.getPublicKey().toString('base64url'),
        auth: randomBytes(16).toString('base64url'),
      },
      privateKey: ecdh.getPrivateKey(),
    };
    this.browsers.set(browser.endpoint, browser);
    return browser;
  }

  to(browser: BrowserKeys): ReceivedPush[] {
    return this.received.filter((push) => `${this.origin}${push.path}` === browser.endpoint);
  }

  close(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((done) => this.server.close(() => done()));
  }
}
