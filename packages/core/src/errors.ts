import { z } from 'zod';

/** The one error body every API answer uses. */
export const ZErrorBody = z.object({
  error: z.object({
    code: z.string(),
    /** A sentence for people: what happened and what to do. */
    message: z.string(),
    /** The request's input the message is about, as a dot path, when one failed its check. */
    field: z.string().optional(),
  }),
});
export type ErrorBody = z.infer<typeof ZErrorBody>;
