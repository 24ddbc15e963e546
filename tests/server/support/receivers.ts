/** Local stand-ins for where leads go: a webhook receiver and an SMTP server, on loopback. */
import { type IncomingHttpHeaders, createServer } from "node:http";
import type { AddressInfo } from "node:net";

import { SMTPServer } from "smtp-server";

export interface ReceivedWebhook {
  headers: IncomingHttpHeaders;
  body: string;
  /** The status this receiver answered with. */
  status: number;
}

/**
 * Answers each webhook with `statusFor(n)` (n = 0, 1, 2… over all requests),
 * 204 by default, after `answerAfterMs`, and remembers every request.
 */
export async function startWebhookReceiver(
  statusFor: (index: number) => number = () => 204,
  { answerAfterMs = 0 } = {},
) {
  const received: ReceivedWebhook[] = [];
  let arrivals = 0;
  const server = createServer((request, response) => {
    arrivals += 1;
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
    request.on("end", () => {
      setTimeout(() => {
        const status = statusFor(received.length);
        received.push({ headers: request.headers, body, status });
        response.writeHead(status).end();
      }, answerAfterMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/leads`,
    received,
    /** Requests that have arrived, answered or not. */
    arrivals: () => arrivals,
    /** Requests answered 2xx, by webhook-id. */
    acknowledged: () =>
      received
        .filter((hook) => hook.status < 300)
        .map((hook) => String(hook.headers["webhook-id"])),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export interface ReceivedEmail {
  /** The envelope's recipients (RCPT TO). */
  to: string[];
  /** The whole message as received: headers and body. */
  raw: string;
  /** The message with quoted-printable and encoded-word parts decoded, as a reader sees it. */
  text: string;
}

/** Decodes what nodemailer encodes: quoted-printable bodies and RFC 2047 subjects. */
function readable(raw: string): string {
  const words = raw.replace(/=\?UTF-8\?Q\?([^?]*)\?=/gi, (_, text: string) =>
    text.replaceAll("_", " "),
  );
  const joined = words.replace(/=\r?\n/g, "");
  const bytes = joined.replace(/(=[0-9A-F]{2})+/g, (run) =>
    Buffer.from(run.replaceAll("=", ""), "hex").toString("utf8"),
  );
  return bytes;
}

/**
 * An SMTP server without TLS or authentication that keeps every message it
 * accepts, with its envelope. While `refuse()` answers true, it refuses
 * messages with a 451 (try again later).
 */
export async function startSmtpServer({ refuse = () => false }: { refuse?: () => boolean } = {}) {
  const messages: string[] = [];
  const emails: ReceivedEmail[] = [];
  let refused = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      let message = "";
      stream.on("data", (chunk: Buffer) => (message += chunk.toString("utf8")));
      stream.on("end", () => {
        if (refuse()) {
          refused += 1;
          return callback(Object.assign(new Error("Try again later"), { responseCode: 451 }));
        }
        messages.push(message);
        const to = session.envelope.rcptTo.map((rcpt) => rcpt.address);
        emails.push({ to, raw: message, text: readable(message) });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    emails,
    refused: () => refused,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Polls `check` until it holds, or fails after `timeoutMs`: a check holds unless it returns false
 * or throws (one written as assertions); the last assertion's failure is the one reported.
 */
export async function waitUntil(check: () => unknown, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    let failure: unknown;
    try {
      if ((await check()) !== false) return;
    } catch (error) {
      failure = error;
    }
    if (Date.now() > deadline)
      throw failure ?? new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
