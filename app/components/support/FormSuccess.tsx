import { useEffect, useRef } from "react";

interface FormSuccessProps {
  title: string;
  text: string;
  referenceLabel: string;
  reference: string;
  again: string;
  againHref: string;
}

/** The confirmation that replaces a submitted form; focus moves here so screen readers read it. */
export function FormSuccess({ title, text, referenceLabel, reference, again, againHref }: FormSuccessProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div className="form-success" role="status" tabIndex={-1} ref={ref}>
      <h2>{title}</h2>
      <p>{text}</p>
      <p>
        {referenceLabel}
        <br />
        <strong className="form-success__reference" data-testid="reference">
          {reference}
        </strong>
      </p>
      <a className="button button--secondary" href={againHref}>
        {again}
      </a>
    </div>
  );
}
