// A normal page's latency alone and while 4 clients send 7,000-segment paths (14 KB, just under Node's
// 16 KB header limit) in a loop. Before the fix one such path cost ~2-4 s of CPU (route discovery is quadratic in the
// segments), and two attackers made normal requests take 8-10 s.
import { measurePage, summary } from "./measure-page.mjs";
import { startServer } from "./resilience-server.mjs";
import { sendRaw } from "./send-raw";

/** @param {{ port: number, dataDir: string, seconds?: number, attackers?: number }} options */
export async function deepPathRun({ port, dataDir, seconds = 10, attackers = 4 }) {
  const server = await startServer({ port, dataDir });
  const page = `${server.url}/us/faq`;
  const deep = { method: "GET", path: `/us${"/a".repeat(7000)}`, headers: {} };
  try {
    await measurePage(page, 500); // warm the page cache and the JIT
    const alone = await measurePage(page, (seconds * 1000) / 2);

    let stop = false;
    const attackTimings = [];
    const statuses = {};
    const attacker = async () => {
      while (!stop) {
        const started = performance.now();
        const answer = await sendRaw(server.url, deep, { timeoutMs: 30_000 });
        attackTimings.push(performance.now() - started);
        statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
      }
    };
    const running = Array.from({ length: attackers }, attacker);
    const underAttack = await measurePage(page, (seconds * 1000) / 2);
    stop = true;
    await Promise.all(running);
    return {
      page: "/us/faq (page cache)",
      attackers,
      segments: 7000,
      alone,
      underAttack,
      attack: { ...summary(attackTimings), statuses },
      serverAlive: !server.exit,
    };
  } finally {
    await server.stop();
  }
}
