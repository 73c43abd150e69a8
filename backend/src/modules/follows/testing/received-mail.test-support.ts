/** Reads a single-part text mail as received by the loopback SMTP server: headers (unfolded, decoded) and body. */
export interface ReadMail {
  headers: Map<string, string>;
  subject: string;
  text: string;
}

export function readMail(raw: string): ReadMail {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const headers = new Map<string, string>();
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  const body = raw.slice(split + 4);
  const encoding = (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  const text =
    encoding === 'base64'
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? quotedPrintable(body)
        : body;
  return { headers, subject: encodedWords(headers.get('subject') ?? ''), text: text.replace(/\r\n/g, '\n') };
}

function quotedPrintable(body: string): string {
  const bytes = body.replace(/=\r\n/g, '');
  const out: number[] = [];
  for (let i = 0; i < bytes.length; i += 1) {
    if (bytes[i] === '=' && /^[0-9A-F]{2}$/i.test(bytes.slice(i + 1, i + 3))) {
      out.push(parseInt(bytes.slice(i + 1, i + 3), 16));
      i += 2;
    } else out.push(...Buffer.from(bytes[i], 'utf8'));
  }
  return Buffer.from(out).toString('utf8');
}

function encodedWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_match, kind: string, data: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : quotedPrintable(data.replace(/_/g, ' ')),
    );
}

/** The first URL in the text whose path starts with `path` (after any language prefix), as path + query. */
export function linkTo(text: string, path: string): string {
  const match = new RegExp(`https?://[^\\s/]+((?:/[a-z]{2})?${path}[^\\s]*)`).exec(text);
  if (!match) throw new Error(`No link to ${path} in:\n${text}`);
  return match[1];
}

export function tokenOf(link: string): string {
  return new URL(link, 'http://x').searchParams.get('token') ?? '';
}
