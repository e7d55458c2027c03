import type { FastifyError, FastifyInstance } from 'fastify';
import { HttpError } from '../http/errors';
import type { ClientFallback } from './static-client';

// One error handler (architecture rule 7): JSON { message } for every failure, no internals on 5xx.
export function registerErrorHandling(app: FastifyInstance, clientFallback: ClientFallback | null): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).headers(error.headers).send({ message: error.message });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send({ message: 'Something went wrong on our side. Please try again.' });
    }
    return reply.code(status).send({ message: clientErrorMessage(error) });
  });

  // Unknown /api/* paths are JSON 404; other GETs belong to the client router when it is served.
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isApi = pathname === '/api' || pathname.startsWith('/api/');
    if (clientFallback && !isApi && (request.method === 'GET' || request.method === 'HEAD')) {
      return clientFallback(request, reply);
    }
    return reply.code(404).send({ message: `No such API route: ${request.method} ${pathname}` });
  });
}

function clientErrorMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is not valid JSON';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request body is too large';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported content type; send JSON';
    default:
      return error.message;
  }
}
