interface PageIntroProps {
  id: string;
  title: string;
  intro?: string | readonly string[];
  /** Small line under the title, e.g. "Last updated 2024-11-25". */
  note?: string;
}

/** The dark heading band every support and policy page opens with. */
export function PageIntro({ id, title, intro, note }: PageIntroProps) {
  const paragraphs = intro === undefined ? [] : typeof intro === "string" ? [intro] : intro;
  return (
    <header className="support-hero">
      <div className="support-hero__inner">
        <h1 id={id}>{title}</h1>
        {note ? <p className="support-hero__note">{note}</p> : null}
        {paragraphs.map((paragraph) => (
          <p key={paragraph} className="support-hero__intro">
            {paragraph}
          </p>
        ))}
      </div>
    </header>
  );
}
