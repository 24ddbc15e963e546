/** The command's input: a refusal that prints the usage, and options checked by a valibot schema. */
import * as v from "valibot";

/** Wrong input: the message, then the verb's usage; exit code 2, nothing done, no setting read. */
export class UsageError extends Error {}

/** The options as `schema` makes them, or a UsageError naming each wrong one ("--impact must be …"). */
export function checked<T extends v.GenericSchema>(schema: T, input: unknown): v.InferOutput<T> {
  const result = v.safeParse(schema, input);
  if (result.success) return result.output as v.InferOutput<T>;
  const problems = result.issues.map(
    (issue) => `--${v.getDotPath(issue)} must be ${issue.message}`,
  );
  throw new UsageError(problems.join("\n"));
}

/** The file or folder `option` names, or a UsageError when it names none. */
export function required(option: string, value: unknown): string {
  if (typeof value !== "string" || value === "")
    throw new UsageError(`${option} must name a file or folder`);
  return value;
}
