export { notifyError, notifySuccess, ERROR_TOAST_MS, SUCCESS_TOAST_MS } from './notify.js';
export { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog.js';
export { Logo, LogoMark, APP_NAME, type LogoProps, type LogoMarkProps } from './Logo.js';
export { PageTitle, useDocumentTitle, type PageTitleProps } from './PageTitle.js';
export { GermanDateInput, type GermanDateInputProps } from './GermanDateInput.js';
export { Seiten } from './Seiten.js';
