import type { ReactNode } from "react";
import type { CampaignView } from "~/views/campaign";

/** What names a section: its heading (aria-labelledby), placed by Section when given a title; or a label of its own. */
type SectionName =
  | { titleId: string; title?: string; lead?: string; label?: never }
  | { label: string | undefined; titleId?: never; title?: never; lead?: never };

type SectionProps = SectionName & {
  /** The section's own class, after `campaign-section` ("benefits", "lucky-draw"). */
  name: string;
  /** The anchor the section tabs link to ("special-offers"). */
  id?: string;
  /** Fades in on entering the view (client/fade-in.ts). */
  fadeIn?: boolean;
  /** A class of the container beside `container` (a layout of the section's own). */
  inner?: string;
  children: ReactNode;
};

/**
 * The shell of a campaign page's section: the landmark and its centred container, opened by the heading and its lead
 * when given a title (a section that places its heading elsewhere in its layout uses <SectionTitle> there).
 */
export function Section({ name, id, fadeIn = false, inner, titleId, label, title, lead, children }: SectionProps) {
  return (
    <section
      className={`campaign-section ${name}${fadeIn ? " fade-in" : ""}`}
      id={id}
      aria-labelledby={titleId}
      aria-label={label}
    >
      <div className={inner ? `container ${inner}` : "container"}>
        {titleId !== undefined && title !== undefined ? <SectionTitle id={titleId} title={title} lead={lead} /> : null}
        {children}
      </div>
    </section>
  );
}

/** A section's heading, and the paragraph under it when there is one. */
export function SectionTitle({ id, title, lead }: { id: string; title: string; lead?: string | undefined }) {
  return (
    <>
      <h2 id={id} className="campaign-section__title">
        {title}
      </h2>
      {lead !== undefined ? <p className="campaign-section__lead">{lead}</p> : null}
    </>
  );
}

/** The props of an offers section (special offers, members-only offers): its part of the view and the site's prefix. */
export interface OffersProps<K extends "specialOffers" | "membersOnly"> {
  offers: NonNullable<CampaignView[K]>;
  prefix: string;
}
