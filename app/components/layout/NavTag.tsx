import { readableTextOn } from "~/lib/contrast";

export function NavTag({ tag }: { tag: { color: string; label: string } }) {
  return (
    <span className="nav-tag" style={{ backgroundColor: tag.color, color: readableTextOn(tag.color) }}>
      {tag.label}
    </span>
  );
}
