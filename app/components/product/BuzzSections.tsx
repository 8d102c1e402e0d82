import type { BuzzPage } from "~/content/product.schema";

type Titled = { title: string; items: { title: string; content: string }[] };

/** A titled list section of the Buzz page (design, accessories, restore, property). */
export function TitledList({ id, list, children }: { id: string; list: Titled; children?: React.ReactNode }) {
  return (
    <section id={id} className="product-section buzz-list" aria-labelledby={`${id}-title`}>
      <div className="container">
        <h2 id={`${id}-title`}>{list.title}</h2>
        <ul className="buzz-list__items">
          {list.items.map((item) => (
            <li key={item.title}>
              <h3>{item.title}</h3>
              <p>{item.content}</p>
            </li>
          ))}
        </ul>
        {children}
      </div>
    </section>
  );
}

/** Voice and app interaction, with the list of voice phrases. */
export function BuzzInteraction({ interaction }: { interaction: BuzzPage["interaction"] }) {
  return (
    <section id="interaction" className="product-section buzz-interaction" aria-labelledby="interaction-title">
      <div className="container">
        <h2 id="interaction-title">{interaction.title}</h2>
        {interaction.lines.map((line) => (
          <p key={line}>{line}</p>
        ))}
        <h3>{interaction.soundCommand}</h3>
        <ul className="buzz-interaction__phrases">
          {interaction.voiceCommand.map((phrase) => (
            <li key={phrase}>{phrase}</li>
          ))}
        </ul>
        <div className="buzz-interaction__app">
          <h3>{interaction.appInteraction.title}</h3>
          <p>{interaction.appInteraction.text}</p>
        </div>
      </div>
    </section>
  );
}

/** Advanced editing on PC, easy editing on mobile. */
export function BuzzEditor({ editor }: { editor: BuzzPage["editor"] }) {
  return (
    <section id="editor" className="product-section buzz-editor" aria-labelledby="editor-title">
      <div className="container">
        <h2 id="editor-title">{editor.title}</h2>
        <div className="buzz-editor__grid">
          {[editor.pc, editor.mobile].map((mode) => (
            <article key={mode.title} className="buzz-editor__card">
              <h3>{mode.title}</h3>
              <p>{mode.text}</p>
            </article>
          ))}
        </div>
      </div>
    </section>
  );
}
