import net from 'node:net';

/**
 * Whether a link can be printed in a book: http(s) on a public host. Never localhost, a loopback, private, link-local
 * or unspecified address (127.x, 10.x, 172.16-31.x, 192.168.x, 169.254.x, 0.x, 100.64-127.x, ::1, fc00::/7, fe80::/10),
 * a local-only name (*.local, *.localhost, *.internal, *.lan, *.home.arpa) or a single-label name (a container's
 * "media:4004"). A QR code on paper that leads to one of those is dead for the family holding the book.
 */
export function isPublicUrl(value: string | undefined): boolean {
  if (!value) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  const host = url.hostname.toLowerCase().replace(/^\[|\]$/g, '').replace(/\.$/, '');
  if (!host) return false;
  if (net.isIPv4(host)) return !isPrivateIPv4(host);
  if (net.isIPv6(host)) return !isPrivateIPv6(host);
  if (!host.includes('.')) return false;
  return !/(^|\.)(localhost|local|internal|lan|home\.arpa|localdomain)$/.test(host);
}

function isPrivateIPv4(address: string): boolean {
  const [a, b] = address.split('.').map(Number);
  return (
    a === 0 || a === 10 || a === 127 ||
    (a === 100 && b >= 64 && b <= 127) ||
    (a === 169 && b === 254) ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    a >= 224
  );
}

function isPrivateIPv6(address: string): boolean {
  const lower = address.toLowerCase();
  if (lower === '::' || lower === '::1') return true;
  // IPv4-mapped (::ffff:127.0.0.1, or as hex after URL normalisation: ::ffff:7f00:1).
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  if (mapped) return isPrivateIPv4(mapped[1]);
  const mappedHex = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(lower);
  if (mappedHex) {
    const high = parseInt(mappedHex[1], 16);
    const low = parseInt(mappedHex[2], 16);
    return isPrivateIPv4(`${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`);
  }
  const first = parseInt(lower.split(':')[0] || '0', 16);
  return (first & 0xfe00) === 0xfc00 || (first & 0xffc0) === 0xfe80 || (first & 0xff00) === 0xff00;
}

/** The link to print, or undefined when it would lead nowhere for the family (the book then shows less). */
export function printableLink(value: string | undefined): string | undefined {
  return isPublicUrl(value) ? value : undefined;
}
