// The cold-start baseline (bench/cold-start.mjs): the least a start on the embedded database can do, a
// new PGlite in a new folder and a bare Fastify answering /ready 200. Nothing else: no migrations, no app.
// Usage: PORT=… DATA_DIR=… node bench/bare-start.mjs
import { PGlite } from '@electric-sql/pglite';
import Fastify from 'fastify';

const database = await PGlite.create({ dataDir: process.env.DATA_DIR });
const app = Fastify();
app.get('/ready', async () => {
  await database.query('select 1');
  return { status: 'ready' };
});
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(
    signal,
    () =>
      void app
        .close()
        .then(() => database.close())
        .then(() => process.exit(0)),
  );
