import * as z from 'zod/mini';

/** Largest quantity of one cart line. */
export const MAX_LINE_QUANTITY = 10_000;

/** Most lines one cart may hold; the 201st is refused. */
export const MAX_CART_LINES = 200;

/** A line's quantity: a whole number from 1 to 10000, given as a JSON number. */
export const cartQuantitySchema = z
  .number({
    error: (issue) => (issue.input === undefined ? 'Required' : 'Must be a valid number'),
  })
  .check(
    z.refine(Number.isSafeInteger, 'Must be a whole number'),
    z.gte(1, 'Must be at least 1'),
    z.lte(MAX_LINE_QUANTITY, `Must be at most ${MAX_LINE_QUANTITY}`),
  );

/** Id of a cart, and of a line in it: a random UUID. */
export const cartIdSchema = z.uuid('Must be a UUID');
export const cartLineIdSchema = z.uuid('Must be a UUID');

/** A positive whole number id (material, product), given as a JSON number. */
export const positiveIdSchema = () =>
  z
    .number({
      error: (issue) => (issue.input === undefined ? 'Required' : 'Must be a valid number'),
    })
    .check(
      z.refine(Number.isSafeInteger, 'Must be a whole number'),
      z.positive('Must be greater than 0'),
    );
