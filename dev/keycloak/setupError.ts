/** A failure with a one-line explanation for the person at the terminal; no stack trace. */
export class SetupError extends Error {}
