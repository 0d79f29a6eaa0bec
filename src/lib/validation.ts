import * as v from "valibot";
import { issueOf } from "../shared/validation-codes";
import { badRequest, type Issue } from "./errors";

/** Turns valibot issues into the contract's `issues: [{path, code, message, params?}]`, `path` being the field name. */
export function toIssues(issues: readonly v.BaseIssue<unknown>[]): Issue[] {
  return issues.map(issueOf);
}

/** Validates outside input; a failure is a 400 carrying the schema's messages word for word, each with its code. */
export function parseOrThrow<S extends v.GenericSchema>(schema: S, input: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, input);
  if (!result.success) throw badRequest("Validation failed", toIssues(result.issues));
  return result.output;
}
