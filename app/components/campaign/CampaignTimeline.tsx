import { Section } from "~/components/campaign/Section";
import type { CampaignView, TimelineItemView } from "~/views/campaign";

interface CampaignTimelineProps {
  timeline: { title: string; items: TimelineItemView[] };
  labels: CampaignView["labels"];
  buttons: { unlcokSoon: string };
}

/** The stages with their dates; the open one is marked current, later ones read UNLOCK SOON. */
export function CampaignTimeline({ timeline, labels, buttons }: CampaignTimelineProps) {
  const status = { past: labels.ended, current: labels.now, upcoming: buttons.unlcokSoon };
  return (
    <Section name="timeline" titleId="timeline-title" title={timeline.title}>
      <ol className="timeline__list">
        {timeline.items.map((item, index) =>
          "spacer" in item ? (
            <li key={`spacer-${index}`} className="timeline__spacer" aria-hidden="true" />
          ) : (
            <li
              key={item.stage}
              className={`timeline__item timeline__item--${item.status}`}
              aria-current={item.status === "current" ? "step" : undefined}
            >
              <span className="timeline__stage" aria-hidden="true">
                {item.stage}
              </span>
              <span className="timeline__title">{item.title}</span>
              <span className="timeline__date">{item.date}</span>
              <span className="timeline__status">{status[item.status]}</span>
            </li>
          ),
        )}
      </ol>
    </Section>
  );
}
