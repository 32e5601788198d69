import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The headers of a public verification document (a credential, a status list, the DID document):
 * a verifier running in a browser on another site reads it with `fetch`. Nothing personal is in
 * them and no cookie is needed (`*` never carries credentials), so every origin may read them, and
 * embed them, instead of the same-origin default of every other answer. Set at the request's start,
 * so an error answer (an unknown code) is readable too.
 */
export async function readableFromAnyOrigin(_request: FastifyRequest, reply: FastifyReply): Promise<void> {
  reply.header('access-control-allow-origin', '*');
  reply.header('cross-origin-resource-policy', 'cross-origin');
}
