/**
 * The hostile load (hostile-requests.ts says what it sends), driven from many
 * loopback addresses at once, each as its own client: per address one request
 * after another at full speed and a few slow ones held open, slowloris-style;
 * meanwhile a visitor sends demo requests and contact messages from addresses
 * of their own. Each request goes over a socket of its own, and is answered
 * when the status line arrives; what the load counts is that line's status,
 * or how the connection ended without one.
 */
import { request as httpRequest } from "node:http";
import { type Socket, connect } from "node:net";

import { SESSION_COOKIE } from "../../server/plugins/authentication.ts";
import { softwareAuthenticator } from "../../tests/server/support/software-authenticator.ts";
import { type Attempt, MILLION_CHARACTER_ID, type Pace, type Sent } from "./hostile-requests.ts";

/**
 * How an attempt ended: a status ("413"), or without one: the server closed
 * the connection ("closed") or reset it ("reset"), nothing listened
 * ("refused"), no answer within the wait for one ("no answer"), or a slow
 * attempt that was still being let in when its bound came ("gave up").
 */
export type Outcome = string;

/** `count` loopback addresses from 127.0.`third`.`first` on. */
export const loopbackAddresses = (count: number, third = 0, first = 2) =>
  Array.from({ length: count }, (_, index) => `127.0.${third}.${first + index}`);

export interface LoadOptions {
  port: number;
  attempts: Attempt[];
  /** The hostile clients' addresses. */
  addresses: string[];
  /** Slow attempts each address holds open at once. */
  slowPerAddress: number;
  /** Attempts begin for this long at least, and on until each has begun once… */
  minimumMs: number;
  /** …but none begins after this. */
  maximumMs: number;
  /** A body sent a byte a second is let go this long after it began, unless the server ended it. */
  slowForMs: number;
  /** Any other attempt with no status line by then has had "no answer" (headers a line a second too). */
  answerWithinMs: number;
}

export interface AttemptCounts {
  who: string;
  route: string;
  kind: string;
  outcomes: Record<Outcome, number>;
}

/** Sends one attempt from `localAddress`: how it ended. */
export function sendAttempt(
  port: number,
  localAddress: string,
  sent: Sent,
  pace: Pace,
  { slowForMs, answerWithinMs }: Pick<LoadOptions, "slowForMs" | "answerWithinMs">,
): Promise<Outcome> {
  return new Promise((resolve) => {
    const socket = connect({ host: "127.0.0.1", port, localAddress });
    let received = "";
    let drip: NodeJS.Timeout | undefined;
    const finish = (outcome: Outcome) => {
      clearInterval(drip);
      clearTimeout(bound);
      socket.destroy();
      resolve(outcome);
    };
    // Headers the server must cut off, as it must answer what is sent at once; a body a byte a
    // second may go on longer than the server's request timeout.
    const slowBody = pace === "slow body";
    const bound = setTimeout(
      () => finish(slowBody ? "gave up" : "no answer"),
      slowBody ? slowForMs : answerWithinMs,
    );
    socket.once("connect", () => {
      if (pace === "slow headers") {
        // Everything but the empty line that ends the headers, then one more header a second.
        socket.write(sent.head.slice(0, -2));
        drip = setInterval(() => socket.write("X-Drip: 1\r\n"), 1000);
      } else if (pace === "slow body") {
        socket.write(sent.head);
        drip = setInterval(() => socket.write("a"), 1000);
      } else {
        socket.write(sent.head);
        if (sent.body.length > 0) socket.write(sent.body);
      }
    });
    socket.on("data", (chunk: Buffer) => {
      received += chunk.toString("latin1", 0, Math.min(chunk.length, 32));
      const status = /^HTTP\/1\.[01] (\d{3}) /.exec(received)?.[1];
      if (status) finish(status);
      else if (received.length >= 16) finish("garbled");
    });
    socket.on("error", (error: NodeJS.ErrnoException) =>
      finish(error.code === "ECONNREFUSED" ? "refused" : "reset"),
    );
    socket.on("close", () => finish("closed"));
  });
}

/**
 * Runs the load: every address sends the attempts sent at once one after
 * another, and holds `slowPerAddress` slow ones open; the lanes share each list
 * out in its order, so that what comes first in it is tried first. Besides,
 * every address sends those marked `again` one after another all along.
 * Returns the counts per attempt.
 */
