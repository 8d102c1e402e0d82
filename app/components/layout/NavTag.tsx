import { readableTextOn } from "~/rules/contrast";

export function NavTag({ tag }: { tag: { color: string; label: string } }) {
  return (
    <span className="nav-tag" style={{ backgroundColor: tag.color, color: readableTextOn(tag.color) }}>
      {tag.label}
    </span>
  );
}
