// The document-finishing thread (server/document-finish.ts): built next to the server as build/server/document-worker.js
// (vite.config.ts) and started by server/create-app.ts. It answers each job with the document's CSP and body.
import { parentPort } from "node:worker_threads";
import { finishJob, type FinishJob } from "./document-finish";

parentPort?.on("message", (job: FinishJob) => {
  const { reply, transfer } = finishJob(job);
  parentPort!.postMessage(reply, transfer);
});
