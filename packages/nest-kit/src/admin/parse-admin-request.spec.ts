import { describe, expect, it } from '@jest/globals';
import { deleteMaterialRequestSchema } from '@shop/contracts';
import { AppError } from '../errors/app-error.js';
import { parseAdminRequest } from './parse-admin-request.js';

const actor = { adminId: 7, username: 'jana' };

function errorBodyOf(payload: unknown) {
  try {
    parseAdminRequest(deleteMaterialRequestSchema, payload);
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    return (error as AppError).toBody();
  }
  throw new Error('expected an error');
}

describe('parseAdminRequest', () => {
  it('returns the parsed message of a signed-in admin', () => {
    expect(parseAdminRequest(deleteMaterialRequestSchema, { actor, materialId: 3 })).toEqual({
      actor,
      materialId: 3,
    });
  });

  it.each([
    ['no actor', { materialId: 3 }],
    ['an actor without id', { actor: { username: 'jana' }, materialId: 3 }],
    ['an actor with an empty name', { actor: { adminId: 7, username: '' }, materialId: 3 }],
    ['an actor claiming more', { actor: { ...actor, role: 'root' }, materialId: 3 }],
    ['no message at all', undefined],
    ['a string', 'admin'],
  ])('answers 401 for %s, before looking at the fields', (_label, payload) => {
    expect(errorBodyOf(payload)).toEqual({
      status: 401,
      code: 'UNAUTHORIZED',
      message: 'An admin session is required',
    });
  });

  it('answers 400 naming the field when the admin sent an invalid one', () => {
    expect(errorBodyOf({ actor, materialId: 'three' })).toMatchObject({
      status: 400,
      issues: [{ path: 'materialId' }],
    });
  });
});
