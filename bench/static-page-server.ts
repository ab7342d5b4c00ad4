// Baseline for the page-speed run: one small static HTML page with no script, served by Fastify.
import Fastify from 'fastify';

const page = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Baseline</title>
<meta name="description" content="A static page measured beside the shop."></head>
<body><main><h1>Baseline page</h1><p>Static text, no script, no image.</p></main></body></html>`;

const app = Fastify({ logger: false });
app.get('/', async (_request, reply) => reply.type('text/html; charset=utf-8').send(page));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
