import { z } from './zod.ts';

/** The largest value of PostgreSQL's `integer` (int4), the type of every id column. */
export const INT4_MAX = 2_147_483_647;

/**
 * A row id as the database stores it: a whole number from 1 to 2147483647. Anything else is
 * ID_INVALID, never a query that PostgreSQL refuses with "out of range for type integer" (a 500).
 * Path and query values are text, so they are coerced first.
 */
export const idField = z.coerce
  .number({ error: 'ID_INVALID' })
  .int({ error: 'ID_INVALID' })
  .min(1, { error: 'ID_INVALID' })
  .max(INT4_MAX, { error: 'ID_INVALID' });

/** The same bounds for an id that is a JSON number already (a body field). */
export const idNumber = z
  .number({ error: 'ID_INVALID' })
  .int({ error: 'ID_INVALID' })
  .min(1, { error: 'ID_INVALID' })
  .max(INT4_MAX, { error: 'ID_INVALID' });

/** `/things/:id` */
export const idParamsSchema = z.object({ id: idField });

const ID_LIST = /^\d{1,10}(,\d{1,10})*$/;

/** Comma-separated ids in a query (`ids=4,8,15`): the first `max` distinct ones, each an int4 id. */
export function idListField(max: number) {
  return z
    .string()
    .max(max * 11)
    .regex(ID_LIST, { error: 'ID_INVALID' })
    .transform((value) => [...new Set(value.split(',').map(Number))].slice(0, max))
    .pipe(z.array(idNumber));
}
