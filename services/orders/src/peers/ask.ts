import { AppError, type ServiceReply } from '@shop/nest-kit';

/** Names of the services the orders service asks, for the 503's message. */
const serviceNames: Record<string, string> = {
  cart: 'the cart',
  pricing: 'the pricing service',
};

/**
 * The answer of a service that must answer for the order to go on: a refusal is passed on with
 * its own status, an absent service is a 503 (nothing has been written yet).
 */
export function answerOrThrow<Response>(reply: ServiceReply<Response>): Response {
  switch (reply.outcome) {
    case 'answered':
      return reply.response;
    case 'refused': {
      const { status, code, message, issues } = reply.error;
      throw new AppError(status, code, message, issues);
    }
    case 'unavailable':
      throw AppError.unavailable(
        `Orders cannot be placed right now: ${serviceNames[reply.service] ?? reply.service} is not available; try again shortly`,
      );
  }
}
