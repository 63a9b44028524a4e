import { z } from 'zod'

/**
 * The id a browser gives a submission so that a repeat of it is stored once (spec 03, the lead
 * envelope): printable text, since a control character (a NUL) is stored by one database and
 * refused by another, and cannot be written into a mail or a log line as it was sent.
 */
export const formSubmissionIdSchema = z
  .string({ error: 'formSubmissionId is required' })
  .trim()
  .min(1, 'formSubmissionId is required')
  .max(100, 'formSubmissionId must be at most 100 characters')
  .regex(/^[^\p{Cc}]+$/u, 'formSubmissionId must not contain control characters')
