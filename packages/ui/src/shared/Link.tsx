import { useLocalePath } from '@cellar/i18n/react';
import { createContext, useContext, type ComponentType, type MouseEventHandler, type ReactNode } from 'react';

export interface LinkProps {
  href: string;
  className?: string;
  children?: ReactNode;
  onClick?: MouseEventHandler<HTMLAnchorElement>;
  'aria-label'?: string;
  'aria-current'?: 'page' | undefined;
  'aria-disabled'?: boolean;
  target?: string;
  rel?: string;
}

export type LinkComponent = ComponentType<LinkProps>;

const PlainLink: LinkComponent = ({ children, ...props }) => <a {...props}>{children}</a>;

/** Without a router, an internal link is written in the current locale's shop, as a router with its basename would. */
const LocalizedLink: LinkComponent = ({ href, ...props }) => <PlainLink href={useLocalePath()(href)} {...props} />;

const LinkContext = createContext<LinkComponent>(LocalizedLink);

/**
 * Lets the app route internal links through its router (for example react-router's Link), which gets the
 * shop's path (`/our-wines`) and puts it in the locale's shop itself (react-router's basename).
 */
export function LinkProvider({ component, children }: { component: LinkComponent; children: ReactNode }) {
  return <LinkContext.Provider value={component}>{children}</LinkContext.Provider>;
}

/** Internal links go through the provided router link; external ones stay plain anchors. */
export function Link({ external, ...props }: LinkProps & { external?: boolean }) {
  const Component = useContext(LinkContext);
  if (external) {
    return <PlainLink target="_blank" rel="noopener noreferrer" {...props} />;
  }
  return <Component {...props} />;
}
