import './theme/global.css';

export { vars, motion, breakpoints, media } from './theme';
export { formatPrice, formatDate, truncate, addDays } from './shared/format';
export { Link, LinkProvider, type LinkComponent, type LinkProps } from './shared/Link';
export * from './icons';
export { Button, ButtonLink, buttonClassName, type ButtonProps, type ButtonLinkProps, type ButtonVariant, type ButtonSize } from './Button/Button';
export { Price, type PriceProps } from './Price/Price';
export { Modal, type ModalProps } from './Modal/Modal';
export { IconLink, type IconLinkProps } from './IconLink/IconLink';
export { Drawer, type DrawerProps } from './Drawer/Drawer';
export { Toaster, type ToasterProps, type ToastItem, type ToastVariant } from './Toast/Toaster';
export { Select, type SelectProps, type SelectOption } from './Select/Select';
export { TextField, type TextFieldProps } from './TextField/TextField';
export { PasswordField, type PasswordFieldProps } from './PasswordField/PasswordField';
export { AvatarField, type AvatarFieldProps } from './AvatarField/AvatarField';
export { QuantityStepper, type QuantityStepperProps } from './QuantityStepper/QuantityStepper';
export { DatePicker, type DatePickerProps } from './DatePicker/DatePicker';
