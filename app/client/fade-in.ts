// Fade-in when an element enters the view (docs/requirements.md, "Motion and overlays": IntersectionObserver, threshold
// 0.1). Runs on hydrated pages (root layout, after every navigation and revalidation) and on document-only pages (their
// inline script receives this function's source text, so it must not use anything from outside its own body). It fades
// in home tile sections, the software ecosystem and press quotes, product sections below the hero and the campaign
// sections. The spec's fade-in must never hide content from a visitor without JavaScript, nor leave content React
// renders later invisible: hence the rules below. tests/e2e/motion.spec.ts holds them.

/**
 * Elements with class `fade-in` fade in when a tenth of them enters the view: each gets `is-visible` then. The hidden
 * starting state (`fade-in--pending`) is set here, by script, and only on elements still out of view, so a page without
 * JavaScript, and whatever is on screen when this runs, is never hidden. Under prefers-reduced-motion nothing is hidden
 * or animated: every element is visible at once. Returns a function that stops observing (elements left pending are
 * picked up by the next call).
 */
export function attachFadeIn(doc: Document): () => void {
  const view = doc.defaultView;
  const items = Array.from(doc.querySelectorAll<HTMLElement>(".fade-in:not(.is-visible)"));
  const show = (item: Element) => {
    item.classList.add("is-visible");
    item.classList.remove("fade-in--pending");
  };
  if (!view || !("IntersectionObserver" in view) || view.matchMedia("(prefers-reduced-motion: reduce)").matches) {
    items.forEach(show);
    return () => undefined;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        show(entry.target);
        observer.unobserve(entry.target);
      }
    },
    { threshold: 0.1 },
  );
  for (const item of items) {
    const box = item.getBoundingClientRect();
    if (!item.classList.contains("fade-in--pending") && box.top < view.innerHeight && box.bottom > 0) {
      show(item);
      continue;
    }
    item.classList.add("fade-in--pending");
    observer.observe(item);
  }
  return () => observer.disconnect();
}
