import fastifyCookie from '@fastify/cookie';
import { type NestFastifyApplication } from '@nestjs/platform-fastify';

/**
 * Lets routes read `request.cookies` and write `reply.setCookie` (the cart's visitor id, the admin
 * session). Registered once for the whole gateway, whoever needs it first: a second registration
 * of @fastify/cookie would fail at start, so this is the one place that does it.
 */
export async function registerCookies(app: NestFastifyApplication): Promise<void> {
  if (app.getHttpAdapter().getInstance().hasRequestDecorator('cookies')) return;
  await app.register(fastifyCookie);
}
