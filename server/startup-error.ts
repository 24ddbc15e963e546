/** A problem that stops the start and that a person can fix: its message says how, without a stack trace. */
export class StartupError extends Error {}
