import http from 'node:http';
import type { AddressInfo } from 'node:net';
import twilio from 'twilio';
import type RequestClient from 'twilio/lib/base/RequestClient';

/** One "send a text" request the fake Twilio API received. */
export interface TwilioCall {
  path: string;
  /** The Basic credentials, decoded ("<AccountSid>:<AuthToken>"). */
  credentials: string;
  form: URLSearchParams;
}

export interface LocalTwilioApi {
  /** Give this to twilio(sid, token, { httpClient }): the SDK's own requests, sent to this server. */
  httpClient: twilio.RequestClient;
  calls: TwilioCall[];
  close(): Promise<void>;
}

/**
 * The twilio SDK has no base-URL option: every resource builds https://api.twilio.com/… itself (edge and region only
 * change the host's labels). What it does let you replace is its HTTP client (ClientOpts.httpClient, a RequestClient).
 * This one is the SDK's own RequestClient (axios, auth, form encoding, error handling all unchanged) with the origin of
 * each request swapped for a local server's.
 */
class LocalRequestClient extends twilio.RequestClient {
  constructor(private readonly origin: string) {
    super({ timeout: 5000 });
  }

  request<TData>(opts: RequestClient.RequestOptions<TData>) {
    const target = new URL(opts.uri);
    const local = new URL(this.origin);
    target.protocol = local.protocol;
    target.host = local.host;
    return super.request({ ...opts, uri: target.toString() });
  }
}

/**
 * A local server answering POST /2010-04-01/Accounts/{AccountSid}/Messages.json as Twilio documents it
 * (https://www.twilio.com/docs/messaging/api/message-resource#create-a-message-resource: 201 with the Message resource).
 */
export async function startLocalTwilioApi(): Promise<LocalTwilioApi> {
  const calls: TwilioCall[] = [];
  let sequence = 0;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
      const credentials = Buffer.from((req.headers.authorization ?? '').replace(/^Basic /, ''), 'base64').toString('utf8');
      calls.push({ path: req.url ?? '', credentials, form });
      const match = /^\/2010-04-01\/Accounts\/(AC[0-9a-f]{32})\/Messages\.json$/.exec(req.url ?? '');
      res.setHeader('content-type', 'application/json');
      if (req.method !== 'POST' || !match) {
        res.statusCode = 404;
        res.end(JSON.stringify({ code: 20404, message: 'The requested resource was not found', status: 404 }));
        return;
      }
      const sid = `SM${String(++sequence).padStart(32, '0')}`;
      res.statusCode = 201;
      res.end(JSON.stringify({
        sid, account_sid: match[1], to: form.get('To'), from: form.get('From'), body: form.get('Body'), status: 'queued',
        num_segments: '1', direction: 'outbound-api', api_version: '2010-04-01', price: null, price_unit: 'USD',
        date_created: new Date().toUTCString(), date_updated: new Date().toUTCString(), date_sent: null,
        error_code: null, error_message: null, uri: `/2010-04-01/Accounts/${match[1]}/Messages/${sid}.json`, subresource_uris: {},
      }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    httpClient: new LocalRequestClient(`http://127.0.0.1:${port}`),
    calls,
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}
