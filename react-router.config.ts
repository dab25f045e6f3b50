import type { Config } from '@react-router/dev/config';

/**
 * React Router framework mode: the app lives in pages/, rendered on the
 * server and streamed. `react-router build` writes build/client and build/server (and empties
 * build/ first — scripts/build-server.mjs bundles the Node entry afterwards).
 */
export default {
  appDirectory: 'pages',
  buildDirectory: 'build',
  ssr: true,
} satisfies Config;
