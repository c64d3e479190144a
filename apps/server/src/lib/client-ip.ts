import type { FastifyRequest } from 'fastify';

/** The caller's address; behind a trusted proxy Fastify has already read X-Forwarded-For. */
export const clientIp = (request: FastifyRequest) => request.ip;
