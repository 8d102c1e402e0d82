import { useEffect, useRef, useState } from "react";
import { Modal } from "~/components/ui/Modal";
import { ClipSources } from "~/components/video/ClipSources";
import type { VideoClip } from "~/components/video/video-clips";

interface VideoButtonProps {
  /** Button text ("Watch Video", "Demo video"). */
  label: string;
  /** What the video shows: the dialog's heading and the video's accessible name. */
  videoTitle: string;
  clip: VideoClip;
  closeLabel: string;
  className?: string;
}

/**
 * A button that opens the clip in a modal dialog (ui/Modal: focus trapped, Escape closes, focus returns to the
 * button). The video is mounted only while the dialog is open, so closing it stops playback and nothing loads before.
 */
export function VideoButton({
  label,
  videoTitle,
  clip,
  closeLabel,
  className = "button button--secondary",
}: VideoButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={className} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <circle cx="12" cy="12" r="11" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M10 8l6 4-6 4z" fill="currentColor" />
        </svg>
        {label}
      </button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title={videoTitle}
        closeLabel={closeLabel}
        className="video-modal"
      >
        {open ? <DialogVideo clip={clip} title={videoTitle} /> : null}
      </Modal>
    </>
  );
}

/** The clip with native controls; it starts by itself (it has no sound) unless the visitor prefers reduced motion. */
function DialogVideo({ clip, title }: { clip: VideoClip; title: string }) {
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (!window.matchMedia("(prefers-reduced-motion: no-preference)").matches) return;
    video.current?.play().catch(() => undefined);
  }, []);
  return (
    <video
      ref={video}
      className="video-modal__video"
      aria-label={title}
      controls
      muted
      playsInline
      preload="auto"
      poster={clip.poster}
      width={clip.width}
      height={clip.height}
      // In the dialog's Tab cycle (ui/Modal wraps focus over [tabindex] elements); Space plays and pauses.
      tabIndex={0}
    >
      <ClipSources clip={clip} />
    </video>
  );
}
