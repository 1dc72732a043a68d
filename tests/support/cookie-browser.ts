// A browser for stack tests: a cookie jar (the server session is an HttpOnly cookie) in front of fetch.
export class CookieBrowser {
  private cookies = new Map<string, string>();
  constructor(private readonly baseUrl: string) {}

  async fetch(urlPath: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size) headers.set('cookie', [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    const response = await fetch(`${this.baseUrl}${urlPath}`, { ...init, headers });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      if (value && !/expires=Thu, 01 Jan 1970/i.test(line)) this.cookies.set(name, value);
      else this.cookies.delete(name);
    }
    return response;
  }

  json(urlPath: string, body: unknown, method = 'POST'): Promise<Response> {
    return this.fetch(urlPath, { method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  }
}

/** Polls `check` every 250 ms until it gives a value, or fails with what was awaited. */
export async function until<T>(what: string, check: () => Promise<T | undefined | null | false>, timeoutMs = 90_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
