import { Link } from "react-router";
import { contentHref, isExternalLink } from "~/rules/links";

interface ContentLinkProps extends Omit<React.AnchorHTMLAttributes<HTMLAnchorElement>, "href"> {
  prefix: string;
  link: string;
}

/**
 * A link from content: client-side navigation inside the site, a new tab for external shops and social pages, a plain
 * link for an e-mail address or a phone number.
 */
export function ContentLink({ prefix, link, children, ...rest }: ContentLinkProps) {
  if (/^(mailto|tel):/.test(link)) {
    return (
      <a href={link} {...rest}>
        {children}
      </a>
    );
  }
  if (isExternalLink(link)) {
    return (
      <a href={link} target="_blank" rel="noopener noreferrer" {...rest}>
        {children}
      </a>
    );
  }
  return (
    <Link to={contentHref(prefix, link)} prefetch="intent" {...rest}>
      {children}
    </Link>
  );
}
