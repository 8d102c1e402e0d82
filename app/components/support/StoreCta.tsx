import { ContentLink } from "~/components/ui/ContentLink";

interface StoreCtaProps {
  prefix: string;
  cta: { title: string; text: string; label: string; link: string };
}

/** The closing call to action that sends shoppers to the official store. */
export function StoreCta({ prefix, cta }: StoreCtaProps) {
  return (
    <aside className="store-cta" aria-label={cta.title}>
      <div>
        <h2>{cta.title}</h2>
        <p>{cta.text}</p>
      </div>
      <ContentLink className="button" prefix={prefix} link={cta.link}>
        {cta.label}
      </ContentLink>
    </aside>
  );
}
