import { runLoad } from './load';
import { startServer } from './server-process';

/** Platform baseline: the health call (one real database query) with 50 connections for 5 s. */
const server = await startServer();
try {
  const health = await runLoad({
    url: `${server.baseUrl}/api/v1/health`,
    connections: 50,
    durationMs: 5_000,
  });
  console.log(JSON.stringify({ bench: 'http-health', connections: 50, ...health }));
} finally {
  await server.stop();
}
