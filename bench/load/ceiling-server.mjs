// The ceiling: a bare Fastify route answering the same claim-list JSON from memory, with no
// database, no auth and no schema. The JSON text is kept ready, so not even serializing costs:
// whatever the real endpoint adds costs throughput against this.
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const [, , port, bodyFile, path] = process.argv;
const json = readFileSync(bodyFile, 'utf8');
const app = Fastify({ logger: false });
app.get(path, async (_request, reply) => reply.type('application/json; charset=utf-8').send(json));
await app.listen({ port: Number(port), host: '127.0.0.1' });
process.send?.('ready');
