import type { VideoClip } from "~/components/video/video-clips";

/** The clip's sources, VP9 first and H.264 for browsers without it. */
export function ClipSources({ clip }: { clip: VideoClip }) {
  return (
    <>
      <source src={clip.webm} type="video/webm" />
      <source src={clip.mp4} type="video/mp4" />
    </>
  );
}
