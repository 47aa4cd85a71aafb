// The baseline: a bare Fastify JSON route, started the way the platform's server starts
// (same Fastify, same logger level, its own process).
import Fastify from 'fastify';

const app = Fastify({ logger: { level: 'warn' } });
app.get('/api/bare', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
