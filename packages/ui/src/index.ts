import './theme/global.css';

export { vars, motion, breakpoints, media } from './theme';
export { formatPrice, formatDate, truncate } from './shared/format';
export { Link, LinkProvider, type LinkComponent, type LinkProps } from './shared/Link';
export * from './icons';
export { Button, ButtonLink, buttonClassName, type ButtonProps, type ButtonLinkProps, type ButtonVariant, type ButtonSize } from './Button/Button';
export { Price, type PriceProps } from './Price/Price';
export { Modal, type ModalProps } from './Modal/Modal';
