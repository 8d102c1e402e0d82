// Renders the product clips of art/clips.js to public/videos/<name>.webm (VP9), .mp4 (H.264 fallback) and
// <name>-poster.webp. Run: npm run videos [-- name …]. The output is checked in, so builds and tests never need
// ffmpeg; this script installs Debian's ffmpeg when it is missing and it runs as root (as scripts/ensure-chromium.sh).
import { execFileSync, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { CLIPS, FPS } from "../art/clips.js";

const OUT = fileURLToPath(new URL("../public/videos", import.meta.url));

function ensureFfmpeg() {
  if (spawnSync("ffmpeg", ["-version"], { stdio: "ignore" }).status === 0) return;
  if (process.getuid?.() !== 0) throw new Error("ffmpeg is missing: apt-get install -y ffmpeg (as root)");
  console.log("installing ffmpeg from Debian …");
  execFileSync("apt-get", ["install", "-y", "--no-install-recommends", "ffmpeg"], { stdio: "inherit" });
}

const ffmpeg = (args) =>
  execFileSync("ffmpeg", ["-hide_banner", "-loglevel", "error", "-y", ...args], { stdio: "inherit" });

async function render(name, clip) {
  const frames = mkdtempSync(join(tmpdir(), `clip-${name}-`));
  try {
    const count = Math.round(clip.seconds * FPS);
    for (let i = 0; i < count; i += 1) {
      await sharp(Buffer.from(clip.frame(i / FPS)))
        .png({ compressionLevel: 1 })
        .toFile(join(frames, `f${String(i).padStart(4, "0")}.png`));
    }
    const input = ["-framerate", String(FPS), "-i", join(frames, "f%04d.png")];
    // No audio track: the clips have no sound, so nothing can autoplay with sound.
    ffmpeg([
      ...input,
      "-an",
      "-c:v",
      "libvpx-vp9",
      "-b:v",
      "0",
      "-crf",
      "33",
      "-row-mt",
      "1",
      "-pix_fmt",
      "yuv420p",
      join(OUT, `${name}.webm`),
    ]);
    ffmpeg([
      ...input,
      "-an",
      "-c:v",
      "libx264",
      "-preset",
      "slow",
      "-crf",
      "23",
      "-pix_fmt",
      "yuv420p",
      "-movflags",
      "+faststart",
      join(OUT, `${name}.mp4`),
    ]);
    await sharp(Buffer.from(clip.frame(clip.posterAt)))
      .webp({ quality: 80 })
      .toFile(join(OUT, `${name}-poster.webp`));
  } finally {
    rmSync(frames, { recursive: true, force: true });
  }
  const size = (ext) => `${Math.round(statSync(join(OUT, `${name}${ext}`)).size / 1024)} KB`;
  console.log(`${name}: ${clip.seconds} s, webm ${size(".webm")}, mp4 ${size(".mp4")}, poster ${size("-poster.webp")}`);
}

ensureFfmpeg();
mkdirSync(OUT, { recursive: true });
const only = process.argv.slice(2);
for (const [name, clip] of Object.entries(CLIPS))
  if (only.length === 0 || only.includes(name)) await render(name, clip);
