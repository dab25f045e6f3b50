/**
 * Start-up step timings for `npm run bench -- --only start` and for finding slow steps by hand:
 * with VITRINE_STARTUP_TIMING=1 each step prints `[startup] <step> <wall ms> <cpu ms>`: the
 * milliseconds since the process began and the CPU time (user + system, all threads) used so far.
 * Otherwise nothing is printed.
 */
const enabled = process.env.VITRINE_STARTUP_TIMING === '1';

/** Prints how long after the process began `step` was reached (only when enabled). */
export function startupMark(step: string): void {
  if (!enabled) return;
  const cpu = process.cpuUsage();
  console.log(
    `[startup] ${step} ${Math.round(performance.now())} ${Math.round((cpu.user + cpu.system) / 1000)}`,
  );
}
