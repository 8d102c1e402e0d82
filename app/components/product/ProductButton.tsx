import type { ProductButton as ProductButtonData } from "~/rules/catalogue-card";

interface ProductButtonProps {
  button: ProductButtonData;
  /** Product name for screen readers ("Buy Now – Flagship Bumblebee"). */
  productName: string;
  className?: string;
}

/** Buy Now / Pre-Order Now open the regional shop; Sold Out / Out of Stock are a disabled notice. */
export function ProductButton({ button, productName, className = "button button--primary" }: ProductButtonProps) {
  if (!button.href) {
    return (
      <span className={className} aria-disabled="true" data-state={button.state} role="status">
        {button.label}
      </span>
    );
  }
  return (
    <a
      className={className}
      href={button.href}
      target="_blank"
      rel="noopener noreferrer"
      data-state={button.state}
      aria-label={`${button.label} – ${productName}`}
    >
      {button.label}
    </a>
  );
}
