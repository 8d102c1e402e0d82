// Our product clips in public/videos, made by `npm run videos` (scripts/videos.mjs) from the product art (art/clips.js):
// silent, 640×360, four to five seconds, VP9 WebM with an H.264 MP4 fallback and a WebP poster.

export interface VideoClip {
  webm: string;
  mp4: string;
  poster: string;
  width: number;
  height: number;
}

const clip = (name: string): VideoClip => ({
  webm: `/videos/${name}.webm`,
  mp4: `/videos/${name}.mp4`,
  poster: `/videos/${name}-poster.webp`,
  width: 640,
  height: 360,
});

/**
 * Which clip each video button or band plays, by product and slot. A small map in code until the content model
 * carries video references (the buttons' and sections' words are already content).
 */
export const PRODUCT_VIDEOS = {
  flagshipBumblebee: { convert: clip("bumblebee-convert") },
  eliteOptimusPrime: { product: clip("elite-showcase"), demo: clip("elite-demo") },
  toyStoryBuzzLightyear: { video: clip("buzz-meet"), sceneVideo: clip("buzz-in-action") },
} as const satisfies Record<string, Record<string, VideoClip>>;

export const ALL_VIDEO_CLIPS: VideoClip[] = Object.values(PRODUCT_VIDEOS).flatMap((slots) => Object.values(slots));
