import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  raw: string;
}

function decodeBody(body: string, encoding: string | undefined): string {
  const kind = encoding?.toLowerCase().trim();
  if (kind === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (kind === 'quoted-printable') {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

function splitHeaders(part: string): { headers: Record<string, string>; body: string } {
  const at = part.search(/\r?\n\r?\n/);
  const head = at === -1 ? part : part.slice(0, at);
  const body = at === -1 ? '' : part.slice(at).replace(/^\r?\n\r?\n/, '');
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body };
}

/** Decodes an RFC 2047 encoded-word subject (`=?UTF-8?B?...?=` or `?Q?`). */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_, _charset, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeBody(text.replace(/_/g, ' '), 'quoted-printable'),
    );
}

/** Reads the subject and the text and HTML parts of a message as nodemailer writes it. */
export function parseMail(raw: string, to: string[] = []): ReceivedMail {
  const { headers, body } = splitHeaders(raw);
  const mail: ReceivedMail = { to, subject: decodeWords(headers.subject ?? ''), text: '', html: '', raw };
  const visit = (partHeaders: Record<string, string>, partBody: string) => {
    const type = partHeaders['content-type'] ?? 'text/plain';
    const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
    if (type.startsWith('multipart/') && boundary) {
      for (const piece of partBody.split(`--${boundary}`).slice(1)) {
        if (piece.startsWith('--')) break;
        const inner = splitHeaders(piece.replace(/^\r?\n/, ''));
        visit(inner.headers, inner.body);
      }
      return;
    }
    const decoded = decodeBody(partBody, partHeaders['content-transfer-encoding']);
    if (type.startsWith('text/html')) mail.html ||= decoded;
    else if (type.startsWith('text/plain')) mail.text ||= decoded;
  };
  visit(headers, body);
  return mail;
}

/** The first link in a mail's text that points at `path` (for example `/confirm`). */
export function linkIn(mail: ReceivedMail, path: string): URL {
  const match = mail.text.match(/https?:\/\/\S+/g)?.find((url) => new URL(url).pathname.endsWith(path));
  if (!match) throw new Error(`no ${path} link in mail "${mail.subject}"`);
  return new URL(match);
}

/** A real SMTP server on a free local port that keeps what it receives. */
export class MailInbox {
  readonly mails: ReceivedMail[] = [];
  private readonly server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData: (stream, session, callback) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address);
        this.mails.push(parseMail(Buffer.concat(chunks).toString('utf8'), to));
        this.onMail?.(this.mails.at(-1) as ReceivedMail);
        callback();
      });
    },
  });
  onMail?: (mail: ReceivedMail) => void;

  async start(): Promise<string> {
    await new Promise<void>((done) => this.server.listen(0, '127.0.0.1', done));
    const { port } = this.server.server.address() as AddressInfo;
    return `smtp://127.0.0.1:${port}`;
  }

  for(address: string): ReceivedMail[] {
    return this.mails.filter((mail) => mail.to.includes(address.toLowerCase()) || mail.to.includes(address));
  }

  close(): Promise<void> {
    return new Promise((done) => this.server.close(() => done()));
  }
}
