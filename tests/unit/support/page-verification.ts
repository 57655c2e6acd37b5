import {z} from 'zod';

/**
 * The `verified_against` front matter of a hand-written docs page: what the page's claims and
 * sections were checked against, in the shape the API data files use (src/api-reference/schema.ts),
 * plus the pages compared and the sections left out on purpose.
 */
const storedCopy = z
  .object({
    /** Path inside dagster-io/dagster, such as `python_modules/dagster/dagster/_core/instance/config.py`. */
    path: z.string().trim().min(1),
    /** The stored commit that was read; left out only when the copy was found by content and its commit is unknown. */
    commit: z.string().regex(/^[0-9a-f]{40}$/, 'a full 40-character commit hash').optional(),
    /** The release that copy belongs to, and how that was judged. */
    release: z.string().trim().min(1),
  })
  .strict();

export const pageVerificationSchema = z
  .object({
    /** Dagster release the page documents. */
    version: z.literal('1.10.11'),
    /** Day of the check, quoted in YAML so that it stays a string: '2026-11-27'. */
    date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "a quoted 'YYYY-MM-DD' date"),
    /** Source files the page's claims (defaults, flags, config keys, behaviour) were checked against. */
    sources: z.array(storedCopy).min(1),
    /** The real docs page or pages on the same subject whose sections were compared with this page. */
    docs: z.array(storedCopy).min(1),
    /** Sections of those pages deliberately not carried over; an empty list says none were. */
    left_out: z.array(z.object({section: z.string().trim().min(1), reason: z.string().trim().min(1)}).strict()),
    /** Where stored copies disagree, or what could not be confirmed. */
    notes: z.string().trim().min(1).optional(),
  })
  .strict();

export type PageVerification = z.infer<typeof pageVerificationSchema>;