export async function runHostileLoad(options: LoadOptions): Promise<AttemptCounts[]> {
  const { attempts, addresses, minimumMs, maximumMs, slowForMs, answerWithinMs } = options;
  const counts = attempts.map((attempt): AttemptCounts => ({
    who: attempt.who,
    route: attempt.route,
    kind: attempt.kind,
    outcomes: {},
  }));
  const started = Date.now();
  const begun = new Set<number>();
  /**
   * A lane starts another attempt while one of its list has not begun yet, or (till the
   * maximum) while the attempt can end within the minimum: a slow one may take `lasting`.
   */
  const goOn = (list: number[], lasting: number) => {
    const elapsed = Date.now() - started;
    if (elapsed >= maximumMs) return false;
    return elapsed + lasting < minimumMs || list.some((index) => !begun.has(index));
  };
  /** Lane `place` of `lanes` takes every lanes-th attempt of `list` from its place on, in order. */
  const lane = async (
    address: string,
    list: number[],
    place: number,
    lanes: number,
    lasting: number,
  ) => {
    for (let step = place; list.length > 0 && goOn(list, lasting); step += lanes) {
      const index = list[step % list.length] as number;
      const attempt = attempts[index] as Attempt;
      begun.add(index);
      const outcome = await sendAttempt(
        options.port,
        address,
        attempt.make(),
        attempt.pace,
        options,
      );
      const tally = (counts[index] as AttemptCounts).outcomes;
      tally[outcome] = (tally[outcome] ?? 0) + 1;
    }
  };
  const listOf = (wanted: (attempt: Attempt) => boolean) =>
    attempts.flatMap((attempt, index) => (wanted(attempt) ? [index] : []));
  const fast = listOf((attempt) => attempt.pace === "at once");
  const slow = listOf((attempt) => attempt.pace !== "at once");
  const again = listOf((attempt) => attempt.again === true);
  const held = options.slowPerAddress;
  await Promise.all(
    addresses.flatMap((address, place) => [
      lane(address, fast, place, addresses.length, 0),
      ...(again.length > 0 ? [lane(address, again, place, 1, 0)] : []),
      ...Array.from({ length: held }, (_, slot) =>
        lane(
          address,
          slow,
          place * held + slot,
          addresses.length * held,
          Math.max(slowForMs, answerWithinMs),
        ),
      ),
    ]),
  );
  return counts;
}

/** The counts of every attempt added up by outcome. */
export function outcomeTotals(counts: AttemptCounts[]): Record<Outcome, number> {
  const totals: Record<Outcome, number> = {};
  for (const { outcomes } of counts) {
    for (const [outcome, count] of Object.entries(outcomes)) {
      totals[outcome] = (totals[outcome] ?? 0) + count;
    }
  }
  return totals;
}

/** Attempts answered with a 5xx, or ended in a way `allowed` does not list for their kind. */
export function misanswered(
  counts: AttemptCounts[],
  allowed: (kind: string, outcome: Outcome) => boolean,
): string[] {
  return counts.flatMap(({ who, route, kind, outcomes }) =>
    Object.entries(outcomes)
      .filter(([outcome]) => /^5/.test(outcome) || !allowed(kind, outcome))
      .map(([outcome, count]) => `${who}: ${route}: ${kind}: ${outcome} ×${count}`),
  );
}

export interface Lead {
  form: "demo" | "contact";
  email: string;
  status: number;
  ms: number;
}

/** A visitor's demo request (even `index`) or contact message (odd), from `localAddress`. */
export function sendLead(port: number, localAddress: string, index: number, label: string) {
  const email = `visitor.${label}.${index}@example.org`;
  const form = index % 2 === 0 ? "demo" : "contact";
  const body = JSON.stringify(
    form === "demo"
      ? {
          name: `Visitor ${index}`,
          email,
          phone: "(512) 555-0100",
          demoDate: new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10),
          locale: "en-US",
        }
      : {
          firstName: "Visitor",
          lastName: String(index),
          email,
          inquiryType: "support",
          message: "How do reimbursements work for tutoring?",
          locale: "en-US",
        },
  );
  const path = form === "demo" ? "/api/demo-requests" : "/api/contact-messages";
  const started = performance.now();
  return new Promise<Lead>((resolve) => {
    const request = httpRequest(
      {
        host: "127.0.0.1",
        port,
        localAddress,
        path,
        method: "POST",
        agent: false,
        headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body) },
        timeout: 60_000,
      },
      (response) => {
        response.resume();
        response.on("end", () =>
          resolve({
            form,
            email,
            status: response.statusCode ?? 0,
            ms: performance.now() - started,
          }),
        );
      },
    );
    const failed = () => resolve({ form, email, status: 0, ms: performance.now() - started });
    request.on("error", failed);
    request.on("timeout", () => request.destroy());
    request.end(body);
  });
}

