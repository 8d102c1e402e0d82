import { useEffect, useId, useRef, useState } from "react";
import { ClipSources } from "~/components/video/ClipSources";
import type { VideoClip } from "~/components/video/video-clips";

interface VideoBandProps {
  clip: VideoClip;
  /** The section heading's id: the video and its play button are named after it. */
  titleId: string;
  /** The play button's text ("Watch Video"). */
  playLabel: string;
}

/**
 * A clip inside a page section. Where the visitor allows motion it plays by itself, muted and looping, while it is
 * on screen (native controls, shown once it plays, pause it); with prefers-reduced-motion it stays a poster with a
 * play button until the visitor presses it.
 * A visitor's own pause is kept: scrolling back does not restart it.
 */
export function VideoBand({ clip, titleId, playLabel }: VideoBandProps) {
  const video = useRef<HTMLVideoElement>(null);
  const pausedByVisitor = useRef(false);
  const onScreen = useRef(false);
  const [playing, setPlaying] = useState(false);
  // Native controls (pause, seek, full screen) from the first play on; before it, the poster and our play button.
  const [started, setStarted] = useState(false);
  const labelId = useId();

  useEffect(() => {
    const element = video.current;
    if (!element || !window.matchMedia("(prefers-reduced-motion: no-preference)").matches) return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        onScreen.current = Boolean(entry?.isIntersecting);
        if (onScreen.current && !pausedByVisitor.current) element.play().catch(() => undefined);
        else if (!onScreen.current) element.pause();
      },
      { threshold: 0.5 },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <div className="video-band">
      <video
        ref={video}
        className="video-band__video"
        aria-labelledby={titleId}
        controls={started}
        muted
        loop
        playsInline
        preload="none"
        poster={clip.poster}
        width={clip.width}
        height={clip.height}
        onPlay={() => {
          pausedByVisitor.current = false;
          setPlaying(true);
          setStarted(true);
        }}
        onPause={() => {
          // A pause while on screen is the visitor's; one from scrolling away is ours.
          if (onScreen.current) pausedByVisitor.current = true;
          setPlaying(false);
        }}
      >
        <ClipSources clip={clip} />
      </video>
      {playing ? null : (
        <button
          type="button"
          className="video-band__play"
          aria-labelledby={`${labelId} ${titleId}`}
          onClick={() => void video.current?.play().catch(() => undefined)}
        >
          <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true">
            <path d="M8 5l12 7-12 7z" fill="currentColor" />
          </svg>
          <span id={labelId}>{playLabel}</span>
        </button>
      )}
    </div>
  );
}

interface VideoSectionProps {
  id: string;
  copy: { title: string; text: string };
  clip: VideoClip;
  playLabel: string;
}

/** A page section of its own around a clip: heading and text beside the video band. */
export function VideoSection({ id, copy, clip, playLabel }: VideoSectionProps) {
  const titleId = `${id}-title`;
  return (
    <section id={id} className="product-section product-video" aria-labelledby={titleId}>
      <div className="container product-video__inner">
        <div className="product-video__text">
          <h2 id={titleId}>{copy.title}</h2>
          <p>{copy.text}</p>
        </div>
        <VideoBand clip={clip} titleId={titleId} playLabel={playLabel} />
      </div>
    </section>
  );
}
