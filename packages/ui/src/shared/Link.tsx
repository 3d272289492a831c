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

const LinkContext = createContext<LinkComponent>(PlainLink);

/** Lets the app route internal links through its router (for example react-router's Link). */
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
