/**
 * A long command's progress on standard error, when that is a terminal: one line redrawn in
 * place at each step and twice a second (the step, what it has done of what it knows, the time
 * spent and, where it knows a total, the time left), then a final line. In a pipe, a file or
 * under systemd nothing is drawn, and standard output is never touched: scripts read it.
 */
import type { Counts, Progress } from "../backup/progress";
import { noProgress } from "../backup/progress";

/** Twice a second: at least once a second however late the event loop wakes the timer. */
const REDRAW_MS = 500;
/** Back to the line's start, and everything after the cursor cleared. */
const CLEAR_LINE = "\r\x1b[K";

type Terminal = Pick<NodeJS.WriteStream, "write" | "isTTY" | "columns">;

const UNITS = ["B", "KiB", "MiB", "GiB", "TiB"];

function formatBytes(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return unit === 0 ? `${value} B` : `${value.toFixed(1)} ${UNITS[unit]}`;
}

function formatDuration(ms: number): string {
  const seconds = Math.round(ms / 1000);
  const two = (n: number) => String(n).padStart(2, "0");
  const [h, m, s] = [Math.floor(seconds / 3600), Math.floor(seconds / 60) % 60, seconds % 60];
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${m}:${two(s)}`;
}

interface Step {
  name: string;
  unit: string;
  totals: Counts;
  bytes: number;
  items: number;
  startedAt: number;
}

/** "12.0 MiB of 40.0 MiB, 312 of 400 files": what is known, nothing where nothing is. */
function doneOf({ bytes, items, unit, totals }: Step) {
  const parts = [];
  if (totals.bytes !== undefined)
    parts.push(`${formatBytes(bytes)} of ${formatBytes(totals.bytes)}`);
  else if (bytes > 0) parts.push(formatBytes(bytes));
  if (totals.items !== undefined) parts.push(`${items} of ${totals.items} ${unit}`);
  else if (items > 0) parts.push(`${items} ${unit}`);
  return parts.join(", ");
}

/** A pace is told once the step has run this long and done this much of its total. */
const PACE_AFTER_MS = 1000;
const PACE_AFTER_FRACTION = 0.05;

/** The step's time left at its pace so far, from its bytes (else its items) and their total. */
function timeLeft(step: Step, now: number): number | undefined {
  const fraction = step.totals.bytes
    ? step.bytes / step.totals.bytes
    : step.totals.items
      ? step.items / step.totals.items
      : undefined;
  const spent = now - step.startedAt;
  if (fraction === undefined || fraction < PACE_AFTER_FRACTION || fraction >= 1) return undefined;
  if (spent < PACE_AFTER_MS) return undefined;
  return (spent * (1 - fraction)) / fraction;
}

/** The task run with a Progress drawn on `terminal` when it is one, and with none otherwise. */
export async function withProgress<T>(
  title: string,
  task: (progress: Progress) => Promise<T>,
  terminal: Terminal = process.stderr,
): Promise<T> {
  if (!terminal.isTTY) return task(noProgress);
  const startedAt = Date.now();
  let step: Step | undefined;
  const steps: Step[] = [];

  const fit = (text: string) =>
    terminal.columns && text.length >= terminal.columns
      ? `${text.slice(0, terminal.columns - 2)}…`
      : text;
  const draw = () => {
    const now = Date.now();
    const parts = [step ? `${title}: ${step.name}` : title];
    const done = step && doneOf(step);
    if (done) parts.push(done);
    const left = step && timeLeft(step, now);
    parts.push(
      `${formatDuration(now - startedAt)} elapsed${left === undefined ? "" : `, about ${formatDuration(left)} left`}`,
    );
    terminal.write(`${CLEAR_LINE}${fit(parts.join(" · "))}`);
  };
  const shown: Progress = {
    step(name, unit, totals = {}) {
      // The step that ends is drawn as it ended, then the new one from zero.
      if (step) draw();
      step = { name, unit, totals, bytes: 0, items: 0, startedAt: Date.now() };
      steps.push(step);
      draw();
    },
    add({ bytes = 0, items = 0 }) {
      if (!step) return;
      step.bytes += bytes;
      step.items += items;
    },
  };
  /** The time, and what each step did: printed whole, wrapped by the terminal when long. */
  const finalLine = () => {
    const done = steps
      .map((each) => ({ name: each.name, done: doneOf({ ...each, totals: {} }) }))
      .filter((each) => each.done)
      .map((each) => `${each.name} ${each.done}`);
    return `${title}: finished in ${formatDuration(Date.now() - startedAt)}${done.length ? ` (${done.join("; ")})` : ""}`;
  };

  draw();
  const timer = setInterval(draw, REDRAW_MS);
  const previous = interrupting;
  interrupting = (message) => {
    terminal.write(`${CLEAR_LINE}${message}\n`);
    draw();
  };
  try {
    const result = await task(shown);
    terminal.write(`${CLEAR_LINE}${finalLine()}\n`);
    return result;
  } catch (error) {
    // The error's message is printed next, on a clean line.
    terminal.write(CLEAR_LINE);
    throw error;
  } finally {
    clearInterval(timer);
    interrupting = previous;
  }
}

let interrupting: ((message: string) => void) | undefined;

/** Prints a message on standard error, above the progress line while one is drawn. */
export function printAboveProgress(message: string) {
  if (interrupting) interrupting(message);
  else console.error(message);
}
