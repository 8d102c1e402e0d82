import { useServerNow } from "~/components/ui/ServerClock";
import { countdownParts, timeLeft } from "~/rules/schedule";

export interface CountdownLabels {
  title: string;
  days: string;
  hours: string;
  minutes: string;
  seconds: string;
}

interface CountdownProps {
  /** Instant the countdown reaches zero, as epoch ms. */
  target: number;
  /** The page's server timestamp (loader data), used for the server render and hydration. */
  serverNow: number;
  labels: CountdownLabels;
  className?: string;
}

const pad = (value: number) => String(value).padStart(2, "0");

/** Time left until `target`, ticking every second from the server's time. */
export function Countdown({ target, serverNow, labels, className }: CountdownProps) {
  const now = useServerNow(serverNow);
  const parts = countdownParts(timeLeft(new Date(target), new Date(now)));
  const units = [
    [parts.days, labels.days],
    [parts.hours, labels.hours],
    [parts.minutes, labels.minutes],
    [parts.seconds, labels.seconds],
  ] as const;
  return (
    <div className={className ? `countdown ${className}` : "countdown"} role="timer" aria-label={labels.title}>
      <p className="countdown__title">{labels.title}</p>
      <ol className="countdown__units">
        {units.map(([value, label]) => (
          <li key={label} className="countdown__unit">
            <span className="countdown__value" data-unit={label}>
              {pad(value)}
            </span>
            <span className="countdown__label">{label}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}
