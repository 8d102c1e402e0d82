import { Section } from "~/components/campaign/Section";

interface TermsProps {
  terms: { title: string; content: string[] }[];
}

/** The two terms-and-conditions blocks, folded by default. */
export function Terms({ terms }: TermsProps) {
  return (
    <Section name="terms" label={terms[0]?.title}>
      {terms.map((block) => (
        <details key={block.title} className="terms__block">
          <summary>{block.title}</summary>
          <ol>
            {block.content.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ol>
        </details>
      ))}
    </Section>
  );
}
