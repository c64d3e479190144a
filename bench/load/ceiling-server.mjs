// The ceiling: a bare Fastify route answering the same claim-list JSON from memory, with no
// database, no auth and no schema. Whatever the real endpoint adds costs throughput against this.
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const [, , port, bodyFile, path] = process.argv;
const claims = JSON.parse(readFileSync(bodyFile, 'utf8'));
const app = Fastify({ logger: false });
app.get(path, async () => claims);
await app.listen({ port: Number(port), host: '127.0.0.1' });
process.send?.('ready');