/**
 * A visitor's leads, one every `everyMs` while `busy()` holds, each from the next of
 * `addresses` in turn (so that no address passes the forms' limit per address).
 */
export async function visitorLeads({
  port,
  addresses,
  everyMs,
  busy,
  label,
}: {
  port: number;
  addresses: string[];
  everyMs: number;
  busy: () => boolean;
  label: string;
}): Promise<Lead[]> {
  const sending: Promise<Lead>[] = [];
  for (let index = 0; busy(); index += 1) {
    sending.push(sendLead(port, addresses[index % addresses.length] as string, index, label));
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
  return Promise.all(sending);
}

/**
 * Accepts the invitation `link` (as `brightway invite` prints it) as the
 * console does, with a new software passkey: the session cookie's value.
 */
export async function acceptInvitation(origin: string, publicOrigin: string, link: string) {
  const token = link.trim().split("#")[1];
  const post = (path: string, body: unknown) =>
    fetch(`${origin}/api/admin${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: publicOrigin },
      body: JSON.stringify(body),
    });
  const options = await post("/invitation/options", { token });
  if (options.status !== 200) throw new Error(`invitation options answered ${options.status}`);
  const { ceremony, options: creation } = await options.json();
  const authenticator = softwareAuthenticator(publicOrigin);
  const accepted = await post("/invitation/accept", {
    token,
    ceremony,
    response: authenticator.register(creation),
  });
  if (accepted.status !== 200)
    throw new Error(`accepting the invitation answered ${accepted.status}`);
  const cookie = accepted.headers
    .getSetCookie()
    .map((line) => line.split(";")[0] ?? "")
    .find((pair) => pair.startsWith(`${SESSION_COOKIE}=`));
  if (!cookie) throw new Error("no session after accepting the invitation");
  return cookie;
}

/** Outcomes no attempt may have: the server gone, silent, or not speaking HTTP. */
const neverAllowed = new Set(["refused", "no answer", "garbled"]);

/**
 * Whether an attempt of `kind` may end with `outcome`. Never a 5xx, and never
 * without an answer but where Node's own limits end the connection (a header
 * past its limit, headers or a body a byte a second); past a route's limits, a 4xx.
 */
export function endedAsExpected(kind: string, outcome: Outcome): boolean {
  if (neverAllowed.has(outcome)) return false;
  const status = /^\d{3}$/.test(outcome) ? Number(outcome) : undefined;
  if (status !== undefined && status >= 500) return false;
  if (/over the limit|one byte longer/.test(kind)) return status !== undefined && status >= 400;
  // A megabyte sent to a route that reads 8 KiB: the server answers 413 and closes at once, and
  // the client's kernel may take the close as a reset while the rest is still being written
  // (RFC 9112 §9.6), losing the 413 it had not read yet.
  if (kind === MILLION_CHARACTER_ID) return outcome === "reset" || (status ?? 0) >= 400;
  // Node ends these connections, with a 431 or 408 or without a word; a body a byte a second
  // is cut off at the request timeout (30 s), and a load shorter than that gives up first.
  if (/past Node's limit|a second/.test(kind)) return status === undefined || status >= 400;
  return status !== undefined;
}

export interface HeldConnections {
  /** Connections the server closed as they came, or within `settleMs` of what they sent. */
  refused: number;
  /** Connections still open after that. */
  held: number;
  /** Closes them all. */
  release: () => void;
}

/**
 * Opens `count` connections from `addresses` in turn, a hundred at a time, each sending what
 * `make` makes and then nothing more; counts how many the server refused and holds.
 */
export async function holdConnections({
  port,
  addresses,
  count,
  make,
  settleMs,
}: {
  port: number;
  addresses: string[];
  count: number;
  make: () => Sent;
  settleMs: number;
}): Promise<HeldConnections> {
  const sockets: Socket[] = [];
  let closed = 0;
  const open = (index: number) =>
    new Promise<void>((resolve) => {
      const localAddress = addresses[index % addresses.length] as string;
      const socket = connect({ host: "127.0.0.1", port, localAddress });
      sockets.push(socket);
      socket.once("connect", () => {
        const { head, body } = make();
        socket.write(head);
        socket.write(body, () => resolve());
      });
      socket.on("error", () => {});
      socket.once("close", () => {
        closed += 1;
        resolve();
      });
    });
  for (let first = 0; first < count; first += 100) {
    await Promise.all(
      Array.from({ length: Math.min(100, count - first) }, (_, offset) => open(first + offset)),
    );
  }
  await new Promise((resolve) => setTimeout(resolve, settleMs));
  return {
    refused: closed,
    held: count - closed,
    release: () => sockets.forEach((socket) => socket.destroy()),
  };
}
