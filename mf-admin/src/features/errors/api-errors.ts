// The forms being rebuilt import this module from here; it moved to src/errors.
export * from '../../errors/api-errors';
