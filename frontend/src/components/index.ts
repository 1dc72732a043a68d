// Shared UI of the frontend. Import from 'components' (this barrel) rather than from single files.
export { AppLayout } from './AppLayout';
export { Button, ButtonLink, buttonClass, type ButtonProps, type ButtonLinkProps, type ButtonVariant, type ButtonSize } from './Button';
export { Card, type CardProps, type CardTone } from './Card';
export { FeedbackWidget, type FeedbackWidgetProps } from './FeedbackWidget';
export { Logo, LogoMark } from './Logo';
export { Modal, type ModalProps } from './Modal';
export { PageLayout } from './PageLayout';
export { RouteError, describeRouteError } from './RouteError';
export { ScrollToTop } from './ScrollToTop';
export { PageSection, SectionHeader, type PageSectionProps, type SectionHeaderProps } from './Section';
export { SiteFooter } from './SiteFooter';
export { SiteHeader, AccountLinks, MAIN_NAV, type NavItem, type SiteHeaderProps } from './SiteHeader';
export { Spinner, LoadingBlock, type SpinnerProps } from './Spinner';
export { ToastProvider, useToast, type ToastApi, type ToastKind, type ToastOptions } from './Toast';
export { Stars } from './Stars';
export { TestimonialCard, type TestimonialCardProps } from './TestimonialCard';
export { Icon, type IconName } from './Icon';
export { usePageTitle } from './usePageTitle';
