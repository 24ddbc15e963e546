/**
 * How console routes use the API: a clientLoader gets its data or, without
 * a session, goes to sign in (coming back afterwards); any other refusal
 * becomes an error its page shows. A clientAction gets the outcome, and a
 * refusal's status for its form to explain, keeping what was typed.
 */
import { data, redirect } from "react-router";

import type { AnswerOf, Endpoint } from "~/lib/console-api/endpoint";

import { consolePaths } from "../paths";
import { ApiProblem, type CallArgs, apiCall } from "./client";

/** The sign-in page, which sends the person on to `next` once they are in. */
export function signInPath(next?: string): string {
  return next ? `${consolePaths.signIn}?${new URLSearchParams({ next })}` : consolePaths.signIn;
}

/** Where to go after signing in: a page of the console, never another site. */
export function safeNext(next: string | null): string | undefined {
  return next?.startsWith(`${consolePaths.signIn}/`) ? next : undefined;
}

const pathOf = (request: Request) => {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}`;
};

/** A refusal as the error a page's boundary shows (components/page-error.tsx); no answer reads as 503. */
export function problemResponse(status: number) {
  return data({ status }, { status: status || 503 });
}

/** 401 sends the person to sign in, coming back here afterwards. */
function routeError(error: unknown, request: Request): unknown {
  if (!(error instanceof ApiProblem)) return error;
  if (error.status === 401) return redirect(signInPath(pathOf(request)));
  return problemResponse(error.status);
}

export async function loadFromApi<E extends Endpoint>(
  request: Request,
  endpoint: E,
  ...call: CallArgs<E>
): Promise<AnswerOf<E>> {
  try {
    return await apiCall(endpoint, ...call);
  } catch (error) {
    throw routeError(error, request);
  }
}

/** A refusal's status, a 422's reasons (each naming what was wrong), and a 429's wait in seconds. */
export type Outcome<T> =
  { ok: true; value: T } | { ok: false; status: number; problems: string[]; retryAfter?: number };

export async function actOnApi<E extends Endpoint>(
  request: Request,
  endpoint: E,
  ...call: CallArgs<E>
): Promise<Outcome<AnswerOf<E>>> {
  try {
    return { ok: true, value: await apiCall(endpoint, ...call) };
  } catch (error) {
    if (error instanceof ApiProblem && error.status !== 401) {
      const { status, problems, retryAfter } = error;
      return { ok: false, status, problems, retryAfter };
    }
    throw routeError(error, request);
  }
}

/** A form field's text, trimmed ("" when absent). */
export function fieldOf(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value.trim() : "";
}
