import * as z from 'zod/mini';

/**
 * The gateway's word about who asks: set from the admin session only, never from a body. Every
 * admin message carries it, and the pricing service refuses a message without it (401).
 */
export const adminActorSchema = z.strictObject({
  adminId: z.int().check(z.positive()),
  username: z.string().check(z.minLength(1)),
});
export type AdminActor = z.infer<typeof adminActorSchema>;

/** Reply of a delete over NATS; the gateway answers it with 204 and no body. */
export const deletedResponseSchema = z.strictObject({ deleted: z.literal(true) });
export type DeletedResponse = z.infer<typeof deletedResponseSchema>;
